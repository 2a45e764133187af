/**
 * The list's data as the server sends it and every change carries: read from a reply or the
 * session cache, kept as the server sent it for other scripts, and cached per key.
 */
import { readItem, storageWorks, writeItem } from '../../../src/dom/storage';
import { asRecord, isRecord, parseJson, readFragments, type Fragments } from '../../../src/config/records';
import type { WishlistEntry } from '../../../src/store/state';

export type { WishlistEntry };

/** `{key, fragments, ids}`: what `woosw_get_data` answers and every change carries. */
export interface WishlistData {
  key: string;
  fragments: Fragments;
  ids: Record<string, WishlistEntry>;
}

const PREFIX = 'woosw_data_';

/** A localized or JSON number; anything else is null. */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/**
 * Reads wishlist data from a reply or the session cache; null unless it has a key and an ids
 * map (the server sends `[]` for an empty map, PHP's empty array).
 *
 * @example
 * readWishlistData(JSON.parse(sessionStorage.getItem('woosw_data_ABC123') ?? 'null'));
 */
export function readWishlistData(value: unknown): WishlistData | null {
  const body = asRecord(value);
  if (!body || typeof body.key !== 'string' || body.key === '') return null;
  const rawIds = Array.isArray(body.ids) && body.ids.length === 0 ? {} : body.ids;
  if (!isRecord(rawIds)) return null;
  const ids: Record<string, WishlistEntry> = {};
  for (const [id, entry] of Object.entries(rawIds)) {
    const record = asRecord(entry) ?? {};
    ids[id] = { ...record, parent: readNumber(record.parent) ?? 0 };
  }
  const data = { key: body.key, fragments: readFragments(body.fragments) ?? {}, ids };
  received.set(data, value);
  return data;
}

/** Each data object read from the server, beside the value as the server sent it. */
const received = new WeakMap<WishlistData, unknown>();

/**
 * The data as the server sent it (its key order, `[]` for an empty `ids`, every field it
 * carried), which the plugin hands to other scripts; data built here is returned as it is.
 *
 * @example emit(WISHLIST.wishlistDataRefreshed, [asReceived(data)], { data });
 */
export function asReceived(data: WishlistData): unknown {
  return received.get(data) ?? data;
}

/**
 * The data as the plugin caches it: the server's JSON, byte for byte, so other scripts reading
 * `woosw_data_{key}` find the plugin's shape.
 *
 * @example sessionStorage.setItem(`woosw_data_${data.key}`, asStored(data));
 */
export function asStored(data: WishlistData): string {
  return JSON.stringify(asReceived(data));
}

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
