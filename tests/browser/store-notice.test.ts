import { describe, expect, it } from 'vitest';
import { registerBrowserHarness } from './support/harness';
import { holdRequests } from './support/hold';
import { waitForIsland, waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();
const NOTICE = '.woocommerce-store-notice';

describe('store notice', () => {
  it('shows, hides on dismiss with a session cookie, and stays hidden after reload', async () => {
    const { page } = await shop.open('/');
    await waitForLantern(page);
    await waitForIsland(page, NOTICE);
    const notice = page.locator(NOTICE);
    expect(await notice.isVisible()).toBe(true);
    const id = await notice.getAttribute('data-notice-id');
    expect(id).toBeTruthy();

    await notice.locator('.woocommerce-store-notice__dismiss-link').click();
    expect(await notice.isVisible()).toBe(false);
    expect(new URL(page.url()).hash).toBe('');
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === `store_notice${id}`);
    expect(cookie?.value).toBe('hidden');
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires, 'a browser-session cookie').toBe(-1);

    await page.reload();
    await waitForIsland(page, NOTICE);
    expect(await page.locator(NOTICE).isVisible()).toBe(false);
  });

  it('is shown when the page is ready, as WooCommerce shows it, not only once the page chunk has come', async () => {
    const context = await shop.newContext();
    const shopPage = await context.newPage();
    const { page } = shopPage;
    const pageChunk = await holdRequests(page, (url) => /\/lantern\/chunks\/page-[^/]+\.js$/.test(url.pathname));
    await shopPage.goto('/');
    await pageChunk.waitFor(1);
    expect(await page.locator(NOTICE).isVisible()).toBe(true);
    await pageChunk.releaseAll();
    await waitForIsland(page, NOTICE);
    expect(await page.locator(NOTICE).isVisible()).toBe(true);
  });

  it('stays hidden from the start for a session that dismissed it', async () => {
    const { page } = await shop.open('/');
    await waitForIsland(page, NOTICE);
    await page.locator(`${NOTICE} .woocommerce-store-notice__dismiss-link`).click();
    const pageChunk = await holdRequests(page, (url) => /\/lantern\/chunks\/page-[^/]+\.js$/.test(url.pathname));
    const seen: boolean[] = [];
    page.on('domcontentloaded', () => void page.locator(NOTICE).isVisible().then((visible) => seen.push(visible)));
    await page.reload();
    await pageChunk.waitFor(1);
    await expect.poll(() => seen).toEqual([false]);
    expect(await page.locator(NOTICE).isVisible()).toBe(false);
    await pageChunk.releaseAll();
  });

  it('dismisses from the keyboard', async () => {
    const { page } = await shop.open('/');
    await waitForLantern(page);
    await waitForIsland(page, NOTICE);
    await page.locator(`${NOTICE} .woocommerce-store-notice__dismiss-link`).focus();
    await page.keyboard.press('Enter');
    expect(await page.locator(NOTICE).isVisible()).toBe(false);
  });

  it('moves focus to the main content after a keyboard dismiss, and Escape leaves it there', async () => {
    const { page } = await shop.open('/');
    await waitForLantern(page);
    await waitForIsland(page, NOTICE);
    await page.locator(`${NOTICE} .woocommerce-store-notice__dismiss-link`).focus();
    await page.keyboard.press('Enter');
    await page.locator(NOTICE).waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('content');
  });
});
