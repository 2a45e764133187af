import { removeItem } from '../../../src/dom/storage';

/**
 * localStorage item naming a wishlist key Lantern made that no wishlist call has carried yet:
 * the server has never seen it, so its list is empty and the wishlist code may wait for intent
 * (docs/decisions/0055-wishlist-key-on-every-page.md). Read by the page chunk's `idleWhen`.
 */
export const UNUSED_KEY_ITEM = 'lantern_woosw_unused_key';

/**
 * A wishlist call carries the key: from now on it may hold a list.
 * @example keyInUse(); // before posting `woosw_add`
 */
export function keyInUse(): void {
  removeItem('localStorage', UNUSED_KEY_ITEM);
}
