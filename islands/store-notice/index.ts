import type { IslandSpec } from '../../src/build/island-spec';

/** WooCommerce's store-wide notice: shown until the shopper dismisses it (spec 4.9). */
export const storeNotice = {
  name: 'store-notice',
  kind: 'behaviour',
  adopt: '.woocommerce-store-notice',
  hydrate: 'load',
  surface: 'page',
  module: 'store-notice/store-notice',
} satisfies IslandSpec;
