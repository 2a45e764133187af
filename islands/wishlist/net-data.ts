import type { WishlistSettings } from './settings';
import { shopAjaxUrl } from '../../src/net/endpoints';
import { encodeForm, FORM_HEADERS, type FormRecord } from '../../src/net/form';
import { asRecord, isRecord, readFragments, type Fragments } from '../../src/config/records';
import { fail, ok, type NetResult } from '../../src/net/result';
import { requestJson, requestText } from '../../src/net/transport';
import type { WishlistEntry } from '../../src/store/state';
import { keyInUse } from './unused-key';

/**
 * The wishlist contract's shared half: posting an endpoint as the plugin does, and reading its
 * data. The page load needs only this and `woosw_get_data`; the other endpoints (net.ts) load
 * with the popup code.
 */

export type { WishlistEntry };

/** `{key, fragments, ids}`: what `woosw_get_data` answers and every change carries. */
export interface WishlistData {
  key: string;
  fragments: Fragments;
  ids: Record<string, WishlistEntry>;
}

export type WishlistNet = Pick<WishlistSettings, 'wcAjaxUrl' | 'nonce' | 'requestTimeout'>;

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

/** Posts `action` = endpoint, the fields and `nonce`, form-encoded, to the endpoint's wc-ajax URL. */
export function post(endpoint: string, fields: FormRecord, settings: WishlistNet, read: 'json'): ReturnType<typeof requestJson>;
export function post(endpoint: string, fields: FormRecord, settings: WishlistNet, read: 'text'): ReturnType<typeof requestText>;
export function post(endpoint: string, fields: FormRecord, settings: WishlistNet, read: 'json' | 'text') {
  // The server now knows the key: it may hold a list from here on.
  keyInUse();
  const request = read === 'json' ? requestJson : requestText;
  return request(shopAjaxUrl(settings, endpoint), {
    method: 'POST',
    headers: { ...FORM_HEADERS },
    body: encodeForm({ action: endpoint, ...fields, nonce: settings.nonce }),
    timeout: settings.requestTimeout,
  });
}

/**
 * `woosw_get_data`: the list's key, fragments and ids.
 * @example const data = await getWishlistData(settings);
 */
export async function getWishlistData(settings: WishlistNet): Promise<NetResult<WishlistData>> {
  const reply = await post('woosw_get_data', {}, settings, 'json');
  if (!reply.ok) return reply;
  const data = readWishlistData(reply.value);
  return data ? ok(data) : fail({ kind: 'invalid-reply', detail: 'woosw_get_data reply has no key and ids' });
}

