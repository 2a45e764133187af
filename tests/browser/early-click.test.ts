import { describe, expect, it } from 'vitest';
import { wcAjax } from './support/contracts';
import { registerBrowserHarness } from './support/harness';
import { holdRequests } from './support/hold';
import { waitForLantern } from './support/lantern';
import { clickAndFollowLink, hasClass, simpleButton, waitForAdded } from './support/shop';

const shop = registerBrowserHarness();
/** The every-page surface chunk carries add to cart. */
const isAddToCartChunk = (url: URL) => /^\/lantern\/chunks\/page-[^/]+\.js$/.test(url.pathname);

describe('a click before the add-to-cart code has arrived', () => {
  it('is held with the button loading, then replayed once the code is there', async () => {
    const shopPage = await shop.newContext().then(({ newPage }) => newPage());
    const { page } = shopPage;
    const chunk = await holdRequests(page, isAddToCartChunk);
    await shopPage.goto('/shop/');
    await waitForLantern(page);
    const button = simpleButton(page);
    // The click as the page got it (seen first, on the window, before any listener can stop
    // it): a held click has its default, following the link, prevented, so it never navigates.
    await page.evaluate(() => window.addEventListener('click', (event) => Object.assign(window, { lastClick: event }), { capture: true }));
    await button.click();
    expect(await hasClass(button, 'loading')).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { lastClick?: Event }).lastClick?.defaultPrevented)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/shop/');
    expect(shopPage.requests.matching(wcAjax('add_to_cart'))).toHaveLength(0);

    await chunk.waitFor(1);
    await chunk.releaseAll();
    await waitForAdded(button);
    expect(shopPage.requests.matching(wcAjax('add_to_cart'))).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/shop/');
  });

  it('follows the button link when the code cannot load', async () => {
    const shopPage = await shop.newContext().then(({ newPage }) => newPage());
    const { page, problems } = shopPage;
    problems.allowFailedRequests(isAddToCartChunk);
    // The failed chunk also lists the islands that are not on every page.
    problems.allowConsole(/\[lantern\] (island "[a-z-]+" failed to mount|islands not loaded)/);
    await page.route(isAddToCartChunk, (route) => route.abort('failed'));
    await shopPage.goto('/shop/');
    await waitForLantern(page);
    await clickAndFollowLink(simpleButton(page));
    expect(shopPage.requests.matching(wcAjax('add_to_cart'))).toHaveLength(0);
  });
});

describe('a login submit before the page chunk has listed the login form', () => {
  it('is held from the entry, then sent by the login code: never by the browser, never in an address', async () => {
    const password = 'held-from-the-entry-2291';
    const shopPage = await shop.newContext().then(({ newPage }) => newPage());
    const { page } = shopPage;
    const chunk = await holdRequests(page, isAddToCartChunk);
    await shopPage.goto('/');
    await waitForLantern(page);
    let loads = 0;
    page.on('load', () => (loads += 1));
    const form = page.locator('#masthead form.beacon-login-form-ajax');
    await page.locator('#masthead .site-header-account > a').hover();
    await form.locator('[name="username"]').fill('demo');
    await form.locator('[name="password"]').fill(password);
    await form.locator('[name="password"]').press('Enter');
    await chunk.waitFor(1);
    expect(shopPage.requests.entries.filter((entry) => entry.method === 'POST' && !entry.url.searchParams.has('wc-ajax'))).toEqual([]);

    await chunk.releaseAll();
    await expect.poll(() => form.locator('> .result-error').count()).toBe(1);
    const logins = shopPage.requests.matching((url) => url.pathname === '/wp-admin/admin-ajax.php').filter((entry) => entry.body?.includes('beacon_login'));
    expect(logins).toHaveLength(1);
    expect(loads).toBe(0);
    expect([page.url(), ...shopPage.requests.entries.map((entry) => entry.url.href)].filter((href) => href.includes(password))).toEqual([]);
  });
});

describe('a swatch chosen before the swatches code has arrived', () => {
  /** The product surface chunk carries the swatches and the variation form. */
  const isProductChunk = (url: URL) => /^\/lantern\/chunks\/product-[^/]+\.js$/.test(url.pathname);
  const spot = 'ul[data-attribute_name="attribute_pa_beam"] li[data-value="spot"]';
  const twelveVolt = 'ul[data-attribute_name="attribute_pa_voltage"] li[data-value="12v"]';

  it('is held, then chosen once the code is there, a radio swatch through its label too', async () => {
    const shopPage = await shop.newContext().then(({ newPage }) => newPage());
    const { page } = shopPage;
    const chunk = await holdRequests(page, isProductChunk);
    await shopPage.goto('/product/32-inch-led-light-bar-180w/');
    await waitForLantern(page);
    await chunk.waitFor(1);
    await page.locator(spot).click();
    // A radio swatch, through its label: the replayed click has to reach the radio.
    await page.locator(`${twelveVolt} label`).click();
    expect(await page.locator('select#pa_beam').inputValue()).toBe('');

    await chunk.releaseAll();
    await expect.poll(() => page.locator('select#pa_beam').inputValue()).toBe('spot');
    await expect.poll(() => page.locator('select#pa_voltage').inputValue()).toBe('12v');
    expect(await page.locator(spot).getAttribute('aria-checked')).toBe('true');
    expect(await page.locator(`${twelveVolt} input`).isChecked()).toBe(true);
  });
});

describe("a click on the theme's compare opener, named by a setting, before the page chunk has come", () => {
  it('is held from the entry, then opens the bar and the table: the link is never followed', async () => {
    const shopPage = await shop.newContext().then(({ newPage }) => newPage());
    const { page } = shopPage;
    const chunk = await holdRequests(page, isAddToCartChunk);
    await shopPage.goto('/shop/?woosc_open_button=.open-compare-btn');
    await waitForLantern(page);
    const opener = page.locator('.open-compare-btn');
    const before = page.url();
    await page.evaluate(() => window.addEventListener('click', (event) => Object.assign(window, { lastClick: event }), { capture: true }));
    await opener.click();
    expect(await page.evaluate(() => (window as unknown as { lastClick?: Event }).lastClick?.defaultPrevented)).toBe(true);
    expect(page.url()).toBe(before);

    await chunk.waitFor(1);
    await chunk.releaseAll();
    await expect.poll(() => page.locator('#woosc-area').getAttribute('class')).toContain('woosc-area-open-table');
    expect(await page.locator('.woosc-bar').getAttribute('class')).toContain('woosc-bar-open');
    expect(page.url()).toBe(before);
  });
});
