import { htmlReply } from '../../../src/net/html-reply';
import { asRecord, parseJson } from '../../../src/config/records';
import { fail, ok, type NetResult } from '../../../src/net/result';
import { requestJson } from '../../../src/net/transport';
import type { FormRecord } from '../../../src/net/form';
import { readNumber, readWishlistData, type WishlistData } from '../state/data';
import type { WishlistSettings } from '../state/settings';
import type { WishlistTexts } from '../state/texts';
import { post, type WishlistNet } from './post';

/** The JSON reply of add, remove, empty, load and set_default; a field the server left out is null. */
export interface WishlistReply {
  /** 1 = done; 0 = refused (e.g. 'Please log in to use the Wishlist!'). */
  status: number | null;
  notice: string | null;
  count: number | null;
  /** Popup HTML for `#woosw_wishlist` (set_default: for `#woosw_manage`). */
  content: string | null;
  data: WishlistData | null;
  /** set_default: the product ids of the new default list. */
  products: string[];
  /** load_list: the wishlist page's list HTML. */
  list: string | null;
}

/** What the contract calls need: the settings. */
type Net = { settings: WishlistNet };

/** An HTML endpoint's answer: the markup, or the server's refusal notice. */
export type WishlistHtml = { kind: 'html'; html: string } | { kind: 'refused'; notice: string };

const readString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A JSON wishlist endpoint (`woosw_add`, `woosw_remove`, `woosw_empty`, `woosw_load`,
 * `woosw_load_count`, `woosw_load_list`, `woosw_set_default`), posted with `action` and `nonce` as the plugin
 * does. An empty body (no handler answered) is an `invalid-reply` error.
 *
 * @example
 * const reply = await wishlistCall('woosw_add', { product_id: '104' }, runtime);
 * if (reply.ok && reply.value.status === 1) ...
 */
export async function wishlistCall(endpoint: string, fields: FormRecord, runtime: Net): Promise<NetResult<WishlistReply>> {
  const reply = await post(endpoint, fields, runtime.settings, 'json');
  if (!reply.ok) return reply;
  const body = asRecord(reply.value);
  if (!body) return fail({ kind: 'invalid-reply', detail: `${endpoint} reply is not an object` });
  return ok({
    status: readNumber(body.status),
    notice: readString(body.notice),
    count: readNumber(body.count),
    content: readString(body.content),
    data: readWishlistData(body.data),
    products: Array.isArray(body.products) ? body.products.map(String) : [],
    list: readString(body.list),
  });
}

/**
 * An HTML endpoint (`woosw_manage_wishlists`, `woosw_add_wishlist`, `woosw_delete_wishlist`,
 * `woosw_view_wishlist`, `woosw_add_note`). An empty body, WordPress's `0`/`-1`, or the nonce
 * check's text is an error; a JSON refusal (`{status: 0, notice}`) is `refused`.
 *
 * @example
 * const reply = await wishlistHtml('woosw_view_wishlist', { key: 'ABC123' }, runtime);
 */
export async function wishlistHtml(endpoint: string, fields: FormRecord, runtime: Net): Promise<NetResult<WishlistHtml>> {
  const reply = await post(endpoint, fields, runtime.settings, 'text');
  if (!reply.ok) return reply;
  const text = reply.value.text.trim();
  if (text === '') return fail({ kind: 'invalid-reply', detail: `${endpoint} answered nothing` });
  const json = (reply.value.headers.get('Content-Type') ?? '').includes('json');
  // A JSON refusal carries the plugin's notice; markup may also start with a brace.
  const body = json || text.startsWith('{') ? parseJson(text) : null;
  const notice = readString(asRecord(body)?.notice);
  if (notice !== null) return ok({ kind: 'refused', notice });
  // Declared JSON but broken: not the markup asked for.
  if (json && body === undefined) return fail({ kind: 'invalid-json', body: text.slice(0, 500) });
  const html = htmlReply(reply);
  return html.ok ? ok({ kind: 'html', html: text }) : html;
}

/**
 * The theme's count badge call (`{vendor}_wcwl_update_wishlist_count`): a GET to admin-ajax
 * with only `action`, answering `{count}`.
 *
 * @example
 * const reply = await wishlistBadgeCount(settings); // ok(3)
 */
export async function wishlistBadgeCount(
  settings: Pick<WishlistSettings, 'requestTimeout'> & Pick<WishlistTexts, 'adminAjaxUrl' | 'countAction'>,
): Promise<NetResult<number>> {
  const url = `${settings.adminAjaxUrl}${settings.adminAjaxUrl.includes('?') ? '&' : '?'}action=${encodeURIComponent(settings.countAction)}`;
  const reply = await requestJson(url, { method: 'GET', headers: { 'X-Requested-With': 'XMLHttpRequest' }, timeout: settings.requestTimeout });
  if (!reply.ok) return reply;
  const raw = asRecord(reply.value)?.count;
  const count = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return !Number.isFinite(count) ? fail({ kind: 'invalid-reply', detail: 'count reply has no count' }) : ok(count);
}
