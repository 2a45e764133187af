import { describe, expect, it } from 'vitest';
import { registerBrowserHarness } from './support/harness';
import { holdRequests } from './support/hold';
import { waitForIsland, waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();
const BANNER = '#coming-soon-footer-banner';
const DISMISS = 'a.coming-soon-footer-banner-dismiss';

const isUsersEndpoint = (url: URL) => /^\/wp-json\/wp\/v2\/users\/\d+\/?$/.test(url.pathname);

describe('coming-soon footer banner', () => {
  it('records the dismissal with the nonce, form-encoded, and hides when the call completes', async () => {
    const shopPage = await shop.open('/');
    const { page } = shopPage;
    await waitForLantern(page);
    await waitForIsland(page, BANNER);
    const dismiss = page.locator(DISMISS);
    const nonce = await dismiss.getAttribute('data-rest-nonce');
    const restUrl = await dismiss.getAttribute('data-rest-url');
    expect(nonce).toBeTruthy();
    const held = await holdRequests(page, isUsersEndpoint);
    await dismiss.click();
    await held.waitFor(1);
    expect(await page.locator(BANNER).isVisible(), 'still shown while the call is in flight').toBe(true);
    await held.releaseAll();
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(false);

    const [call] = shopPage.requests.matching(isUsersEndpoint);
    expect(call?.method).toBe('POST');
    expect(call?.url.href).toBe(new URL(restUrl ?? '', shop.origin).href);
    expect(call?.headers['x-wp-nonce']).toBe(nonce);
    expect(call?.body).toBe('woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes');
  });

  it('hides the banner even when the call fails', async () => {
    const shopPage = await shop.open('/');
    const { page } = shopPage;
    await waitForLantern(page);
    await waitForIsland(page, BANNER);
    shopPage.problems.allowFailedRequests(isUsersEndpoint);
    await page.route(isUsersEndpoint, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"internal_server_error"}' }),
    );
    await page.locator(DISMISS).click();
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(false);
    expect(shopPage.requests.matching(isUsersEndpoint)).toHaveLength(1);
  });
});
