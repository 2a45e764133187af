import type { Settings } from '../config/settings';
import { shopAjaxUrl } from './endpoints';
import { encodeForm, FORM_HEADERS, type FormRecord } from './form';
import { asRecord, readFragments, type Fragments } from '../config/records';
import { fail, ok, type NetResult } from './result';
import { requestJson } from './transport';

export interface CartFragmentsReply {
  fragments: Fragments;
  cartHash: string;
}

export type CartSettings = Pick<Settings, 'wcAjaxUrl' | 'requestTimeout'>;
export type FragmentsSettings = Pick<Settings, 'wcAjaxUrl' | 'fragmentsTimeout'>;

/** The reply's `cart_hash` ('' for an empty cart). */
export function readHash(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A form POST to `?wc-ajax=<endpoint>`, parsed as JSON. */
export async function postShopAjax(endpoint: string, fields: FormRecord, settings: CartSettings) {
  return requestJson(shopAjaxUrl(settings, endpoint), {
    method: 'POST',
    headers: { ...FORM_HEADERS },
    body: encodeForm(fields),
    timeout: settings.requestTimeout,
  });
}

/**
 * `?wc-ajax=get_refreshed_fragments`; `time` is the page's load timestamp, as WooCommerce sends
 * it. The one call with a short limit of its own (`fragmentsTimeout`), as in cart-fragments.js.
 */
export async function getRefreshedFragments(
  time: number,
  settings: FragmentsSettings,
): Promise<NetResult<CartFragmentsReply>> {
  const reply = await postShopAjax('get_refreshed_fragments', { time }, { wcAjaxUrl: settings.wcAjaxUrl, requestTimeout: settings.fragmentsTimeout });
  if (!reply.ok) return reply;
  const body = asRecord(reply.value);
  const fragments = body ? readFragments(body.fragments) : null;
  if (!body || !fragments) return fail({ kind: 'invalid-reply', detail: 'no fragments in refresh reply' });
  return ok({ fragments, cartHash: readHash(body.cart_hash) });
}
