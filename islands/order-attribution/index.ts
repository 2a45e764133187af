import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Order attribution (spec 3.9, 4.8): on every page where WordPress prints WooCommerce's
 * `wc_order_attribution` (its `#wc-order-attribution-js-extra` script), so the landing page
 * of a visit is recorded, and wherever the attribution inputs are printed (checkout,
 * registration, older plain inputs). Vanilla and small; see decision 0022.
 */
export const orderAttribution = {
  name: 'order-attribution',
  kind: 'page',
  adopt: '#wc-order-attribution-js-extra,wc-order-attribution-inputs,input[name^="wc_order_attribution_"]',
  hydrate: 'load',
  surface: 'tracking',
  module: 'order-attribution/order-attribution',
} satisfies IslandSpec;
