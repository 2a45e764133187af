import { html, type SafeHtml } from '../../fixtures/html/html';
import type { Product } from '../../fixtures/catalogue/index';
import { priceRange } from '../../fixtures/catalogue/stock';
import { hiddenQueryFields } from './archive-tools';
import { priceFilterForm } from '../../fixtures/html/price-filter-form';

const STEP = 10;

/**
 * The price filter widget (`content-widget-price-filter.php`): text inputs that WooCommerce's
 * script turns into a slider. Bounds come from the listed products, floored/ceiled to the step;
 * nothing is shown when every price is the same.
 *
 * @example
 * priceFilterWidget(products, '/shop/', url.searchParams);
 */
export function priceFilterWidget(products: readonly Product[], action: string, query: URLSearchParams): SafeHtml {
  if (products.length === 0) return html``;
  const min = Math.floor(Math.min(...products.map((p) => priceRange(p).min)) / STEP) * STEP;
  const max = Math.ceil(Math.max(...products.map((p) => priceRange(p).max)) / STEP) * STEP;
  if (min === max) return html``;
  const chosen = (name: string, fallback: number, round: (n: number) => number) => {
    const value = Number(query.get(name) ?? '');
    return query.get(name) && Number.isFinite(value) ? round(value / STEP) * STEP : fallback;
  };
  const form = priceFilterForm({
    action,
    min,
    max,
    low: chosen('min_price', min, Math.floor),
    high: chosen('max_price', max, Math.ceil),
    step: STEP,
    extra: html`${hiddenQueryFields(query, ['min_price', 'max_price', 'paged'])}
<div class="clear"></div>`,
  });
  return html`<div id="woocommerce_price_filter-2" class="widget woocommerce widget_price_filter"><span class="gamma widget-title">Filter by price</span>
${form}</div>`;
}
