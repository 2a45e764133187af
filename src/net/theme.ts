import { htmlToText } from '../dom/html';
import { FORM_HEADERS } from './form';
import { asRecord } from '../config/records';
import { fail, ok, type NetResult } from './result';
import { requestJson } from './transport';

/** One live search result (spec 3.11); `url` is empty for the theme's "No results" row. */
export interface SearchResultItem {
  id: number;
  /** The product title as text: the theme prints it as HTML, so its entities are decoded here. */
  title: string;
  url: string;
  img: string;
  /** Price HTML the shop printed. */
  priceHtml: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function readItem(value: unknown): SearchResultItem | null {
  const item = asRecord(value);
  if (!item) return null;
  const id = Number(item.id);
  return { id: Number.isFinite(id) ? id : 0, title: htmlToText(text(item.value)), url: text(item.url), img: text(item.img), priceHtml: text(item.price) };
}

/**
 * `{theme}_ajax_search_products` (spec 7.10). The theme echoes JSON without a JSON content
 * type; anything but an array of items is an `invalid-reply`. `fields` are sent after the
 * query (the form's `security_search` nonce and `product_cat`, for the themes that read them).
 *
 * @example
 * const reply = await searchProducts('/wp-admin/admin-ajax.php', 'postero', 'work light', { signal, fields: { product_cat: 'marine' } });
 * if (reply.ok) reply.value[0]?.title;
 */
export async function searchProducts(
  ajaxUrl: string,
  theme: string,
  query: string,
  options: { signal?: AbortSignal; timeout?: number; fields?: Readonly<Record<string, string>> } = {},
): Promise<NetResult<SearchResultItem[]>> {
  const { fields, ...transport } = options;
  const body = new URLSearchParams({ action: `${theme}_ajax_search_products`, query, ...fields }).toString();
  const reply = await requestJson(ajaxUrl, { method: 'POST', headers: { ...FORM_HEADERS }, body, ...transport });
  if (!reply.ok) return reply;
  if (!Array.isArray(reply.value)) return fail({ kind: 'invalid-reply', detail: 'search reply is not a list' });
  return ok(reply.value.map(readItem).filter((item): item is SearchResultItem => item !== null && item.title !== ''));
}

/** The theme's login reply (spec 7.5): a truthy `status` signed the shopper in. */
export interface LoginReply {
  status: boolean;
  message: string;
}

/**
 * Posts the header login form's serialized fields (they carry `action={theme}_login` and the
 * nonce) to admin-ajax.
 *
 * @example
 * const reply = await submitLogin('/wp-admin/admin-ajax.php', new URLSearchParams(new FormData(form) as never).toString());
 */
export async function submitLogin(ajaxUrl: string, body: string, timeout?: number): Promise<NetResult<LoginReply>> {
  const reply = await requestJson(ajaxUrl, { method: 'POST', headers: { ...FORM_HEADERS }, body, timeout });
  if (!reply.ok) return reply;
  const record = asRecord(reply.value);
  if (!record) return fail({ kind: 'invalid-reply', detail: 'login reply is not an object' });
  const status = record.status;
  // PHP's truthiness: `false`, `0`, `""` and `"0"` are false.
  const truthy = status !== false && status !== 0 && status !== '' && status !== '0' && status !== null && status !== undefined;
  return ok({ status: truthy, message: text(record.msg) });
}
