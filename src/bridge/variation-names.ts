import type { EventPair } from './names';

/**
 * The variation form's events, on `form.variations_form` (show/hide on `.single_variation`),
 * and the swatches plugin's, on the `li.variable-item` chosen or unchosen. The two a chosen
 * variation is read from live in `chosen-variation-names.ts`.
 *
 * @example
 * emitOn(form, VARIATION.checkVariations, [], {});
 */
export const VARIATION = {
  showVariation: ['show_variation', 'show-variation'],
  hideVariation: ['hide_variation', 'hide-variation'],
  variationHasChanged: ['woocommerce_variation_has_changed', 'variation-has-changed'],
  variationSelectChange: ['woocommerce_variation_select_change', 'variation-select-change'],
  checkVariations: ['check_variations', 'check-variations'],
  resetImage: ['reset_image', 'reset-image'],
  updateVariationValues: ['update_variation_values', 'update-variation-values'],
  updatedVariationValues: ['woocommerce_update_variation_values', 'updated-variation-values'],
  variationFormReady: ['wc_variation_form', 'variation-form-ready'],
  swatchSelected: ['wvs-selected-item', 'swatch-selected'],
  swatchUnselected: ['wvs-unselected-item', 'swatch-unselected'],
} as const satisfies Record<string, EventPair>;

/**
 * Heard only: a script changed `data-product_variations` and asks the form to read it again. A
 * script without jQuery dispatches our own name, prefixed, on the form instead.
 */
export const RELOAD_PRODUCT_VARIATIONS = ['reload_product_variations', 'reload-product-variations'] as const;

/** Our own event when an ajax variation request fails: the form shows a message and stays usable. */
export const VARIATION_REQUEST_FAILED = 'variation-request-failed';
