/** A REST request as a caller states it (the `@wordpress/api-fetch` options Lantern supports). */
export interface ApiRequest {
  /** Relative to the REST root, e.g. `/wp/v2/media`. */
  path?: string;
  /** A full URL; wins over `path`. */
  url?: string;
  namespace?: string;
  endpoint?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  data?: unknown;
  /** Sent as it is (an upload's `FormData`). */
  body?: string | FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Methods a server behind an old proxy may refuse, so they travel as POST with an override header. */
const OVERRIDDEN_METHODS: ReadonlySet<string> = new Set(['PUT', 'PATCH', 'DELETE']);

/** `?` or `&`, whichever joins a new argument to `target`. */
const joiner = (target: string) => (target.includes('?') ? '&' : '?');

/**
 * Adds a query argument unless the target already has it.
 * @example addQueryArg('/wp/v2/posts?a=1', '_locale', 'user'); // '/wp/v2/posts?a=1&_locale=user'
 */
export function addQueryArg(target: string, name: string, value: string): string {
  if (new URLSearchParams(target.split('?')[1]).has(name)) return target;
  return `${target}${joiner(target)}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
}

/**
 * Sets a query argument, replacing any value it had (the fetch-all page size).
 * @example setQueryArg('/wp/v2/posts?per_page=-1', 'per_page', '100'); // '/wp/v2/posts?per_page=100'
 */
export function setQueryArg(target: string, name: string, value: string): string {
  const [base = '', query] = target.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(name, value);
  return `${base}?${params.toString()}`;
}

/** Whether `headers` has the header `name` (given in lower case) in any casing. */
const hasHeader = (headers: Record<string, string>, name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);

/**
 * The headers without `name` (given in lower case), however the caller spelled it.
 * @example withoutHeader({ 'X-WP-Nonce': 'old', Accept: '*' }, 'x-wp-nonce'); // { Accept: '*' }
 */
export function withoutHeader(headers: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => key.toLowerCase() !== name));
}

/**
 * The request as the platform's client sends it: `namespace` + `endpoint` joined into a path
 * (one slash trimmed from each end of the namespace and from the start of the endpoint, as
 * WordPress trims them); `_locale=user` on the path and URL; PUT, PATCH and DELETE as POST
 * with `X-HTTP-Method-Override` and a JSON content type unless the caller gave one.
 *
 * @example
 * normalizeRequest({ path: '/wp/v2/posts/1', method: 'DELETE' });
 * // { path: '/wp/v2/posts/1?_locale=user', method: 'POST', headers: { 'Content-Type': 'application/json', 'X-HTTP-Method-Override': 'DELETE' } }
 */
export function normalizeRequest(request: ApiRequest): ApiRequest {
  const next: ApiRequest = { ...request, headers: { ...request.headers } };
  if (typeof next.namespace === 'string' && typeof next.endpoint === 'string') {
    const namespace = next.namespace.replace(/^\/|\/$/g, '');
    const endpoint = next.endpoint.replace(/^\//, '');
    next.path = endpoint ? `${namespace}/${endpoint}` : namespace;
  }
  delete next.namespace;
  delete next.endpoint;
  if (typeof next.path === 'string') next.path = addQueryArg(next.path, '_locale', 'user');
  if (typeof next.url === 'string') next.url = addQueryArg(next.url, '_locale', 'user');
  const method = next.method ?? 'GET';
  if (OVERRIDDEN_METHODS.has(method)) {
    // A caller's own override header (in any casing) gives way to the method it asked for.
    const headers = withoutHeader(next.headers ?? {}, 'x-http-method-override');
    if (!hasHeader(headers, 'content-type')) headers['Content-Type'] = 'application/json';
    next.method = 'POST';
    next.headers = { ...headers, 'X-HTTP-Method-Override': method };
  }
  return next;
}

/**
 * The address of a request: its URL, else the REST root and its path (a root with `?`, as with
 * plain permalinks, takes the path's query after `&`).
 *
 * @example requestUrl({ path: '/wp/v2/posts?per_page=5' }, 'https://shop/?rest_route=/'); // 'https://shop/?rest_route=/wp/v2/posts&per_page=5'
 */
export function requestUrl(request: ApiRequest, root: string): string {
  if (request.url) return request.url;
  let path = (request.path ?? '').replace(/^\//, '');
  if (root.includes('?')) path = path.replace('?', '&');
  return root + path;
}
