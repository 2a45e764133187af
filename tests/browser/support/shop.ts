import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A simple product's loop button that WooCommerce marks for in-place add to cart. */
export const SIMPLE_ADD_BUTTON = 'a.add_to_cart_button.ajax_add_to_cart.product_type_simple[data-product_id]';
export const MINI_CART = '.widget_shopping_cart_content';
export const MINI_CART_ITEM = '.woocommerce-mini-cart-item';
export const SIDE_CART = '.site-header-cart-side';
export const HEADER_CART_LINK = '.site-header .cart-contents';
export const LIVE_REGION = '.widget_shopping_cart_live_region';

/** What WordPress printed in `wc_add_to_cart_params`. */
export interface AddToCartParams {
  cart_url: string;
  i18n_view_cart: string;
  is_cart: string;
  cart_redirect_after_add: string;
  wc_ajax_url: string;
}

export function addToCartParams(page: Page): Promise<AddToCartParams> {
  return page.evaluate(() => (window as unknown as { wc_add_to_cart_params: AddToCartParams }).wc_add_to_cart_params);
}

/** The n-th simple product's add-to-cart button on the page (0-based). */
export function simpleButton(page: Page, index = 0): Locator {
  return page.locator(SIMPLE_ADD_BUTTON).nth(index);
}

/** The data attributes of a button, as the page sees them (`dataset`). */
export function datasetOf(locator: Locator): Promise<Record<string, string>> {
  return locator.evaluate((element) => ({ ...(element as HTMLElement).dataset }) as Record<string, string>);
}

export async function hasClass(locator: Locator, name: string): Promise<boolean> {
  return locator.evaluate((element, className) => element.classList.contains(className), name);
}

/** Waits until the button has finished an add: `added`, and no longer `loading`. */
export async function waitForAdded(button: Locator): Promise<void> {
  await button.page().waitForFunction(
    (element) => element?.classList.contains('added') === true && !element.classList.contains('loading'),
    await button.elementHandle(),
  );
}

/** Clicks a simple product's button and waits for the add to finish. Returns the button. */
export async function addSimpleProduct(page: Page, index = 0): Promise<Locator> {
  const button = simpleButton(page, index);
  await button.click();
  await waitForAdded(button);
  return button;
}

/** Items in the first mini-cart on the page (the header's, or the side cart's). */
export function miniCartItems(page: Page, within = ''): Locator {
  return page.locator(`${within} ${MINI_CART} ${MINI_CART_ITEM}`.trim());
}

/** The item count the header cart link shows, as text. */
export function headerCount(page: Page): Promise<string> {
  return page.locator(`${HEADER_CART_LINK} .count`).first().innerText();
}

/** The product name of an add-to-cart button's loop item. */
export async function productNameOf(button: Locator): Promise<string> {
  const name = await button.evaluate(
    (element) => element.closest('li.product, .product')?.querySelector('.woocommerce-loop-product__title')?.textContent ?? '',
  );
  expect(name, 'the loop item has a title').not.toBe('');
  return name.trim();
}

/**
 * Clicks the button and waits until the browser has followed its link (and the new page has
 * loaded), as it does when Lantern's code is not there to take the click. `whileHeld` runs
 * between the click and the navigation.
 */
export async function clickAndFollowLink(button: Locator, whileHeld?: () => Promise<void>): Promise<void> {
  const page = button.page();
  const href = await button.evaluate((element) => (element as HTMLAnchorElement).href);
  const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === href);
  await button.click();
  await whileHeld?.();
  await navigation;
  await page.waitForLoadState('load');
}
