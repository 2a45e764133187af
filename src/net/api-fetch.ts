import { addQueryArg, normalizeRequest, requestUrl, setQueryArg, withoutHeader, type ApiRequest } from './api-fetch-request';
import { asRecord } from '../config/records';
import type { NetError, NetResult } from './result';
import { requestText, type RawReply } from './transport';
import { parseJson } from '../config/records';

export type { ApiRequest } from './api-fetch-request';

/** The platform client's messages (spec 8.2). */
export const API_FETCH_MESSAGES = {
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  fetch_error: 'You are probably offline.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
  aborted: 'The request was cancelled.',
} as const;

/** A failed call: WordPress's own `{code, message, data}`, or one of the client's codes. */
export interface ApiError {
  code: string;
  message: string;
  data?: unknown;
  /** HTTP status, when the server answered. */
  status?: number;
}

export type ApiResult<T = unknown> = { ok: true; value: T } | { ok: false; error: ApiError };

export interface ApiClientConfig {
  /** The REST root, ending in `/` (e.g. `https://shop.example/wp-json/`). */
  root: string;
  /** The `wp_rest` nonce sent as `X-WP-Nonce`. */
  nonce: string;
  /** Answers a fresh nonce as text (`admin-ajax.php?action=rest-nonce`). */
  nonceEndpoint?: string;
  timeout?: number;
  /**
   * Query arguments a plugin's `apiFetch` middleware adds to some requests (the swatches
   * plugin's, for its namespace): each is added to the path or URL unless it is already there.
   */
  queryArgs?: (target: string) => Readonly<Record<string, string>>;
}

export interface ApiClient {
  <T = unknown>(request: ApiRequest): Promise<ApiResult<T>>;
  /** The nonce in use (renewed after `rest_cookie_invalid_nonce`). */
  readonly nonce: string;
}

const FETCH_ALL_PAGE = '100';
const POST_PROCESS_ATTEMPTS = 5;
/** What a request addresses: its URL, else its path ('' for the REST index). */
const targetOf = (request: ApiRequest) => request.url ?? request.path ?? '';
const apiError = (code: keyof typeof API_FETCH_MESSAGES, status?: number): ApiError => ({ code, message: API_FETCH_MESSAGES[code], ...(status ? { status } : {}) });

/**
 * A reply body as the platform client reads it: JSON, `null` for an empty 2xx body (WordPress
 * answers 204 and some 200s with nothing), `invalid_json` for anything else, an empty error body
 * included.
 */
function parseBody(text: string, allowEmpty = true): ApiResult {
  if (allowEmpty && text === '') return { ok: true, value: null };
  const value = parseJson(text);
  return value === undefined ? { ok: false, error: apiError('invalid_json') } : { ok: true, value };
}

/**
 * What a failed exchange means to the caller: WordPress's own `{code, message, data}` when the
 * server sent it; `unknown_error` when the error body is JSON but not that shape (the body
 * itself is kept as `data`), or JSON that means nothing (`null`, `false`).
 */
function errorOf(error: NetError): ApiError {
  if (error.kind === 'aborted') return apiError('aborted');
  if (error.kind === 'timeout' || error.kind === 'offline') return apiError('fetch_error');
  if (error.kind !== 'http') return apiError('invalid_json');
  const parsed = parseBody(error.body, false);
  if (!parsed.ok) return { ...parsed.error, status: error.status };
  if (!parsed.value) return apiError('unknown_error', error.status);
  const body = asRecord(parsed.value);
  if (!body || typeof body.code !== 'string') return { ...apiError('unknown_error', error.status), data: parsed.value };
  return {
    code: body.code,
    message: typeof body.message === 'string' ? body.message : API_FETCH_MESSAGES.unknown_error,
    ...('data' in body ? { data: body.data } : {}),
    status: error.status,
  };
}

