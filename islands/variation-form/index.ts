import type { IslandSpec } from '../../src/build/island-spec';

/**
 * WooCommerce's variation form (`single-product/add-to-cart/variable.php`), with or without the
 * swatches plugins, and the one CartFlows' Variation Swatches prints in shop-page cards
 * (`div.cfvsw_variations_form`, on which its script runs WooCommerce's): server markup, so a
 * behaviour. Mounted at load: the add-to-cart button of a
 * variable product is only right once a choice has been checked.
 */
export const variationForm = {
  name: 'variation-form',
  kind: 'behaviour',
  // CartFlows' Variation Swatches prints a form of its own in shop-page cards (a div).
  adopt: 'form.variations_form, .cfvsw_variations_form',
  hydrate: 'load',
  surface: 'product',
  module: 'variation-form/variation-form',
} satisfies IslandSpec;
