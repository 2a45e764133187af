/**
 * sourcebuster's cookie format: `key=value` pairs joined by `|||`, the whole value percent-
 * encoded with `!'()*~` encoded too, and each pair's value decoded again when read.
 */

export const DELIMITER = '|||';
export const NONE = '(none)';

/** The cookies, by the key their parsed data carries (`sbjs_current_add` is `current_add`). */
export const CONTAINERS = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
} as const;
export const MIGRATIONS = 'sbjs_migrations';

export type Container = keyof typeof CONTAINERS;
/** What `sbjs.get` holds: each cookie's pairs, decoded. */
export type TrackingData = Record<Container, Record<string, string>>;

/**
 * @example encodeValue("typ=(none)") // 'typ%3D%28none%29'
 */
export function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/[!~*'()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Decodes like sourcebuster: `decodeURIComponent`, else the legacy `unescape`, else ''.
 * @example decodeValue('%28none%29') // '(none)'
 */
export function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    try {
      return unescape(value);
    } catch {
      return '';
    }
  }
}

/**
 * Splits a decoded cookie value into its pairs (a value may itself hold `=`).
 * @example parsePairs('vst=2|||uip=(none)') // { vst: '2', uip: '(none)' }
 */
export function parsePairs(value: string | null): Record<string, string> {
  const pairs: Record<string, string> = {};
  if (!value) return pairs;
  for (const item of value.split(DELIMITER)) {
    const [key = '', ...rest] = item.split('=');
    pairs[key] = decodeValue(rest.join('='));
  }
  return pairs;
}

/** Joins pairs in order. @example packPairs([['pgs', 1], ['cpg', '/']]) // 'pgs=1|||cpg=/' */
export function packPairs(pairs: readonly (readonly [string, string | number])[]): string {
  return pairs.map(([key, value]) => `${key}=${value}`).join(DELIMITER);
}
