import type { IslandSpec } from '../../src/build/island-spec';

/** The shop's sort drop-down: choosing an order reloads the listing (spec 2.2). */
export const ordering = {
  name: 'ordering',
  kind: 'behaviour',
  adopt: 'form.woocommerce-ordering',
  hydrate: 'load',
  surface: 'listing',
  module: 'ordering/ordering',
} satisfies IslandSpec;
