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

/** Where and how long a cookie lives, and how its value is written. */
export interface CookieOptions {
  path?: string;
  /** Days from now, or a date; without it the cookie lives for the browser session. */
  expires?: number | Date;
  /** `.example.com` shares it with subdomains. */
  domain?: string;
  /** Seconds; a negative value deletes the cookie at once. */
  maxAge?: number;
  /**
   * Writes the value in a plugin's own encoding, byte for byte, when another reader (the
   * plugin's script, PHP) expects it; js-cookie's encoding otherwise.
   */
  encode?: (value: string) => string;
}

/**
 * The one way Lantern writes a cookie. Without `expires` it is a session cookie, gone when
 * the browser closes, as WooCommerce's own scripts write theirs.
 *
 * @example
 * writeCookie('store_notice1b2f', 'hidden', { path: '/' });
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const { encode, maxAge, ...attributes } = options;
  const jar = encode ? Cookies.withConverter({ write: (raw: string | number) => encode(String(raw)) }) : Cookies;
  jar.set(name, value, maxAge === undefined ? attributes : { ...attributes, 'max-age': String(maxAge) });
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
