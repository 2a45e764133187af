import type { EventPair } from './names';

/**
 * The events a chosen variation is known by: the variation form's (emitted by ours, heard from
 * WooCommerce's) and WPC Variations Radio Buttons' `woovr_selected` (heard only). Compare and
 * wishlist hear them too, so they are apart from the form's other names.
 *
 * @example
 * onClassic(CHOSEN_VARIATION.foundVariation, ([variation]) => remember(variation), signal, form);
 */
export const CHOSEN_VARIATION = {
  foundVariation: ['found_variation', 'found-variation'],
  resetData: ['reset_data', 'reset-data'],
  woovrSelected: 'woovr_selected',
} as const satisfies Record<string, EventPair | string>;
