import type { CategorySlug, Product } from '../../fixtures/catalogue/index';
import { priceRange } from '../../fixtures/catalogue/stock';

/** `orderby` values of the ordering form, with the label each option shows. */
export const ORDER_OPTIONS: readonly { value: string; label: string; sorted: string }[] = [
  { value: 'menu_order', label: 'Default sorting', sorted: '' },
  { value: 'popularity', label: 'Sort by popularity', sorted: 'Sorted by popularity' },
  { value: 'date', label: 'Sort by latest', sorted: 'Sorted by latest' },
  { value: 'price', label: 'Sort by price: low to high', sorted: 'Sorted by price: low to high' },
  { value: 'price-desc', label: 'Sort by price: high to low', sorted: 'Sorted by price: high to low' },
];

export interface ArchiveQuery {
  category?: CategorySlug;
  search?: string;
  /** A known `orderby` value (unknown ones fall back to the default, as in WooCommerce). */
  orderby: string;
  minPrice?: number;
  maxPrice?: number;
}

/**
 * Reads sorting and price filter from the query string.
 *
 * @example
 * archiveQuery(new URLSearchParams('orderby=price&min_price=20')); // { orderby: 'price', minPrice: 20 }
 */
export function archiveQuery(query: URLSearchParams, base: Partial<ArchiveQuery> = {}): ArchiveQuery {
  const orderby = query.get('orderby') ?? 'menu_order';
  const number = (name: string) => {
    const value = query.get(name);
    return value === null || value === '' || !Number.isFinite(Number(value)) ? undefined : Number(value);
  };
  return {
    ...base,
    orderby: ORDER_OPTIONS.some((option) => option.value === orderby) ? orderby : 'menu_order',
    minPrice: number('min_price'),
    maxPrice: number('max_price'),
  };
}

/** Products of the category or search, before the price filter (the price widget's range). */
export function scopedProducts(products: readonly Product[], query: ArchiveQuery): Product[] {
  const term = query.search?.trim().toLowerCase();
  return products.filter(
    (product) =>
      (!query.category || product.categories.includes(query.category)) &&
      (!term || `${product.name} ${product.sku} ${product.shortDescription}`.toLowerCase().includes(term)),
  );
}

const COMPARE: Readonly<Record<string, (a: Product, b: Product) => number>> = {
  menu_order: (a, b) => a.menuOrder - b.menuOrder,
  popularity: (a, b) => b.totalSales - a.totalSales,
  date: (a, b) => b.dateCreated.localeCompare(a.dateCreated),
  price: (a, b) => priceRange(a).min - priceRange(b).min,
  'price-desc': (a, b) => priceRange(b).max - priceRange(a).max,
};

/**
 * Runs the archive query: scope, price filter (a product's price range must meet the chosen
 * range, as WooCommerce's lookup table query does), then sorting with ties in default order.
 *
 * @example
 * runArchiveQuery(catalogue, { orderby: 'price', maxPrice: 50 });
 */
export function runArchiveQuery(products: readonly Product[], query: ArchiveQuery): Product[] {
  const compare = COMPARE[query.orderby] ?? COMPARE.menu_order;
  return scopedProducts(products, query)
    .filter((product) => {
      const { min, max } = priceRange(product);
      return (query.minPrice === undefined || max >= query.minPrice) && (query.maxPrice === undefined || min <= query.maxPrice);
    })
    .sort((a, b) => compare?.(a, b) || a.menuOrder - b.menuOrder);
}
