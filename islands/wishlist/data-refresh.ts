import { emit } from '../../src/bridge/events';
import { applyFragments } from '../../src/dom/fragments';
import { readCookie } from '../../src/dom/cookies';
import { islandRuntime } from '../../src/runtime/connect';
import { WISHLIST } from '../../src/bridge/wishlist-names';
import { getWishlistData } from './calls/post';
import { asReceived, writeCachedData, type WishlistData } from './state/data';
import { KEY_COOKIE, storeKey } from './state/key';
import type { WishlistRuntime } from './state/runtime';
import { wishlistState } from './state/slice';
import { refreshButtons } from './views/buttons';

/**
 * Takes in a list's data: cached under its key, the server's key kept in the cookie when it
 * differs (the server's key wins), fragments applied (islands in them re-scanned), buttons
 * re-marked; then `woosw_data_refreshed` with the data as the server sent it.
 *
 * @example applyData(reply.data, runtime);
 */
export function applyData(data: WishlistData, runtime: WishlistRuntime, options: { fromCache?: boolean } = {}): void {
  if (!options.fromCache) writeCachedData(data);
  if (readCookie(KEY_COOKIE) !== data.key) storeKey(data.key);
  const wishlist = wishlistState(runtime.store);
  wishlist.setKey(data.key);
  wishlist.setIds(data.ids);
  if (Object.keys(data.fragments).length > 0) applyFragments(data.fragments, islandRuntime());
  refreshButtons(data.ids, runtime.settings);
  // jQuery listeners get the reply as the plugin passes it; Lantern's own event the read data.
  emit(WISHLIST.wishlistDataRefreshed, [asReceived(data)], { data });
}

/** Add, remove, empty and set_default replies the page has taken in: see {@link fetchData}. */
let listChanges = 0;

/**
 * Tells the data refresh that a reply changed the list, so a `woosw_get_data` sent before it is
 * not taken in after it. Called by every reply that changes the list.
 *
 * @example noteListChange(); applyData(reply.data, runtime);
 */
export function noteListChange(): void {
  listChanges += 1;
}

/**
 * `woosw_get_data` and everything its reply changes. A failure leaves the page as the server
 * printed it: the buttons keep the server's marks. A reply to a request sent before an add or
 * a remove the page has since taken in may hold the list without that change (the shopper
 * clicked while the page's first request was on its way), and would put the button back: the
 * list is asked for again instead.
 *
 * @example await fetchData(runtime);
 */
export async function fetchData(runtime: WishlistRuntime): Promise<WishlistData | null> {
  for (;;) {
    const changesBefore = listChanges;
    const reply = await getWishlistData(runtime.settings);
    // Unmounted meanwhile: the page (or the next mount) is no longer this one's to change.
    if (!reply.ok || runtime.signal.aborted) return null;
    if (listChanges !== changesBefore) continue;
    applyData(reply.value, runtime);
    return reply.value;
  }
}
