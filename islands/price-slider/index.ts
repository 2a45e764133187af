import type { IslandSpec } from '../../src/build/island-spec';

/**
 * WooCommerce's price filter widget (spec 5.6): React draws a two-handle slider in its empty
 * `.price_slider` and drives the widget's own inputs. The code and React come when the shopper
 * first points at or focuses the widget; until then its inputs and Filter button work as printed.
 */
export const priceSlider = {
  name: 'price-slider',
  kind: 'component',
  adopt: '.price_slider_wrapper',
  hydrate: 'interaction',
  // The React surface: the listing chunk, which every shop page loads, stays free of React.
  surface: 'header',
  module: 'price-slider/price-slider',
} satisfies IslandSpec;

/**
 * WooCommerce's `init_price_filter` heard for the page (its price-slider.js rebuilds the slider
 * on it, and AJAX filter plugins trigger it after replacing the sidebar). A few hundred bytes
 * in the listing chunk, which shop pages load anyway; no React until a widget is drawn.
 */
export const priceSliderReinit = {
  name: 'price-slider-reinit',
  kind: 'page',
  adopt: '.price_slider_wrapper',
  hydrate: 'idle',
  surface: 'listing',
  module: 'price-slider/reinit-listener',
} satisfies IslandSpec;
