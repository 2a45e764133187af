import type { BrowserContextOptions, Page } from 'playwright-core';
import { fillCart } from './cart-api';
import type { BrowserHarness, ShopPage } from './harness';
import { waitForBehaviour, waitForLantern } from './lantern';

export const CART_FORM = '.woocommerce-cart-form';
export const CART_TOTALS = 'div.cart_totals';
export const UPDATE_BUTTON = `${CART_FORM} [name="update_cart"]`;
export const COUPON_FIELD = '#coupon_code';
export const ORDER_TOTAL = `${CART_TOTALS} .order-total .amount`;
export const NOTICES = '.woocommerce-notices-wrapper';

/** Our own events of the cart page, recorded in the page from its first script on. */
export const RECORD_OWN_EVENTS = `(() => {
  window.cartPageEvents = [];
  for (const name of ['cart-updated', 'cart-totals-updated', 'cart-emptied', 'coupon-applied', 'coupon-removed', 'shipping-method-updated', 'cart-page-failed']) {
    document.addEventListener('lantern:' + name, (event) => {
      const detail = event.detail || {};
      window.cartPageEvents.push({ name, code: detail.code, action: detail.action, error: detail.error && detail.error.kind });
    });
  }
})();`;

export interface CartPageEvent {
  name: string;
  code?: string;
  action?: string;
  error?: string;
}

/**
 * Opens the demo's cart page with these products in the cart (one of each), as a shopper
 * arriving from the shop: Lantern booted and the cart page behaviour mounted, nothing touched.
 * `marker` lets a test prove later that the page was not loaded again.
 *
 * @example const { page } = await openCart(shop, [104, 106]);
 */
export async function openCart(shop: BrowserHarness, productIds: readonly number[], options: BrowserContextOptions & { query?: string } = {}): Promise<ShopPage> {
  const { query = '', ...contextOptions } = options;
  const { context, newPage } = await shop.newContext(contextOptions);
  await fillCart(context, shop.origin, productIds);
  await context.addInitScript(RECORD_OWN_EVENTS);
  const shopPage = await newPage();
  await shopPage.goto(`/cart/${query}`);
  await waitForLantern(shopPage.page);
  await waitForBehaviour(shopPage.page, 'cart-page');
  await shopPage.page.evaluate(() => Object.assign(window, { sameDocument: true }));
  return shopPage;
}

/** The events of our own the page dispatched so far. */
export function cartPageEvents(page: Page): Promise<CartPageEvent[]> {
  return page.evaluate(() => (window as unknown as { cartPageEvents: CartPageEvent[] }).cartPageEvents);
}

/** True while the page loaded at {@link openCart} is still the one shown (nothing reloaded it). */
export function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

/** Waits until the cart page has put a reply in place: `updated_wc_div`'s own event, counted. */
export async function waitForCartUpdates(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (wanted) => (window as unknown as { cartPageEvents: { name: string }[] }).cartPageEvents.filter((event) => event.name === 'cart-updated').length >= wanted,
    count,
  );
}

/** Nothing on the cart page is dimmed or marked busy. */
export function blockedRegions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.processing, .blockUI, [aria-busy="true"]')).map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`),
  );
}

/** The text of the page's notices, in order (WooCommerce 8.8 prints info notices without a role). */
export function noticeTexts(page: Page): Promise<string[]> {
  return page.locator(`${NOTICES} :is(.woocommerce-message, .woocommerce-error, .woocommerce-info)`).evaluateAll((notices) => notices.map((notice) => (notice.textContent ?? '').replace(/\s+/g, ' ').trim()));
}

/** Whether a request is the cart form's post (`update_cart`) or the calculator's. */
export const isCartPagePost = (url: URL) => url.pathname === '/cart/' && url.search === '';
