import { readCookie } from '../../src/dom/cookies';
import { writeItem } from '../../src/dom/storage';
import { KEY_COOKIE, newWishlistKey, storeKey } from './state/key';
import { UNUSED_KEY_ITEM } from './state/unused-key';

/**
 * The plugin's first step on every page it runs on (`woosw_vars` printed): a missing or empty
 * `woosw_key` cookie gets a new key (6 characters A-Z 0-9, path `/`, 7 days), before any
 * wishlist call. The key is noted as unused, so the wishlist code keeps waiting for intent.
 *
 * @example ensureWishlistKey(); // document.cookie now holds 'woosw_key=Q7K2ZD'
 */
export function ensureWishlistKey(): void {
  if (!('woosw_vars' in globalThis) || readCookie(KEY_COOKIE)) return;
  const key = newWishlistKey();
  storeKey(key);
  // Without storage the key counts as a list: the wishlist code mounts when idle, as before.
  writeItem('localStorage', UNUSED_KEY_ITEM, key);
}

/** The `wishlist-key` page behaviour, run from the every-page chunk. */
export function mount(): void {
  ensureWishlistKey();
}
