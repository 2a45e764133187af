/**
 * The URL pieces sourcebuster reads, with its quirks: query values are kept raw (not
 * percent-decoded), a key without `=` counts as absent, a repeated key collects its values,
 * and a host loses its first `www.`.
 */

/** A query's parameters as sourcebuster sees them. @example queryParams('a=1&b&a=2') // { a: ['1', '2'], b: undefined } */
export function queryParams(query: string): Record<string, string | string[] | undefined> {
  const params: Record<string, string | string[] | undefined> = {};
  for (const part of query.split('&')) {
    const [key = '', value] = part.split('=');
    const known = params[key];
    if (known === undefined) params[key] = value;
    else if (typeof known === 'string') params[key] = [known, value ?? ''];
    else known.push(value ?? '');
  }
  return params;
}

/** A parameter's value as text (a repeated one joined with commas), or undefined. */
export function paramText(value: string | string[] | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}

interface UrlParts {
  host: string;
  path: string;
  query: string;
}

/** Host (no port), path and query (without `?`) of a URL; empty parts when it does not parse. */
export function urlParts(url: string): UrlParts {
  const match = /^(?:[^:/?#]+:)?(?:\/\/)?(?:[^:@/?#]*(?::[^:@/?#]*)?@)?([^:/?#]*)(?::\d*)?([^?#]*)(?:\?([^#]*))?/.exec(url);
  return { host: match?.[1] ?? '', path: match?.[2] ?? '', query: match?.[3] ?? '' };
}

/** @example hostOf('https://www.google.com/search?q=x') // 'google.com' */
export function hostOf(url: string): string {
  return urlParts(url).host.replace('www.', '');
}

/** @example escapeRegExp('t.co') // 't\\.co' */
export function escapeRegExp(text: string): string {
  return text.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');
}
