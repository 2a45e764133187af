import { readCookie, writeCookie } from '../../src/dom/cookies';
import type { CompareSettings } from './settings';

/** The plugin writes every compare cookie for 7 days on the whole site (spec 9.3). */
const COOKIE = { path: '/', expires: 7 } as const;

type Names = Pick<CompareSettings, 'userId' | 'hash'>;

const suffix = (settings: Names) => (settings.userId === '' ? '' : `_${settings.userId}`);

/**
 * The list cookie as the plugin names it: `woosc_products_{user_id}` (the id is an md5, set for
 * guests too), bare `woosc_products` only when `user_id` is empty.
 *
 * @example productsCookie({ userId: '0cdb…', hash: '6' }) // 'woosc_products_0cdb…'
 */
export const productsCookie = (settings: Names) => `woosc_products${suffix(settings)}`;
/** @example fieldsCookie({ userId: '', hash: '6' }) // 'woosc_fields_6' */
export const fieldsCookie = (settings: Names) => `woosc_fields_${settings.hash}${suffix(settings)}`;
/** @example settingsCookie({ userId: '', hash: '6' }) // 'woosc_settings_6' */
export const settingsCookie = (settings: Names) => `woosc_settings_${settings.hash}${suffix(settings)}`;

/** Splits a comma list, dropping empty entries. */
export function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/** @example readList(settings) // ['104', '12'] */
export function readList(settings: Names): string[] {
  return splitList(readCookie(productsCookie(settings)));
}

/** Writes the list; empty ids are skipped (spec 5.8). */
export function writeList(settings: Names, ids: readonly string[]): string[] {
  const clean = ids.map((id) => id.trim()).filter((id) => id !== '');
  writeCookie(productsCookie(settings), clean.join(','), COOKIE);
  return clean;
}

/** Writes one of the table settings cookies (fields or tools). */
export function writeSettingsCookie(name: string, values: readonly string[]): void {
  writeCookie(name, values.join(','), COOKIE);
}

export type AddOutcome = { kind: 'added'; ids: string[] } | { kind: 'limit'; ids: string[] };

/**
 * The plugin's add: an empty list takes the id whatever the limit; otherwise a list below the
 * limit drops any copy, then appends or prepends; a full list is left as it is.
 *
 * @example addToList(['1'], '2', { limit: 5, adding: 'prepend' }) // { kind: 'added', ids: ['2', '1'] }
 */
export function addToList(
  ids: readonly string[],
  id: string,
  rules: Pick<CompareSettings, 'limit' | 'adding'>,
): AddOutcome {
  if (ids.length === 0) return { kind: 'added', ids: [id] };
  if (ids.length >= rules.limit) return { kind: 'limit', ids: [...ids] };
  const rest = ids.filter((existing) => existing !== id);
  return { kind: 'added', ids: rules.adding === 'append' ? [...rest, id] : [id, ...rest] };
}

/** `'all'` empties the list; any other id is filtered out. */
export function removeFromList(ids: readonly string[], id: string): string[] {
  return id === 'all' ? [] : ids.filter((existing) => existing !== id);
}
