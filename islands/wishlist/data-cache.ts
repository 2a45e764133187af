import { readItem, storageWorks, writeItem } from '../../src/dom/storage';
import { asStored, readWishlistData, type WishlistData } from './net-data';
import { parseJson } from '../../src/config/records';

const PREFIX = 'woosw_data_';

/**
 * The data cached for `key` in sessionStorage (`woosw_data_{key}`); null when missing,
 * unreadable, or cached for another key (spec 8.4: then it is fetched).
 *
 * @example const cached = readCachedData(wishlistKey());
 */
export function readCachedData(key: string): WishlistData | null {
  // Probed on each call, as the plugin does: private modes may read but refuse writes.
  const text = storageWorks('sessionStorage') ? readItem('sessionStorage', PREFIX + key) : null;
  if (!text) return null;
  const data = readWishlistData(parseJson(text));
  return data && data.key === key ? data : null;
}

/**
 * Caches a reply's data under its own key, as the plugin writes it: the server's JSON as sent.
 * @example writeCachedData(reply.data);
 */
export function writeCachedData(data: WishlistData): void {
  // A full storage only costs a request on the next page.
  writeItem('sessionStorage', PREFIX + data.key, asStored(data));
}
