import type { CartChangeDetail } from '../../src/bridge/names';
import { readItem, writeItem } from '../../src/dom/storage';
import { asRecord } from '../../src/config/records';
import { readVariationSource } from '../../src/product/variation-data';
import { gtagItem, readProduct, type AnalyticsProduct } from './item';
import { toMajorUnits } from './price';
import { sendGtagEvent } from './send';

interface Ga4wSettings {
  trackerName: string;
  events: readonly string[] | null;
  identifier: unknown;
  currency: string;
}

function readSettings(ga4w: Record<string, unknown>): Ga4wSettings {
  const settings = asRecord(ga4w.settings) ?? {};
  const cart = asRecord(asRecord(asRecord(ga4w.data)?.cart)?.totals);
  return {
    trackerName: typeof settings.tracker_function_name === 'string' ? settings.tracker_function_name : 'gtag',
    events: Array.isArray(settings.events) ? settings.events.filter((event): event is string => typeof event === 'string') : null,
    identifier: settings.identifier,
    currency: typeof cart?.currency_code === 'string' ? cart.currency_code : 'AUD',
  };
}

/** Every product the page describes: listings, the product page, the cart. */
function pageProducts(data: Record<string, unknown>): AnalyticsProduct[] {
  const lists = [data.products, [data.product], asRecord(data.cart)?.items];
  return lists.flatMap((list) => (Array.isArray(list) ? list : [])).map(readProduct).filter((product): product is AnalyticsProduct => product !== null);
}

/** How many the shopper added: the button's `data-quantity`, else its form's quantity field, else 1. */
function addedQuantity(button: HTMLElement): number {
  const own = Number(button.dataset.quantity);
  if (Number.isFinite(own) && own > 0) return own;
  const field = button.closest('form')?.querySelector<HTMLInputElement>('input.qty');
  const typed = Number(field?.value);
  return Number.isFinite(typed) && typed > 0 ? typed : 1;
}

/** The order-received page's purchase, once per order in this browser (a reload sends nothing). */
function sendPurchase(order: Record<string, unknown>, settings: Ga4wSettings): void {
  const id = order.id ?? order.number;
  if (id === undefined) return;
  const key = `lantern_ga4_purchase_${String(id)}`;
  if (readItem('localStorage', key)) return;
  // Without storage a reload may send the purchase again; the tag dedupes by transaction id.
  writeItem('localStorage', key, '1');
  const totals = asRecord(order.totals) ?? {};
  const minor = totals.currency_minor_unit ?? 2;
  const items = (Array.isArray(order.items) ? order.items : []).flatMap((entry: unknown) => {
    const product = readProduct(entry);
    const quantity = Number(asRecord(entry)?.quantity);
    return product ? [gtagItem(product, Number.isFinite(quantity) && quantity > 0 ? quantity : 1, settings.identifier)] : [];
  });
  sendGtagEvent(
    'purchase',
    {
      transaction_id: String(id),
      affiliation: typeof order.affiliation === 'string' ? order.affiliation : undefined,
      currency: typeof totals.currency_code === 'string' ? totals.currency_code : settings.currency,
      value: toMajorUnits(totals.total_price, minor),
      tax: toMajorUnits(totals.total_tax ?? 0, minor),
      shipping: toMajorUnits(totals.total_shipping ?? 0, minor),
      items,
    },
    settings.trackerName,
  );
}

function pageAnalytics(): { data: Record<string, unknown>; settings: Ga4wSettings; enabled(event: string): boolean } {
  const ga4w = asRecord((window as unknown as { ga4w?: unknown }).ga4w) ?? {};
  const settings = readSettings(ga4w);
  return {
    data: asRecord(ga4w.data) ?? {},
    settings,
    enabled: (event) => settings.events === null || settings.events.includes(event),
  };
}

function sendAddToCart(product: AnalyticsProduct | null, productId: string, quantity: number): void {
  const { settings, enabled } = pageAnalytics();
  if (!enabled('add_to_cart')) return;
  const known = product ?? readProduct({ id: productId, name: '' });
  if (!known) return;
  const item = gtagItem(known, quantity, settings.identifier);
  sendGtagEvent('add_to_cart', { currency: settings.currency, value: known.price * quantity, items: [item] }, settings.trackerName);
}

/**
 * The product an add put in the cart: from the page's analytics data, else, for a variation
 * added from its product's form, from the product markup: the parent's name and categories
 * from the data, the variation's id, and its `display_price` (major units) from the form's
 * `data-product_variations` (the parent's price when the form holds no list).
 */
function addedProduct(products: readonly AnalyticsProduct[], productId: string, button: HTMLElement): AnalyticsProduct | null {
  const own = products.find((candidate) => String(candidate.id) === productId);
  if (own) return own;
  const form = button.closest<HTMLElement>('form.variations_form');
  const parent = form && products.find((candidate) => String(candidate.id) === form.dataset.product_id);
  if (!form || !parent) return null;
  const source = readVariationSource(form);
  const variation = source.mode === 'local' ? source.variations.find((candidate) => String(candidate.variation_id) === productId) : undefined;
  return { ...parent, id: Number(productId), price: variation ? toMajorUnits(variation.display_price) : parent.price };
}

/**
 * `add_to_cart` for one of Lantern's adds, the product looked up in the page's data.
 * @example sendAdded({ productId: '106', button, fragments, cartHash });
 */
export function sendAdded({ productId, button }: Pick<CartChangeDetail, 'productId' | 'button'>): void {
  sendAddToCart(addedProduct(pageProducts(pageAnalytics().data), productId, button), productId, addedQuantity(button));
}

/**
 * What the page itself reports: a product page's form add (`data.added_to_cart`) and the
 * order-received page's purchase (`data.order`).
 * @example sendPageEvents();
 */
export function sendPageEvents(): void {
  const { data, settings, enabled } = pageAnalytics();
  const formAdd = asRecord(data.added_to_cart);
  if (formAdd) {
    const product = readProduct(formAdd);
    const quantity = Number(formAdd.quantity);
    if (product) sendAddToCart(product, String(product.id), Number.isFinite(quantity) && quantity > 0 ? quantity : 1);
  }
  const order = asRecord(data.order);
  if (order && enabled('purchase')) sendPurchase(order, settings);
}
