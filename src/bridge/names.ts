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
  wishlistAdded: 'woosw_add',
  wishlistRemoved: 'woosw_remove',
  wishlistEmptied: 'woosw_empty',
  wishlistButtonsRefreshed: 'woosw_buttons_refreshed',
  wishlistDataRefreshed: 'woosw_data_refreshed',
  wishlistCountChanged: 'woosw_change_count',
  wishlistCountLoaded: 'woosw_load_count',
  wishlistShown: 'woosw_wishlist_show',
  wishlistHidden: 'woosw_wishlist_hide',
  wishlistManageShown: 'woosw_manage_show',
  wishlistManageHidden: 'woosw_manage_hide',
  wishlistRefreshData: 'woosw_refresh_data',
  wishlistRefreshCount: 'woosw_refresh_count',
  priceSliderCreate: 'price_slider_create',
  priceSliderSlide: 'price_slider_slide',
  priceSliderChange: 'price_slider_change',
  priceSliderUpdated: 'price_slider_updated',
  woovrSelected: 'woovr_selected',
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
  /** Heard only: a script changed `data-product_variations` and asks the form to read it again. */
  reloadProductVariations: 'reload_product_variations',
  // The swatches plugin's, on the `li.variable-item` chosen or unchosen.
  swatchSelected: 'wvs-selected-item',
  swatchUnselected: 'wvs-unselected-item',
} as const;

/** WPC Smart Compare's events, triggered on `document.body` after our own compare changes. */
export const WOOSC = {
  added: 'woosc_added',
  removed: 'woosc_removed',
  changeCount: 'woosc_change_count',
  countLoaded: 'woosc_count_loaded',
  barOpen: 'woosc_bar_open',
  barClose: 'woosc_bar_close',
  tableOpen: 'woosc_table_open',
  tableClose: 'woosc_table_close',
  sidebarOpen: 'woosc_sidebar_open',
  sidebarClose: 'woosc_sidebar_close',
  open: 'woosc_open',
  close: 'woosc_close',
  toggle: 'woosc_toggle',
  barLoaded: 'woosc_bar_loaded',
  tableLoaded: 'woosc_table_loaded',
  sidebarLoaded: 'woosc_sidebar_loaded',
  filterLoaded: 'woosc_filter_loaded',
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
  woosw_add: 'wishlist-added',
  woosw_remove: 'wishlist-removed',
  woosw_empty: 'wishlist-emptied',
  woosw_buttons_refreshed: 'wishlist-buttons-refreshed',
  woosw_data_refreshed: 'wishlist-data-refreshed',
  woosw_change_count: 'wishlist-count-changed',
  woosw_load_count: 'wishlist-count-loaded',
  woosw_wishlist_show: 'wishlist-shown',
  woosw_wishlist_hide: 'wishlist-hidden',
  woosw_manage_show: 'wishlist-manage-shown',
  woosw_manage_hide: 'wishlist-manage-hidden',
  price_slider_create: 'price-slider-create',
  price_slider_slide: 'price-slider-slide',
  price_slider_change: 'price-slider-change',
  price_slider_updated: 'price-slider-updated',
  woosc_added: 'compare-added',
  woosc_removed: 'compare-removed',
  woosc_change_count: 'compare-count-changed',
  woosc_count_loaded: 'compare-count-loaded',
  woosc_bar_open: 'compare-bar-open',
  woosc_bar_close: 'compare-bar-close',
  woosc_table_open: 'compare-table-open',
  woosc_table_close: 'compare-table-close',
  woosc_sidebar_open: 'compare-sidebar-open',
  woosc_sidebar_close: 'compare-sidebar-close',
  woosc_open: 'compare-open',
  woosc_close: 'compare-close',
  woosc_toggle: 'compare-toggle',
  woosc_bar_loaded: 'compare-bar-loaded',
  woosc_table_loaded: 'compare-table-loaded',
  woosc_sidebar_loaded: 'compare-sidebar-loaded',
  woosc_filter_loaded: 'compare-filter-loaded',
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
} as const satisfies Partial<Record<ClassicEvent | (typeof WOOSC)[keyof typeof WOOSC], string>>;

