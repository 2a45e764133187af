import { shopAjaxUrl } from './endpoints';
import { encodeForm, FORM_HEADERS } from './form';
import { htmlReply } from './html-reply';
import { asRecord } from '../config/records';
import { fail, ok, type NetResult } from './result';
import { requestJson, requestText } from './transport';

/** What `woosc_load` is asked for. */
export type CompareData = 'bar' | 'table' | 'sidebar' | 'count';

/** The parts of a `woosc_load` reply; each is present only when the server sent it as text. */
export interface CompareLoadReply {
  bar?: string;
  table?: string;
  sidebar?: string;
  filter?: string;
  /** `null` when the server sent none. */
  count: number | null;
}

/** Where the compare calls go and with which nonce (`woosc_vars`). */
export interface CompareEndpoint {
  wcAjaxUrl: string;
  nonce: string;
  timeout?: number;
}

function post(endpoint: CompareEndpoint, action: string, extra: Record<string, string> = {}) {
  return {
    url: shopAjaxUrl(endpoint, action),
    options: {
      method: 'POST' as const,
      headers: FORM_HEADERS,
      body: encodeForm({ action, nonce: endpoint.nonce, ...extra }),
      timeout: endpoint.timeout,
    },
  };
}

function text(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Parses a `woosc_load` reply. A body that is not an object (the nonce failure's plain text
 * arrives as invalid JSON first) is an `invalid-reply`.
 *
 * @example parseLoadReply({ bar: '<div…>', filter: '' }) // ok({ bar: '<div…>', filter: '', count: null })
 */
export function parseLoadReply(body: unknown): NetResult<CompareLoadReply> {
  const record = asRecord(body);
  if (!record) return fail({ kind: 'invalid-reply', detail: 'woosc_load reply is not an object' });
  const count = Number.parseInt(String(record.count), 10);
  return ok({
    bar: text(record, 'bar'),
    table: text(record, 'table'),
    sidebar: text(record, 'sidebar'),
    filter: text(record, 'filter'),
    count: Number.isNaN(count) ? null : count,
  });
}

/**
 * `woosc_load`: the bar, table or sidebar HTML for the list in the cookie, or its count.
 *
 * @example
 * const reply = await loadCompare({ wcAjaxUrl: '/?wc-ajax=%%endpoint%%', nonce }, 'table');
 * if (reply.ok) items.replaceChildren(trustedFragment(reply.value.table ?? ''));
 */
export async function loadCompare(endpoint: CompareEndpoint, getData: CompareData): Promise<NetResult<CompareLoadReply>> {
  const { url, options } = post(endpoint, 'woosc_load', { get_data: getData });
  const reply = await requestJson(url, options);
  return reply.ok ? parseLoadReply(reply.value) : reply;
}

/**
 * `woosc_share`: the share popup's HTML. The nonce failure ('Permissions check failed!')
 * is text without markup; it is reported as `invalid-reply` so it is never shown as content.
 *
 * @example const reply = await shareCompare(endpoint);
 */
export async function shareCompare(endpoint: CompareEndpoint): Promise<NetResult<string>> {
  const { url, options } = post(endpoint, 'woosc_share');
  return htmlReply(await requestText(url, options));
}

/**
 * `woosc_search` with `keyword`: the result list's HTML. `signal` cancels a superseded search.
 *
 * @example const reply = await searchCompare(endpoint, 'light bar');
 */
export async function searchCompare(endpoint: CompareEndpoint, keyword: string, signal?: AbortSignal): Promise<NetResult<string>> {
  const { url, options } = post(endpoint, 'woosc_search', { keyword });
  return htmlReply(await requestText(url, { ...options, signal }));
}
