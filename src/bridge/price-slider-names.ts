import type { EventPair } from './names';

/**
 * WooCommerce's price filter slider events, with the range `[min, max]`, each with our own name.
 * The one it hears is in `listing-names.ts`: it is heard before the slider's code is here.
 *
 * @example
 * emit(PRICE_SLIDER.change, [min, max], { min, max });
 */
export const PRICE_SLIDER = {
  create: ['price_slider_create', 'price-slider-create'],
  slide: ['price_slider_slide', 'price-slider-slide'],
  change: ['price_slider_change', 'price-slider-change'],
  updated: ['price_slider_updated', 'price-slider-updated'],
} as const satisfies Record<string, EventPair>;
