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
 * (`swatches-attr` names the attribute), after the raw select it hides. The shop pages' own
 * add-to-cart forms (`div.cfvsw_variations_form`) are not forms and are left alone.
 */
export const cfvswSwatches = {
  name: 'cfvsw-swatches',
  kind: 'behaviour',
  adopt: 'form.variations_form .cfvsw-swatches-container[swatches-attr]',
  trigger: '.cfvsw-swatches-option',
  hydrate: 'load',
  surface: 'product',
  module: 'swatches/cfvsw',
} satisfies IslandSpec;
