import { asStored, readWishlistData, type WishlistData } from './net-data';

const PREFIX = 'woosw_data_';

/** Probed once per call, as the plugin does with the key `woosw`: private modes may refuse writes. */
function storage(): Storage | null {
  try {
    sessionStorage.setItem('woosw', 'test');
    sessionStorage.removeItem('woosw');
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The data cached for `key` in sessionStorage (`woosw_data_{key}`); null when missing,
 * unreadable, or cached for another key (spec 8.4: then it is fetched).
 *
 * @example const cached = readCachedData(wishlistKey());
 */
export function readCachedData(key: string): WishlistData | null {
  const text = storage()?.getItem(PREFIX + key);
  if (!text) return null;
  try {
    const data = readWishlistData(JSON.parse(text));
    return data && data.key === key ? data : null;
  } catch {
    return null;
  }
}

/**
 * Caches a reply's data under its own key, as the plugin writes it: the server's JSON as sent.
 * @example writeCachedData(reply.data);
 */
export function writeCachedData(data: WishlistData): void {
  try {
    storage()?.setItem(PREFIX + data.key, asStored(data));
  } catch {
    // A full storage only costs a request on the next page.
  }
}
