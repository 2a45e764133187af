import { fail, ok, type NetResult } from './result';
import { parseJson } from '../config/records';

export interface TransportOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Form fields or JSON as text; `FormData` for uploads (the browser sets its content type). */
  body?: string | FormData;
  /** Milliseconds before the request is aborted as a time-out. */
  timeout?: number;
  /** Caller's own cancellation (e.g. a newer search supersedes this one). */
  signal?: AbortSignal;
  /** Whether cookies go along; `same-origin` unless the contract says otherwise (the REST client sends `include`, as WordPress's does). */
  credentials?: RequestCredentials;
}

export interface RawReply {
  status: number;
  text: string;
  headers: Headers;
}

const DEFAULT_TIMEOUT = 30_000;

/**
 * The one place Lantern calls `fetch`. Network failures, time-outs and non-2xx statuses come
 * back as typed errors, never as exceptions.
 *
 * @example
 * const reply = await requestText('/?wc-ajax=get_refreshed_fragments', { method: 'POST', body: 'time=1' });
 * if (!reply.ok && reply.error.kind === 'timeout') { ... }
 */
export async function requestText(url: string, options: TransportOptions = {}): Promise<NetResult<RawReply>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? DEFAULT_TIMEOUT);
  const forwardAbort = () => controller.abort();
  // Removed again in `finally`, whether it fired or not.
  options.signal?.addEventListener('abort', forwardAbort);

  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      credentials: options.credentials ?? 'same-origin',
      signal: controller.signal,
    });
    const text = await response.text();
    if (!response.ok) return fail({ kind: 'http', status: response.status, body: text, headers: response.headers });
    return ok({ status: response.status, text, headers: response.headers });
  } catch {
    if (timedOut) return fail({ kind: 'timeout' });
    if (controller.signal.aborted) return fail({ kind: 'aborted' });
    return fail({ kind: 'offline' });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/**
 * Like {@link requestText}, then parses JSON. An empty body is `null` (WooCommerce answers some
 * calls with nothing); an HTML error page or broken JSON is an `invalid-json` error.
 */
export async function requestJson(url: string, options: TransportOptions = {}): Promise<NetResult<unknown>> {
  const reply = await requestText(url, options);
  if (!reply.ok) return reply;
  const text = reply.value.text.trim();
  if (text === '') return ok(null);
  const value = parseJson(text);
  return value === undefined ? fail({ kind: 'invalid-json', body: text.slice(0, 500) }) : ok(value);
}