/** The `rel="next"` address of a `Link` header. */
function nextLink(header: string | null): string | null {
  const match = /<([^>]+)>;\s*rel="next"/.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * A typed equivalent of `@wordpress/api-fetch` for Lantern's REST calls (spec 7.4, 8.2): the
 * nonce header, `_locale=user`, PUT/PATCH/DELETE sent as POST with `X-HTTP-Method-Override`,
 * `per_page=-1` fetched in pages of 100 following `Link: rel="next"`, one retry with a fresh
 * nonce after `rest_cookie_invalid_nonce`, and the media upload recovery (post-process up to 5
 * times, then delete the attachment). Every outcome is a result, never an exception.
 *
 * @example
 * const apiFetch = createApiClient({ root: '/wp-json/', nonce: 'abc', nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce' });
 * const posts = await apiFetch<Post[]>({ path: '/wp/v2/posts?per_page=-1' });
 * if (!posts.ok) console.warn(posts.error.message);
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  let nonce = config.nonce;

  /** One HTTP exchange of an already normalized request. */
  const exchange = (request: ApiRequest): Promise<NetResult<RawReply>> => {
    const given: Record<string, string> = { Accept: 'application/json, */*;q=0.1', ...request.headers };
    // The page's nonce wins over a caller's, however it is spelled.
    const headers: Record<string, string> = nonce ? { ...withoutHeader(given, 'x-wp-nonce'), 'X-WP-Nonce': nonce } : given;
    let body = request.body;
    // As WordPress's client: only data worth sending becomes a JSON body (not `null`, `0` or '').
    if (request.data) {
      body = JSON.stringify(request.data);
      headers['Content-Type'] = 'application/json';
    }
    return requestText(requestUrl(request, config.root), {
      // Normalized: PUT, PATCH and DELETE already travel as POST.
      method: request.method === 'POST' ? 'POST' : 'GET',
      headers,
      body,
      signal: request.signal,
      timeout: config.timeout,
      // WordPress's client sends the login cookies with every call, a REST root on another origin included.
      credentials: 'include',
    });
  };

  const single = async (request: ApiRequest): Promise<ApiResult> => {
    const reply = await exchange(request);
    return reply.ok ? parseBody(reply.value.text) : { ok: false, error: errorOf(reply.error) };
  };

  const fetchAll = async (request: ApiRequest): Promise<ApiResult> => {
    const first = request.url ? { ...request, url: setQueryArg(request.url, 'per_page', FETCH_ALL_PAGE) } : { ...request, path: setQueryArg(request.path ?? '', 'per_page', FETCH_ALL_PAGE) };
    let reply = await exchange(first);
    if (!reply.ok) return { ok: false, error: errorOf(reply.error) };
    const parsed = parseBody(reply.value.text);
    if (!parsed.ok || !Array.isArray(parsed.value)) return parsed;
    const items: unknown[] = [...parsed.value];
    for (let next = nextLink(reply.value.headers.get('Link')); next; next = nextLink(reply.value.headers.get('Link'))) {
      reply = await exchange(normalizeRequest({ ...request, path: undefined, url: next, headers: request.headers }));
      if (!reply.ok) return { ok: false, error: errorOf(reply.error) };
      const page = parseBody(reply.value.text);
      if (!page.ok) return page;
      if (Array.isArray(page.value)) items.push(...(page.value as unknown[]));
    }
    return { ok: true, value: items };
  };

  /** The chain below the media middleware: fetch-all or a single exchange. */
  const withQueryArgs = (request: ApiRequest): ApiRequest => {
    if (!config.queryArgs) return request;
    const next = { ...request };
    for (const key of ['path', 'url'] as const) {
      const target = next[key];
      if (typeof target !== 'string') continue;
      for (const [name, value] of Object.entries(config.queryArgs(target))) next[key] = addQueryArg(next[key] ?? target, name, value);
    }
    return next;
  };

  const inner = (request: ApiRequest): Promise<ApiResult> => {
    const normalized = withQueryArgs(normalizeRequest(request));
    return targetOf(normalized).includes('per_page=-1') ? fetchAll(normalized) : single(normalized);
  };

  const upload = async (request: ApiRequest): Promise<ApiResult> => {
    const reply = await exchange(normalizeRequest(request));
    if (reply.ok) return parseBody(reply.value.text);
    const { error } = reply;
    const id = error.kind === 'http' && error.status >= 500 && error.status < 600 ? error.headers?.get('x-wp-upload-attachment-id') : null;
    if (!id) return { ok: false, error: errorOf(error) };
    for (let attempt = 0; attempt < POST_PROCESS_ATTEMPTS; attempt += 1) {
      const processed = await inner({ path: `/wp/v2/media/${id}/post-process`, method: 'POST', data: { action: 'create-image-subsizes' } });
      if (processed.ok) return processed;
    }
    // The half-made attachment is removed; nobody waits for that.
    void inner({ path: `/wp/v2/media/${id}?force=true`, method: 'DELETE' });
    return { ok: false, error: apiError('post_process') };
  };

  const call = async (request: ApiRequest, retried: boolean): Promise<ApiResult> => {
    const result = request.method === 'POST' && targetOf(request).includes('/wp/v2/media') ? await upload(request) : await inner(request);
    if (result.ok || result.error.code !== 'rest_cookie_invalid_nonce' || retried || !config.nonceEndpoint) return result;
    const fresh = await requestText(config.nonceEndpoint, { timeout: config.timeout });
    if (!fresh.ok || fresh.value.text.trim() === '') return result;
    nonce = fresh.value.text.trim();
    // Spec 8.2: retried once, however often the server rejects the fresh nonce.
    return call(request, true);
  };

  const client = (<T,>(request: ApiRequest) => call(request, false) as Promise<ApiResult<T>>) as ApiClient;
  Object.defineProperty(client, 'nonce', { get: () => nonce });
  return client;
}
