/**
 * Classic events the shop listing hears. `initPriceFilter`: WooCommerce's price-slider.js builds
 * the slider again on it, and AJAX filter plugins trigger it after they replace the sidebar.
 *
 * @example
 * onClassic(LISTING.initPriceFilter, () => reinitPriceSliders(), signal);
 */
export const LISTING = {
  initPriceFilter: 'init_price_filter',
} as const;
