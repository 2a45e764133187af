import { asRecord } from '../config/records';
import { fail, ok, type NetResult } from './result';
import { requestJson } from './transport';

/** The JSON body of `refresh-loop` (spec 7.9); the editor adds `widget_model` and `is_edit_mode`. */
export interface RefreshLoopBody {
  post_id: number | string;
  widget_filters: unknown;
  widget_id: string;
  pagination_base_url: string;
  widget_model?: unknown;
  is_edit_mode?: true;
}

/**
 * `POST {rest}elementor-pro/v1/refresh-loop`: the loop widget's new content. `X-WP-Nonce` is
 * sent only when a nonce is given (editor mode). The reply's `data` is the HTML, or null when
 * the reply has none.
 *
 * @example
 * const reply = await refreshLoop('/wp-json/', body, { signal });
 * if (reply.ok && reply.value !== null) replaceContent(reply.value);
 */
export async function refreshLoop(
  restRoot: string,
  body: RefreshLoopBody,
  options: { nonce?: string; signal?: AbortSignal; timeout?: number } = {},
): Promise<NetResult<string | null>> {
  const root = restRoot.endsWith('/') ? restRoot : `${restRoot}/`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.nonce) headers['X-WP-Nonce'] = options.nonce;
  const reply = await requestJson(`${root}elementor-pro/v1/refresh-loop`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: options.signal,
    timeout: options.timeout,
  });
  if (!reply.ok) return reply;
  const record = asRecord(reply.value);
  if (!record) return fail({ kind: 'invalid-reply', detail: 'refresh-loop reply is not an object' });
  return ok(typeof record.data === 'string' ? record.data : null);
}
