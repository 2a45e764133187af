import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CART_FORM, COUPON_FIELD, isCartPagePost, openCart, waitForCartUpdates } from './support/cart-page';
import { registerBrowserHarness } from './support/harness';

const shop = registerBrowserHarness();
const WORK_LIGHT = 104;

const CLASSIC = ['updated_cart_totals', 'updated_wc_div', 'wc_cart_emptied', 'applied_coupon', 'removed_coupon', 'updated_shipping_method'];

/** Binds jQuery listeners on `document.body`, as a theme or gateway does, recording each call's extra arguments; and native ones under the same names, which must hear nothing. */
async function listenAsATheme(page: Page): Promise<void> {
  await page.evaluate((names) => {
    type JQ = (target: unknown) => { on(name: string, handler: (...args: unknown[]) => void): void };
    const $ = (window as unknown as { jQuery: JQ }).jQuery;
    const heard: string[] = [];
    const native: string[] = [];
    Object.assign(window, { heard, native });
    for (const name of names) {
      $(document.body).on(name, (event, ...args) => {
        if ((event as { originalEvent?: unknown }).originalEvent) native.push(name);
        else heard.push(args.length ? `${name} ${JSON.stringify(args)}` : name);
      });
    }
  }, CLASSIC);
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: string[] }).heard.splice(0));
const native = (page: Page) => page.evaluate(() => (window as unknown as { native: string[] }).native);

describe("the cart page's classic events, for a theme that listens with jQuery", () => {
  it('triggers what cart.js triggers, in its order and with its arguments, and no native event under those names', async () => {
    // The scroll to the notices after each update is instant (reduced motion): this test is about
    // the events, and on a slow machine its next click came while the page was still scrolling
    // and missed the moving radio.
    const { page } = await openCart(shop, [WORK_LIGHT], { query: '?jquery=1', reducedMotion: 'reduce' });
    await listenAsATheme(page);

    await page.locator(COUPON_FIELD).fill('save10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await waitForCartUpdates(page, 1);
    expect(await heard(page)).toEqual(['applied_coupon ["save10"]', 'updated_cart_totals', 'updated_wc_div']);

    await page.locator('a.woocommerce-remove-coupon').click();
    await waitForCartUpdates(page, 2);
    expect(await heard(page)).toEqual(['removed_coupon ["save10"]', 'updated_cart_totals', 'updated_wc_div']);

    await page.getByRole('radio', { name: 'Local pickup' }).check();
    await page.waitForFunction(() => (window as unknown as { heard: string[] }).heard.includes('updated_shipping_method'));
    expect(await heard(page)).toEqual(['updated_cart_totals', 'updated_shipping_method']);

    await page.locator(`${CART_FORM} td.product-remove a`).click();
    await waitForCartUpdates(page, 3);
    expect(await heard(page)).toEqual(['wc_cart_emptied', 'updated_wc_div']);
    expect(await native(page)).toEqual([]);
  });

  it("updates the cart, keeping the page's notices, when another script adds to the cart (added_to_cart)", async () => {
    const { page, requests } = await openCart(shop, [WORK_LIGHT], { query: '?jquery=1' });
    await page.locator('.woocommerce-notices-wrapper').evaluate((wrapper) => {
      wrapper.innerHTML = '<div class="woocommerce-message" role="alert">Added by a quick view.</div>';
    });
    await page.evaluate(() => {
      type JQ = (target: unknown) => { trigger(name: string, args: unknown[]): void };
      (window as unknown as { jQuery: JQ }).jQuery(document.body).trigger('added_to_cart', [{}, 'hash', null]);
    });
    await waitForCartUpdates(page, 1);
    const [post] = requests.matching(isCartPagePost).filter((entry) => entry.method === 'POST');
    expect(new URLSearchParams(post?.body ?? '').has('update_cart')).toBe(false);
    expect(await page.locator('.woocommerce-notices-wrapper').textContent()).toContain('Added by a quick view.');
  });

  it('updates the cart when a script triggers wc_update_cart, and the mini cart follows', async () => {
    const { page, requests } = await openCart(shop, [WORK_LIGHT], { query: '?jquery=1' });
    const refreshes = () => requests.matching((url) => url.searchParams.get('wc-ajax') === 'get_refreshed_fragments');
    // The page's own refresh at load is done first, so the one counted next is the update's.
    await expect.poll(() => refreshes().filter((entry) => entry.endedAt !== null).length).toBe(1);
    await page.evaluate(() => {
      type JQ = (target: unknown) => { trigger(name: string): void };
      (window as unknown as { jQuery: JQ }).jQuery(document.body).trigger('wc_update_cart');
    });
    await waitForCartUpdates(page, 1);
    expect(requests.matching(isCartPagePost).filter((entry) => entry.method === 'POST')).toHaveLength(1);
    await expect.poll(() => refreshes().length).toBe(2);
  });

  it('tells a theme’s select script on each open and close of the shipping calculator, as cart.js does: the address’s country events, then country_to_state_changed with nothing', async () => {
    const { page } = await openCart(shop, [WORK_LIGHT], { query: '?jquery=1', reducedMotion: 'reduce' });
    await page.evaluate(() => {
      type JQ = (target: unknown) => { on(name: string, handler: (event: unknown, ...args: unknown[]) => void): void };
      const $ = (window as unknown as { jQuery: JQ }).jQuery;
      const heard: string[] = [];
      Object.assign(window, { heard });
      $(document.body).on('country_to_state_changed', (_event, ...args) => heard.push(args.length ? `with ${String(args[0])}` : 'bare'));
    });
    const toggle = page.locator('.shipping-calculator-button');
    for (const expanded of ['true', 'false']) {
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe(expanded);
      expect(await heard(page)).toEqual(['with AU', 'bare']);
    }
  });
});
