/**
 * The wishlist contract's first-load half: posting an endpoint as the plugin does, and
 * `woosw_get_data`. The other endpoints (endpoints.ts) load with the click code.
 */
import type { WishlistSettings } from '../state/settings';
import { shopAjaxUrl } from '../../../src/net/endpoints';
import { encodeForm, FORM_HEADERS, type FormRecord } from '../../../src/net/form';
import { fail, ok, type NetResult } from '../../../src/net/result';
import { requestJson, requestText } from '../../../src/net/transport';
import { readWishlistData, type WishlistData } from '../state/data';
import { keyInUse } from '../state/unused-key';

export type WishlistNet = Pick<WishlistSettings, 'wcAjaxUrl' | 'nonce' | 'requestTimeout'>;

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
