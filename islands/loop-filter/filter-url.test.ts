import { describe, expect, it } from 'vitest';
import { ALL, filterOf, nextTerms, readFilterSettings } from './filter-rules';
import { filterUrl, termsFromUrl } from './filter-url';

const at = (href: string) => new URL(href, 'https://shop.test');
const one = (terms: string[], logicalJoin?: 'AND' | 'OR') => ({ taxonomy: { product_cat: logicalJoin ? { terms, logicalJoin } : { terms } } });
const firstPage = { baseUrl: '', pageNum: 1 };

describe('loop filter addresses', () => {
  it('joins terms with + for AND (and when no join is set), ~ for OR', () => {
    expect(filterUrl(at('/p/'), 'a1b2c3d', one(['a', 'b'], 'AND'), firstPage)).toBe('?e-filter-a1b2c3d-product_cat=a+b');
    expect(filterUrl(at('/p/'), 'a1b2c3d', one(['a']), firstPage)).toBe('?e-filter-a1b2c3d-product_cat=a');
    expect(filterUrl(at('/p/'), 'a1b2c3d', one(['a', 'b'], 'OR'), firstPage)).toBe('?e-filter-a1b2c3d-product_cat=a~b');
  });

  it('keeps other parameters, rewrites every e-filter one and drops the widget page parameter', () => {
    const url = at('/p/?color=red&e-filter-a1b2c3d-product_cat=old&e-filter-zzzzzzz-tag=x&e-page-a1b2c3d=3');
    expect(filterUrl(url, 'a1b2c3d', one(['new']), firstPage)).toBe('?color=red&e-filter-a1b2c3d-product_cat=new');
  });

  it('falls back to the bare path when no parameter is left', () => {
    expect(filterUrl(at('/p/?e-filter-a1b2c3d-product_cat=a'), 'a1b2c3d', {}, firstPage)).toBe('/p/');
  });

  it('merges into the base URL on a later page, base parameters winning, page and paged removed', () => {
    const url = at('/p/page/2/?paged=2&color=red&page=2&size=l');
    const bar = { baseUrl: 'https://shop.test/p/?color=blue&page=4', pageNum: 2 };
    expect(filterUrl(url, 'a1b2c3d', one(['a']), bar)).toBe('https://shop.test/p/?color=blue&size=l&e-filter-a1b2c3d-product_cat=a');
  });

  it('reads the terms back, a + in the address meaning AND and ~ meaning OR', () => {
    expect(termsFromUrl(at('/?e-filter-a1b2c3d-product_cat=a+b'), 'a1b2c3d', 'product_cat')).toEqual({ terms: ['a', 'b'], join: 'AND' });
    expect(termsFromUrl(at('/?e-filter-a1b2c3d-product_cat=a~b'), 'a1b2c3d', 'product_cat')).toEqual({ terms: ['a', 'b'], join: 'OR' });
    expect(termsFromUrl(at('/'), 'a1b2c3d', 'product_cat').terms).toEqual([]);
  });
});

describe('loop filter click rules', () => {
  const settings = (multiple: string, join: string) => readFilterSettings({ selected_element: 'a1b2c3d', taxonomy: 'product_cat', multiple_selection: multiple, logical_combination: join });

  it('counts any operator but AND or OR, or single selection, as DISABLED', () => {
    expect(settings('yes', 'OR').join).toBe('OR');
    expect(settings('yes', 'AND').join).toBe('AND');
    expect(settings('yes', 'XOR').join).toBe('DISABLED');
    expect(settings('yes', 'or').join).toBe('DISABLED');
    expect(settings('no', 'OR').join).toBe('DISABLED');
  });

  it('replaces the term in single selection and adds it with several', () => {
    expect(nextTerms(['a'], 'b', settings('no', 'AND'))).toEqual(['b']);
    expect(nextTerms(['a'], 'b', settings('yes', 'OR'))).toEqual(['a', 'b']);
  });

  it('takes a pressed term out, clears on All, and ignores All while nothing is chosen', () => {
    expect(nextTerms(['a', 'b'], 'a', settings('yes', 'OR'))).toEqual(['b']);
    expect(nextTerms(['a'], ALL, settings('yes', 'OR'))).toEqual([]);
    expect(nextTerms([], ALL, settings('yes', 'OR'))).toBeNull();
  });

  it('reads the loop widget and taxonomy, a missing or non-text one as empty', () => {
    expect(settings('yes', 'AND')).toEqual({ loopWidgetId: 'a1b2c3d', taxonomy: 'product_cat', join: 'AND' });
    expect(readFilterSettings({ selected_element: 7, taxonomy: ['product_cat'] })).toEqual({ loopWidgetId: '', taxonomy: '', join: 'DISABLED' });
  });

  it('makes no filter of no terms, and carries the join only when there is one', () => {
    expect(filterOf(settings('yes', 'OR'), [])).toBeNull();
    expect(filterOf(settings('no', 'OR'), ['a'])).toEqual({ filterType: 'taxonomy', filterData: { selectedTaxonomy: 'product_cat', terms: ['a'] } });
    expect(filterOf(settings('yes', 'OR'), ['a', 'b'])).toEqual({ filterType: 'taxonomy', filterData: { selectedTaxonomy: 'product_cat', terms: ['a', 'b'], logicalJoin: 'OR' } });
  });
});