/** Our own events that have no classic counterpart. */
export const OWN_ONLY = {
  addToCartFailed: 'add-to-cart-failed',
  wishlistFailed: 'wishlist-failed',
  variationRequestFailed: 'variation-request-failed',
} as const;

/**
 * Our own names for classic requests Lantern only hears: a script without jQuery dispatches
 * `lantern:<name>` on the element instead.
 */
export const OWN_HEARD = {
  reload_product_variations: 'reload-product-variations',
} as const satisfies Partial<Record<ClassicEvent, string>>;

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
  /** `productId` is the product added (`woosw_add [id]`). */
  'wishlist-added': { productId: string };
  'wishlist-removed': { productId: string };
  'wishlist-emptied': { key: string };
  /** The `ids` map the buttons were marked from: product id -> `{parent, …}`. */
  'wishlist-buttons-refreshed': { ids: Record<string, { parent: number }> };
  'wishlist-data-refreshed': { data: { key: string; fragments: Fragments; ids: Record<string, { parent: number }> } };
  'wishlist-count-changed': { count: number };
  'wishlist-count-loaded': { count: number };
  'wishlist-shown': Record<string, never>;
  'wishlist-hidden': Record<string, never>;
  'wishlist-manage-shown': Record<string, never>;
  'wishlist-manage-hidden': Record<string, never>;
  /** A wishlist request failed; `endpoint` is the one that did. */
  'wishlist-failed': { endpoint: string; error: NetError | { kind: 'refused'; notice: string } };
  /** The price filter slider's range (WooCommerce passes `[min, max]`). */
  'price-slider-create': { min: number; max: number };
  'price-slider-slide': { min: number; max: number };
  'price-slider-change': { min: number; max: number };
  'price-slider-updated': { min: number; max: number };
  /** The compare list changed: its new length (`woosc_added`, `woosc_removed`, `woosc_change_count`). */
  'compare-added': CompareCountDetail;
  'compare-removed': CompareCountDetail;
  'compare-count-changed': CompareCountDetail;
  'compare-count-loaded': CompareCountDetail;
  'compare-bar-open': CompareDetail;
  'compare-bar-close': CompareDetail;
  'compare-table-open': CompareDetail;
  'compare-table-close': CompareDetail;
  'compare-sidebar-open': CompareDetail;
  'compare-sidebar-close': CompareDetail;
  'compare-open': CompareDetail;
  'compare-close': CompareDetail;
  'compare-toggle': CompareDetail;
  'compare-bar-loaded': CompareDetail;
  'compare-table-loaded': CompareDetail;
  'compare-sidebar-loaded': CompareDetail;
  'compare-filter-loaded': CompareDetail;
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

/** Compare events without data. */
export type CompareDetail = Record<string, never>;
/** Compare events that carry the list's count (the classic event's one argument). */
export interface CompareCountDetail {
  count: number;
}

/** The name of one of our own events, without the `lantern:` prefix. */
export type LanternEventName = keyof LanternEventMap;

/**
 * Elementor Pro's events. The popup ones are triggered through jQuery on `document` (with
 * `[id, instance]`) and dispatched as window CustomEvents (`detail: {id, instance}`), as
 * Elementor does both; the off-canvas one is a window CustomEvent only. `motionRecalc` is
 * one Elementor Pro's widgets send on window when they change the layout (the mega menu opening
 * a panel): motion effects measure again.
 */
export const ELEMENTOR = {
  popupShow: 'elementor/popup/show',
  popupHide: 'elementor/popup/hide',
  offCanvasToggle: 'elementor-pro/off-canvas/toggle-display-mode',
  motionRecalc: 'elementor-pro/motion-fx/recalc',
} as const;
