import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForBehaviour, waitForLantern } from './support/lantern';
import { registerRealShop } from './support/real-shop';

/** The real shop's Beanie and Belt. */
const BEANIE = 14;
const BELT = 15;
const NAMES = 'adding_to_cart added_to_cart removed_from_cart wc_cart_button_updated wc_fragments_loaded wc_fragments_refreshed updated_cart_totals updated_wc_div';

/**
 * Records the cart's classic events as a theme's handler bound on `document` on DOM ready hears
 * them: after WooCommerce's own handlers have run, in the order they finish.
 */
const THEME_WATCH = (names: string) => {
  const heard: string[] = [];
  Object.assign(window, { heard });
  document.addEventListener('DOMContentLoaded', () => {
    const $ = (window as unknown as { jQuery: (target: unknown) => { on(names: string, handler: (event: { type: string }) => void): void } }).jQuery;
    $(document).on(names, (event) => heard.push(event.type));
  });
};

const heardUntil = async (page: Page, last: string): Promise<string[]> => {
  await page.waitForFunction((name) => (window as unknown as { heard: string[] }).heard.includes(name), last);
  return page.evaluate(() => (window as unknown as { heard: string[] }).heard.splice(0));
};

describe('the cart’s classic events on a real WooCommerce shop, with Lantern in place of its cart scripts', () => {
  const shop = registerRealShop(['woocommerce', 'wc-add-to-cart', 'wc-cart-fragments', 'wc-cart']);

  it('reach a theme’s handlers in the order WooCommerce’s scripts send them: an add, a mini-cart removal, a cart page update', async () => {
    const { page } = await shop.newLanternPage();
    await page.addInitScript(THEME_WATCH, NAMES);
    await page.goto(`${shop.origin()}/shop/`);
    await waitForLantern(page);
    expect(await heardUntil(page, 'wc_fragments_refreshed')).toEqual(['wc_fragments_refreshed']);

    for (const id of [BEANIE, BELT]) {
      await page.locator(`a.add_to_cart_button[data-product_id="${id}"]:not(.ast-on-card-button)`).click();
      expect(await heardUntil(page, 'added_to_cart')).toEqual(['adding_to_cart', 'wc_cart_button_updated', 'wc_fragments_loaded', 'added_to_cart']);
    }
    // Astra's mini-cart opens on hover; the link is clicked as WooCommerce's handler hears it.
    await page.locator('.widget_shopping_cart_content a.remove_from_cart_button').first().evaluate((link) => (link as HTMLElement).click());
    expect(await heardUntil(page, 'removed_from_cart')).toEqual(['wc_fragments_loaded', 'removed_from_cart']);

    await page.goto(`${shop.origin()}/cart/`);
    await waitForBehaviour(page, 'cart-page');
    expect(await heardUntil(page, 'wc_fragments_loaded')).toEqual(['wc_fragments_loaded']);
    await page.locator('.woocommerce-cart-form input.qty').first().fill('3');
    await page.locator('button[name="update_cart"]').click();
    expect(await heardUntil(page, 'wc_fragments_refreshed')).toEqual(['updated_cart_totals', 'updated_wc_div', 'wc_fragments_refreshed']);
  });
});
