import Cookies from 'js-cookie';

/** The cookies WooCommerce sets that Lantern reads. */
export const WC_COOKIES = {
  cartHash: 'woocommerce_cart_hash',
  itemsInCart: 'woocommerce_items_in_cart',
} as const;

/**
 * The one way Lantern reads a cookie; js-cookie decodes values the way PHP encodes them.
 *
 * @example
 * readCookie(WC_COOKIES.cartHash) // 'a1b2c3…', or undefined when the cart is empty
 */
export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/**
 * The one way Lantern writes a cookie. Without `expires` it is a session cookie, gone when
 * the browser closes, as WooCommerce's own scripts write theirs.
 *
 * @example
 * writeCookie('store_notice1b2f', 'hidden', { path: '/' });
 */
export function writeCookie(name: string, value: string, options: { path?: string; expires?: number } = {}): void {
  Cookies.set(name, value, options);
}

/**
 * The cart hash WooCommerce keeps in its cookie ('' when there is no cart).
 *
 * @example
 * store.getState().setCartHash(cartHashCookie());
 */
export function cartHashCookie(): string {
  return readCookie(WC_COOKIES.cartHash) ?? '';
}
