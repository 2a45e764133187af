import { readCookie } from '../../src/dom/cookies';
import { writeItem } from '../../src/dom/storage';
import { decideSurface, liveFacts } from '../../src/loader/handover';
import { WISHLIST_SURFACE } from '../../src/loader/handover-table';
import { KEY_COOKIE, newWishlistKey, storeKey } from './state/key';
import { UNUSED_KEY_ITEM } from './state/unused-key';

/**
 * The plugin's first step on every page it runs on (`woosw_vars` printed), at DOM ready as the
 * plugin takes it: a missing or empty `woosw_key` cookie gets a new key (6 characters A-Z 0-9,
 * path `/`, 7 days), before any wishlist call and before the page's `load`, so another script
 * or a request sent at load finds it. Run by the entry (islands/entry.ts), not left to a chunk
 * that comes after the first paint; nothing is made while the plugin's own script is printed
 * or `lantern_config.surfaces` leaves the wishlist to it (decision 0152). The key is noted as
 * unused, so the wishlist code keeps waiting for intent.
 *
 * @example ensureWishlistKey(); // document.cookie now holds 'woosw_key=Q7K2ZD'
 */
export function ensureWishlistKey(): void {
  if (!('woosw_vars' in globalThis) || readCookie(KEY_COOKIE) || !decideSurface(WISHLIST_SURFACE, liveFacts()).take) return;
  const key = newWishlistKey();
  storeKey(key);
  // Without storage the key counts as a list: the wishlist code mounts when idle, as before.
  writeItem('localStorage', UNUSED_KEY_ITEM, key);
}
