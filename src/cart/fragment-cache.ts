import type { Settings } from '../config/settings';
import { cartHashCookie } from '../dom/cookies';
import { readItem, storageWorks as storagesWork, writeItem } from '../dom/storage';
import { parseRecord, readFragments, type Fragments } from '../config/records';

/** Spec 9.2: cached fragments are trusted for 24 hours. */
export const FRAGMENTS_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const CREATED_KEY = 'wc_cart_created';
const MINI_CART_SELECTOR = 'div.widget_shopping_cart_content';

type CacheKeys = Pick<Settings, 'cartHashKey' | 'fragmentName'>;

/** WooCommerce's probe: both storages must take a write; otherwise there is no cache. */
export function storageWorks(): boolean {
  return storagesWork('localStorage', 'sessionStorage');
}

export type CacheCheck =
  | { valid: true; fragments: Fragments; expiresAt: number | null }
  | { valid: false; reason: 'No cart_created' | 'Fragment expired' | 'No fragment' };

function readCachedFragments(keys: CacheKeys): Fragments | null {
  return readFragments(parseRecord(readItem('sessionStorage', keys.fragmentName) ?? ''));
}

/**
 * Decides, as WooCommerce does on page load, whether the cached fragments may be shown
 * without asking the server.
 *
 * @example
 * const check = checkCache(settings, Date.now());
 * if (!check.valid) refresh(); // check.reason: 'No cart_created' | 'Fragment expired' | 'No fragment'
 */
export function checkCache(keys: CacheKeys, now: number): CacheCheck {
  const sessionHash = readItem('sessionStorage', keys.cartHashKey) ?? '';
  const cookieHash = cartHashCookie();
  const created = readItem('sessionStorage', CREATED_KEY) ?? '';
  if (sessionHash && !created) return { valid: false, reason: 'No cart_created' };
  let expiresAt: number | null = null;
  if (created) {
    expiresAt = Number(created) + FRAGMENTS_MAX_AGE_MS;
    if (!(expiresAt >= now)) return { valid: false, reason: 'Fragment expired' };
  }
  const fragments = readCachedFragments(keys);
  if (fragments?.[MINI_CART_SELECTOR] !== undefined && sessionHash === cookieHash) {
    return { valid: true, fragments, expiresAt };
  }
  return { valid: false, reason: 'No fragment' };
}

/**
 * When a write starts the cache's 24-hour clock (`wc_cart_created`), as cart-fragments.js
 * does: a refresh that brings a cart restarts it and one that brings an empty cart leaves it
 * alone; an add or a remove starts it only for a cart this tab had no hash for.
 */
export type CacheClock = 'restart' | 'keep' | 'start-if-new';

/**
 * Stores a cart reply: fragments in sessionStorage, the hash in both storages (another tab
 * compares the two to notice the change), and the clock as `clock` says.
 *
 * @example
 * writeCache(settings, reply.fragments, reply.cartHash, reply.cartHash ? 'restart' : 'keep');
 */
export function writeCache(keys: CacheKeys, fragments: Fragments, cartHash: string, clock: CacheClock): void {
  // Storage full or blocked: the next page load simply asks the server.
  const start = clock === 'restart' || (clock === 'start-if-new' && !readItem('sessionStorage', keys.cartHashKey));
  if (start) writeItem('sessionStorage', CREATED_KEY, String(Date.now()));
  writeItem('sessionStorage', keys.fragmentName, JSON.stringify(fragments));
  writeItem('localStorage', keys.cartHashKey, cartHash);
  writeItem('sessionStorage', keys.cartHashKey, cartHash);
}

/** True when another tab changed the cart: its hash in localStorage differs from ours. */
export function otherTabChangedCart(keys: CacheKeys): boolean {
  return readItem('localStorage', keys.cartHashKey) !== readItem('sessionStorage', keys.cartHashKey);
}
