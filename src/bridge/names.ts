import type { FormRecord } from '../net/form';
import type { Fragments } from '../net/records';
import type { NetError } from '../net/result';

/**
 * Every event name Lantern speaks or hears, in one place.
 * Classic names are jQuery events on `document.body` (WooCommerce and plugins); our own are
 * bubbling CustomEvents on `document.body` with the same data in `detail`.
 */
export const CLASSIC = {
  addingToCart: 'adding_to_cart',
  addedToCart: 'added_to_cart',
  removedFromCart: 'removed_from_cart',
  cartButtonUpdated: 'wc_cart_button_updated',
  requestNotSent: 'ajax_request_not_sent.adding_to_cart',
  shouldSendAddToCart: 'should_send_ajax_request.adding_to_cart',
  fragmentsLoaded: 'wc_fragments_loaded',
  fragmentsRefreshed: 'wc_fragments_refreshed',
  fragmentsAjaxError: 'wc_fragments_ajax_error',
  fragmentRefresh: 'wc_fragment_refresh',
  updatedWcDiv: 'updated_wc_div',
  // The variation form's events, on `form.variations_form` (show/hide on `.single_variation`).
  foundVariation: 'found_variation',
  resetData: 'reset_data',
  showVariation: 'show_variation',
  hideVariation: 'hide_variation',
  variationHasChanged: 'woocommerce_variation_has_changed',
  variationSelectChange: 'woocommerce_variation_select_change',
  checkVariations: 'check_variations',
  updateVariationValues: 'update_variation_values',
  updatedVariationValues: 'woocommerce_update_variation_values',
  variationFormReady: 'wc_variation_form',
  // The swatches plugin's, on the `li.variable-item` chosen or unchosen.
  swatchSelected: 'wvs-selected-item',
  swatchUnselected: 'wvs-unselected-item',
} as const;

export type ClassicEvent = (typeof CLASSIC)[keyof typeof CLASSIC];

export { OWN_PREFIX } from './prefix';

/** Our own name, without the prefix, for each classic event we emit after our own changes. */
export const OWN = {
  adding_to_cart: 'adding-to-cart',
  added_to_cart: 'added-to-cart',
  removed_from_cart: 'removed-from-cart',
  wc_cart_button_updated: 'cart-button-updated',
  'ajax_request_not_sent.adding_to_cart': 'request-not-sent',
  wc_fragments_loaded: 'fragments-loaded',
  wc_fragments_refreshed: 'fragments-refreshed',
  wc_fragments_ajax_error: 'fragments-error',
  found_variation: 'found-variation',
  reset_data: 'reset-data',
  show_variation: 'show-variation',
  hide_variation: 'hide-variation',
  woocommerce_variation_has_changed: 'variation-has-changed',
  woocommerce_variation_select_change: 'variation-select-change',
  check_variations: 'check-variations',
  update_variation_values: 'update-variation-values',
  woocommerce_update_variation_values: 'updated-variation-values',
  wc_variation_form: 'variation-form-ready',
  'wvs-selected-item': 'swatch-selected',
  'wvs-unselected-item': 'swatch-unselected',
} as const satisfies Partial<Record<ClassicEvent, string>>;

/** Our own events that have no classic counterpart. */
export const OWN_ONLY = {
  addToCartFailed: 'add-to-cart-failed',
  variationRequestFailed: 'variation-request-failed',
} as const;

/** The classic events Lantern emits (the others it only hears). */
export type EmittedClassicEvent = keyof typeof OWN;

/** What a cart change carries: the fragments applied, the new hash, the clicked element. */
export interface CartChangeDetail {
  fragments: Fragments;
  cartHash: string;
  productId: string;
  /** The add button or remove link; `document.body` when a third party did not say. */
  button: HTMLElement;
}

/** The `detail` of each of our own events, by name (README, Events). */
export interface LanternEventMap {
  'adding-to-cart': { button: HTMLElement; data: FormRecord };
  'added-to-cart': CartChangeDetail;
  'removed-from-cart': CartChangeDetail;
  'cart-button-updated': { button: HTMLElement };
  'request-not-sent': { button: HTMLElement };
  /** After a cart change (`productId` set), or on page load from the cache (`fromCache`). */
  'fragments-loaded': { fragments: Fragments; cartHash: string; productId?: string; fromCache?: boolean };
  'fragments-refreshed': { fragments: Fragments; cartHash: string };
  'fragments-error': { error: NetError };
  'add-to-cart-failed': { button: HTMLElement; error: NetError | { kind: 'empty' } };
  /** On the variation form: the matched variation record, as `data-product_variations` holds it. */
  'found-variation': { variation: VariationData };
  'reset-data': Record<string, never>;
  /** On `.single_variation`, bubbling to the form. */
  'show-variation': { variation: VariationData; purchasable: boolean };
  'hide-variation': Record<string, never>;
  'variation-has-changed': Record<string, never>;
  'variation-select-change': Record<string, never>;
  'check-variations': Record<string, never>;
  'update-variation-values': Record<string, never>;
  'updated-variation-values': Record<string, never>;
  'variation-form-ready': Record<string, never>;
  /** On the swatch item the shopper chose (or unchose with clear_on_reselect), bubbling. */
  'swatch-selected': { attributeName: string; value: string };
  'swatch-unselected': { attributeName: string; value: string };
  /** Ajax variation mode: `get_variation` failed; the form shows a message and stays usable. */
  'variation-request-failed': { error: NetError };
}

/**
 * A variation as WooCommerce describes it (`get_available_variation()`), with every field a
 * plugin added kept for listeners. The fields Lantern reads are typed.
 */
export interface VariationData {
  variation_id: number;
  /** `attribute_pa_beam` → `spot`; an empty value means any value. */
  attributes: Record<string, string>;
  [field: string]: unknown;
}

/** The name of one of our own events, without the `lantern:` prefix. */
export type LanternEventName = keyof LanternEventMap;
