import { html, raw, type SafeHtml } from '../../fixtures/html/html';
import { wpJson } from '../../fixtures/html/wp-json';
import { categoryName, productById, type Product } from '../../fixtures/catalogue/index';
import { priceRange } from '../../fixtures/catalogue/stock';

/** A product as Google Analytics for WooCommerce prints it: the Store API's shape, prices in cents. */
export function storeApiProduct(product: Product): Record<string, unknown> {
  return {
    id: product.id,
    name: product.name,
    sku: product.sku,
    categories: product.categories.map((slug) => ({ name: categoryName(slug) })),
    prices: { price: String(Math.round(priceRange(product).min * 100)), currency_code: 'AUD', currency_minor_unit: 2 },
  };
}

/** The demo's one placed order, for the order-received page: 2 × $20, 1 × $50, 1 × free. */
export const DEMO_ORDER = { id: 1234, key: 'wc_order_Dm0Hh8aB4x1', lines: [[104, 2], [106, 1], [161, 1]] as const };

/** The order as the analytics data prints it (`data.order`). */
export function demoOrderData(catalogue: readonly Product[]): Record<string, unknown> {
  const items = DEMO_ORDER.lines.flatMap(([id, quantity]) => {
    const product = productById(catalogue, id);
    return product ? [{ ...storeApiProduct(product), quantity }] : [];
  });
  const total = DEMO_ORDER.lines.reduce((sum, [id, quantity]) => {
    const product = productById(catalogue, id);
    return sum + (product ? priceRange(product).min * 100 * quantity : 0);
  }, 0);
  return {
    id: DEMO_ORDER.id,
    affiliation: 'Harbour & Haul Lighting',
    totals: { currency_code: 'AUD', currency_minor_unit: 2, total_price: String(total), total_tax: String(Math.round(total / 11)), total_shipping: '0' },
    items,
  };
}

/**
 * The ad-platform tag and Google Analytics for WooCommerce's data, as the plugin prints them
 * in the footer. The tag's own script (googletagmanager.com) is left out, so the demo works
 * offline: events queue on `dataLayer`, which QA can read in the console.
 *
 * @example
 * analyticsScripts({ products: [...] });
 */
export function analyticsScripts(data: Record<string, unknown>): SafeHtml {
  const ga4w = `window.ga4w = { data: ${wpJson({ cart: { items: [], coupons: [], totals: { currency_code: 'AUD', total_price: 0, currency_minor_unit: 2 } }, ...data })}, settings: ${wpJson({ tracker_function_name: 'gtag', events: ['purchase', 'add_to_cart', 'remove_from_cart', 'view_item_list', 'select_content', 'view_item', 'begin_checkout'], identifier: null })} }; document.dispatchEvent(new Event("ga4w:ready"));`;
  return html`<script id="google-tag-manager-js-after">window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-DEMO00000');</script>
<script id="woocommerce-google-analytics-integration-data-js-after">${raw(ga4w)}</script>`;
}
