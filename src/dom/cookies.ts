/**
 * Characters `encodeURIComponent` escapes that a cookie value may carry as they are (RFC 6265):
 * written plain, as js-cookie writes them, so the plugins' own readers see the same bytes.
 */
const PLAIN_IN_VALUE = /%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g;
/** The same for a cookie name, which may not carry `(` and `)` plain either. */
const PLAIN_IN_NAME = /%(2[346B]|5E|60|7C)/g;
const DAY_MS = 86_400_000;

const encodePart = (text: string, plain: RegExp): string => encodeURIComponent(text).replace(plain, (escaped) => decodeURIComponent(escaped));

/** The cookies WooCommerce sets that Lantern reads. */
export const WC_COOKIES = {
  cartHash: 'woocommerce_cart_hash',
  itemsInCart: 'woocommerce_items_in_cart',
} as const;

/**
 * The one way Lantern reads a cookie: the first one of that name, its value percent-decoded
 * (as PHP and js-cookie encode) and unquoted. A pair that does not decode is passed over.
 *
 * @example
 * readCookie(WC_COOKIES.cartHash) // 'a1b2c3…', or undefined when the cart is empty
 */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const [key = '', ...rest] = pair.split('=');
    try {
      if (decodeURIComponent(key) !== name) continue;
      const raw = rest.join('=');
      return (raw.startsWith('"') ? raw.slice(1, -1) : raw).replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      // Malformed escapes: not a cookie Lantern can read; a later one of the name may be.
    }
  }
  return undefined;
}

/**
 * Whether a cookie whose name starts with `prefix` holds a value, other than `prefix=except`
 * (a value known to hold nothing yet). For plugins that name their cookie per site or per user.
 *
 * @example holdsCookieFrom('woosc_products') // true with 'woosc_products_ab12=12,15'
 */
export function holdsCookieFrom(prefix: string, except: string | null = null): boolean {
  return document.cookie.split(/; */).some((pair) => pair.startsWith(prefix) && !pair.endsWith('=') && pair !== `${prefix}=${except}`);
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
   * plugin's script, PHP) expects it; percent-encoding as js-cookie writes it otherwise.
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
  const { encode, maxAge, expires, path, domain } = options;
  const until = typeof expires === 'number' ? new Date(Date.now() + expires * DAY_MS) : expires;
  const attributes = [
    path && `; path=${path}`,
    domain && `; domain=${domain}`,
    until && `; expires=${until.toUTCString()}`,
    maxAge !== undefined && `; max-age=${maxAge}`,
  ];
  const key = encodePart(name, PLAIN_IN_NAME).replace(/[()]/g, (bracket) => (bracket === '(' ? '%28' : '%29'));
  document.cookie = `${key}=${encode ? encode(value) : encodePart(value, PLAIN_IN_VALUE)}${attributes.filter(Boolean).join('')}`;
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
