import type { IslandSpec } from '../../src/build/island-spec';

/**
 * WooCommerce's price filter widget (spec 5.6): a two-handle slider drawn without React in its
 * empty `.price_slider`, driving the widget's own inputs. Drawn when the widget first comes into
 * view (the sidebar, the menu or dropdown layout, the off-canvas panel), from the listing chunk
 * that shop pages load anyway; the shop's stylesheet keeps its place until then, so nothing
 * moves (docs/decisions/0053-price-slider-drawn-in-view-without-react.md).
 */
export const priceSlider = {
  name: 'price-slider',
  kind: 'behaviour',
  adopt: '.price_slider_wrapper',
  hydrate: 'visible',
  surface: 'listing',
  module: 'price-slider/price-slider',
} satisfies IslandSpec;

/**
 * WooCommerce's `init_price_filter` heard for the page (its price-slider.js rebuilds the slider
 * on it, and AJAX filter plugins trigger it after replacing the sidebar), and price widgets that
 * arrive later drawn at once. A few hundred bytes in the listing chunk.
 */
export const priceSliderReinit = {
  name: 'price-slider-reinit',
  kind: 'page',
  adopt: '.price_slider_wrapper',
  hydrate: 'idle',
  surface: 'listing',
  module: 'price-slider/reinit-listener',
} satisfies IslandSpec;
