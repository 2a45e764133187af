import type { EventPair } from './names';

/**
 * WooCommerce's price filter slider events, with the range `[min, max]`, each with our own name,
 * and `init_price_filter`, heard only: its price-slider.js builds the slider again on it, and
 * AJAX filter plugins trigger it after they replace the shop sidebar.
 *
 * @example
 * emit(PRICE_SLIDER.change, [min, max], { min, max });
 */
export const PRICE_SLIDER = {
  create: ['price_slider_create', 'price-slider-create'],
  slide: ['price_slider_slide', 'price-slider-slide'],
  change: ['price_slider_change', 'price-slider-change'],
  updated: ['price_slider_updated', 'price-slider-updated'],
  initPriceFilter: 'init_price_filter',
} as const satisfies Record<string, EventPair | string>;
