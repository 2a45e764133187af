import { asRecord } from '../../src/config/records';
import { toMajorUnits } from './price';

/** A product as the page gives it to analytics: Store API shape or plain (spec 3.6). */
export interface AnalyticsProduct {
  id: number;
  name: string;
  categories: string[];
  /** Major units. */
  price: number;
  sku: string;
}

/** One item of a gtag e-commerce event. */
export interface GtagItem {
  item_id: string | number;
  item_name: string;
  quantity: number;
  price: number;
  [category: `item_category${string}`]: string;
}

/**
 * Reads a product record of either shape: `prices.price` with `prices.currency_minor_unit`
 * (minor units), or `price` (major units); categories as names or as `{name}` records.
 *
 * @example
 * readProduct({ id: 104, name: 'Magnetic Base LED Work Light', categories: [{ name: 'Worklights' }], prices: { price: '2000', currency_minor_unit: 2 } })
 * // { id: 104, name: 'Magnetic Base LED Work Light', categories: ['Worklights'], price: 20, sku: '' }
 */
export function readProduct(value: unknown): AnalyticsProduct | null {
  const record = asRecord(value);
  const id = Number(record?.id);
  if (!record || !Number.isInteger(id)) return null;
  const prices = asRecord(record.prices);
  const categories = (Array.isArray(record.categories) ? record.categories : [])
    .map((category: unknown) => (typeof category === 'string' ? category : asRecord(category)?.name))
    .filter((name): name is string => typeof name === 'string');
  return {
    id,
    name: typeof record.name === 'string' ? record.name : '',
    categories,
    price: prices ? toMajorUnits(prices.price, prices.currency_minor_unit ?? 2) : toMajorUnits(record.price),
    sku: typeof record.sku === 'string' ? record.sku : '',
  };
}

/**
 * The gtag item of a product: its id (or SKU, else `#id`, when the shop identifies products by
 * SKU), name, up to five categories, quantity and price in major units.
 *
 * @example
 * gtagItem(product, 2, 'product_id') // { item_id: 104, item_name: '…', item_category: 'Worklights', quantity: 2, price: 20 }
 */
export function gtagItem(product: AnalyticsProduct, quantity: number, identifier: unknown): GtagItem {
  const item: GtagItem = {
    item_id: identifier === 'product_sku' ? product.sku || `#${product.id}` : product.id,
    item_name: product.name,
    quantity,
    price: product.price,
  };
  product.categories.slice(0, 5).forEach((name, index) => {
    item[`item_category${index > 0 ? index + 1 : ''}`] = name;
  });
  return item;
}
