import { priceFilterForm } from '../../fixtures/html/price-filter-form';

export interface PriceWidgetMarkup {
  /** The inputs' values, as the shop prints the chosen range. */
  low: number;
  high: number;
  /** The range's upper end (`data-max`; `data-min` is 0). */
  max: number;
  /** The amount box's `data-step`; null prints none. */
  step?: number | null;
}

/**
 * WooCommerce's price filter form as the fixture shop prints it, for tests of the slider and its
 * re-init.
 *
 * @example document.body.innerHTML = priceWidgetForm({ low: 20, high: 480, max: 500 });
 */
export function priceWidgetForm({ low, high, max, step = 10 }: PriceWidgetMarkup): string {
  return priceFilterForm({ action: '/shop/', min: 0, max, low, high, step }).toString();
}
