import type { ConsolidatedFilters } from '../../src/store/state';

/** Separators between terms in the address: `+` AND (also when unset), `~` OR, `!` NOT. */
const SEPARATORS: Readonly<Record<string, string>> = { AND: '+', OR: '~', NOT: '!' };

/** `e-filter-{widgetId}-{taxonomy}`. */
export const filterParam = (widgetId: string, taxonomy: string) => `e-filter-${widgetId}-${taxonomy}`;

/** A query string with `+` kept readable, as the page builder writes it (`%2B` back to `+`). */
function queryString(params: URLSearchParams): string {
  return params.toString().replaceAll('%2B', '+').replaceAll('%7E', '~').replaceAll('%21', '!');
}

/**
 * The page address after a filter change (spec 2.2): the other parameters are kept, every
 * `e-filter-…` parameter is rewritten from the filters and any `e-page-{widgetId}` dropped. On a
 * later page (`pageNum > 1`) the query is merged into the filter bar's base URL, whose own
 * parameters win, with `page` and `paged` removed from both.
 *
 * @example
 * filterUrl(new URL('https://shop/p/?e-page-a1b2c3d=2'), 'a1b2c3d', { taxonomy: { product_cat: { terms: ['a', 'b'], logicalJoin: 'OR' } } }, { baseUrl: '', pageNum: 1 });
 * // '?e-filter-a1b2c3d-product_cat=a~b'
 */
export function filterUrl(
  location: URL,
  widgetId: string,
  filters: ConsolidatedFilters,
  bar: { baseUrl: string; pageNum: number },
): string {
  const params = new URLSearchParams();
  for (const [key, value] of location.searchParams) {
    if (key.startsWith('e-filter') || key.startsWith(`e-page-${widgetId}`)) continue;
    params.append(key, value);
  }
  for (const byTaxonomy of Object.values(filters)) {
    for (const [taxonomy, { terms, logicalJoin }] of Object.entries(byTaxonomy)) {
      params.set(filterParam(widgetId, taxonomy), terms.join(SEPARATORS[logicalJoin ?? 'AND'] ?? '+'));
    }
  }
  if (bar.pageNum > 1 && bar.baseUrl) {
    let base: URL;
    try {
      base = new URL(bar.baseUrl, location);
    } catch {
      base = new URL(location.pathname, location);
    }
    for (const name of ['page', 'paged']) {
      params.delete(name);
      base.searchParams.delete(name);
    }
    for (const [key, value] of params) if (!base.searchParams.has(key)) base.searchParams.append(key, value);
    const query = queryString(base.searchParams);
    return `${base.origin}${base.pathname}${query ? `?${query}` : ''}`;
  }
  const query = queryString(params);
  return query ? `?${query}` : location.pathname;
}

/**
 * The terms of one filter in the address (how the page builder rebuilds its state on load): a
 * `+` reads as a space, so terms split on spaces, or on `~` when there is one (OR), or on `!`.
 *
 * @example termsFromUrl(new URL('https://shop/?e-filter-a1b2c3d-product_cat=a~b'), 'a1b2c3d', 'product_cat'); // { terms: ['a','b'], join: 'OR' }
 */
export function termsFromUrl(location: URL, widgetId: string, taxonomy: string): { terms: string[]; join: 'AND' | 'OR' } {
  const value = location.searchParams.get(filterParam(widgetId, taxonomy)) ?? '';
  if (value.includes('~')) return { terms: value.split('~').filter(Boolean), join: 'OR' };
  return { terms: value.split(/[ !]/).filter(Boolean), join: 'AND' };
}
