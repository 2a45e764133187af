import { readCookie, writeCookie } from '../../../src/dom/cookies';

/** The plugin's cookie: the shopper's list key, shared with the server. */
export const KEY_COOKIE = 'woosw_key';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const KEY_LENGTH = 6;
/** Spec 9.3: compare and wishlist cookies last 7 days. */
const KEY_DAYS = 7;
/** The largest multiple of 36 a byte can hold: bytes above it would favour the first letters. */
const FAIR_LIMIT = 256 - (256 % ALPHABET.length);

/**
 * A fresh key: 6 characters from A-Z and 0-9, drawn from the browser's cryptographic source
 * without bias (bytes past the last whole multiple of 36 are drawn again).
 *
 * @example newWishlistKey() // 'Q7K2ZD'
 */
export function newWishlistKey(): string {
  let key = '';
  const bytes = new Uint8Array(16);
  while (key.length < KEY_LENGTH) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < FAIR_LIMIT && key.length < KEY_LENGTH) key += ALPHABET[byte % ALPHABET.length];
    }
  }
  return key;
}

/** Writes the key cookie for 7 days on the whole site, as the plugin's js-cookie call does. */
export function storeKey(key: string): void {
  writeCookie(KEY_COOKIE, key, { expires: KEY_DAYS, path: '/' });
}

/**
 * The shopper's key from the `woosw_key` cookie; a missing or empty cookie gets a new key.
 *
 * @example const key = wishlistKey();
 */
export function wishlistKey(): string {
  const existing = readCookie(KEY_COOKIE);
  if (existing) return existing;
  const key = newWishlistKey();
  storeKey(key);
  return key;
}
