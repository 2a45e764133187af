import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Variation Swatches for WooCommerce: its server-printed lists, one per attribute, beside the
 * raw select the variation form keeps up to date. A behaviour on each list.
 */
export const swatches = {
  name: 'swatches',
  kind: 'behaviour',
  adopt: '.variable-items-wrapper',
  // A choice made before the code is here is held, then made (decision 0080).
  trigger: '.variable-item',
  hydrate: 'load',
  surface: 'product',
  module: 'swatches/swatches',
} satisfies IslandSpec;
