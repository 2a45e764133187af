import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Analytics events (spec 7.13, 9.1): `add_to_cart` and `purchase` in gtag's form, on pages
 * where Google Analytics for WooCommerce prints its data (`window.ga4w`). Vanilla, with the
 * order attribution on the tracking surface (decision 0022).
 */
export const analytics = {
  name: 'analytics',
  kind: 'page',
  adopt: '#woocommerce-google-analytics-integration-data-js-after',
  hydrate: 'load',
  surface: 'tracking',
  module: 'analytics/analytics',
} satisfies IslandSpec;
