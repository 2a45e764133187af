import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Quantity fields: the minimum rule on load (spec 5.4) and minus/plus steppers (spec 5.5).
 * `div.quantity`, as WooCommerce prints it; the mini cart's `span.quantity` is plain text.
 */
export const quantity = {
  name: 'quantity',
  kind: 'behaviour',
  adopt: 'div.quantity',
  hydrate: 'load',
  surface: 'product',
  module: 'quantity/quantity',
} satisfies IslandSpec;
