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

/**
 * CartFlows' Variation Swatches: its swatches container, one per attribute of a variation form
 * (`swatches-attr` names the attribute), after the raw select it hides: the product page's
 * `form.variations_form` and a shop page card's `div.cfvsw_variations_form`.
 */
export const cfvswSwatches = {
  name: 'cfvsw-swatches',
  kind: 'behaviour',
  adopt: 'form.variations_form .cfvsw-swatches-container[swatches-attr], .cfvsw_variations_form .cfvsw-swatches-container[swatches-attr]',
  trigger: '.cfvsw-swatches-option',
  hydrate: 'load',
  surface: 'product',
  module: 'swatches/cfvsw',
} satisfies IslandSpec;

/**
 * CartFlows' Variation Swatches on a shop page: the loop button the plugin marks, whose card's
 * `div.cfvsw_variations_form` (a variation form of its own) shows the chosen variation's
 * picture and price, and which then adds that variation.
 */
export const cfvswLoop = {
  name: 'cfvsw-loop',
  kind: 'behaviour',
  adopt: 'a.cfvsw_ajax_add_to_cart',
  hydrate: 'load',
  surface: 'product',
  module: 'swatches/cfvsw-loop',
} satisfies IslandSpec;
