import type { IslandSpec } from '../../src/build/island-spec';

/**
 * WooCommerce's variation form (`single-product/add-to-cart/variable.php`), with or without the
 * swatches plugin: server markup, so a behaviour. Mounted at load: the add-to-cart button of a
 * variable product is only right once a choice has been checked.
 */
export const variationForm = {
  name: 'variation-form',
  kind: 'behaviour',
  adopt: 'form.variations_form',
  hydrate: 'load',
  surface: 'product',
  module: 'variation-form/variation-form',
} satisfies IslandSpec;
