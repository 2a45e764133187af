import type { FormRecord } from '../net/form';
import type { Fragments } from '../config/records';
import type { NetError } from '../net/result';
import type { VariationData } from '../net/variation';

/**
 * The types of every event Lantern speaks: our own names and the `detail` each carries. The
 * names themselves live in one small module per plugin (`cart-names.ts`, `variation-names.ts`,
 * ...), so a chunk carries only the names its code uses (decision 0038).
 * Classic names are jQuery events on `document.body` (WooCommerce and plugins); our own are
 * bubbling CustomEvents on `document.body` with the same data in `detail`.
 */
export { OWN_PREFIX } from './prefix';

/**
 * A classic event Lantern emits after its own changes, paired with our own name for it.
 *
 * @example
 * const added: EventPair = ['added_to_cart', 'added-to-cart'];
 */
export type EventPair = readonly [classic: string, own: LanternEventName];

/** A classic event Lantern hears: its classic name, or the pair of one it also emits. */
export type HeardEvent = string | readonly [classic: string, own: string];

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
  /** On the variation form: the product's own image is put back (on each reset, and when another script asks). */
  'reset-image': Record<string, never>;
  'update-variation-values': Record<string, never>;
  'updated-variation-values': Record<string, never>;
  'variation-form-ready': Record<string, never>;
  /** On the swatch item the shopper chose (or unchose with clear_on_reselect), bubbling. */
  'swatch-selected': { attributeName: string; value: string };
  'swatch-unselected': { attributeName: string; value: string };
  /** Ajax variation mode: `get_variation` failed; the form shows a message and stays usable. */
  'variation-request-failed': { error: NetError };
  /** On the product tabs wrapper, once its tabs are WAI-ARIA tabs with one panel shown. */
  'product-tabs-init': Record<string, never>;
  /** On the review form's rating select, once its stars are drawn. */
  'review-rating-init': Record<string, never>;
  /** On each product gallery, before and after Lantern sets it up. */
  'product-gallery-before-init': { gallery: HTMLElement };
  'product-gallery-after-init': { gallery: HTMLElement };
  /** From the variation form, on the gallery: back to the first image, zoom set up again. */
  'gallery-reset-slide-position': Record<string, never>;
  'gallery-init-zoom': Record<string, never>;
  /** The cart page's form and totals were replaced from the server's page (`updated_wc_div`). */
  'cart-updated': Record<string, never>;
  /** The cart page's totals were replaced (`updated_cart_totals`). */
  'cart-totals-updated': Record<string, never>;
  /** The last row left: the cart page shows its empty state (`wc_cart_emptied`). */
  'cart-emptied': Record<string, never>;
  'coupon-applied': { code: string };
  'coupon-removed': { code: string };
  'shipping-method-updated': Record<string, never>;
  /** A cart page action failed; the page shows why and stays usable (a link is followed instead). */
  'cart-page-failed': { action: CartPageAction; error: NetError };
  /** The classic checkout: set up (`init_checkout`), asked to update the review, updated with the reply's data. */
  'checkout-init': Record<string, never>;
  'update-checkout': { updateShippingMethod: boolean };
  'checkout-updated': { data: Record<string, unknown> };
  /** The shopper chose another payment method (its input's `value`). */
  'payment-method-selected': { method: string };
  /** An order was refused or failed: the notices' HTML shown at the top of the form. */
  'checkout-error': { messages: string };
  /** A coupon applied from the form above the checkout, or removed with the review's [Remove] link. */
  'checkout-coupon-applied': { code: string };
  'checkout-coupon-removed': { code: string };
  /** A checkout coupon call got no usable reply; the page names why and stays usable. */
  'checkout-coupon-failed': { action: 'apply-coupon' | 'remove-coupon'; error: NetError };
  /** Once, as the address rules start (address-i18n.js). */
  'address-i18n-ready': Record<string, never>;
  /** An address's state field now follows `country`; `wrapper` holds that address's fields. */
  'country-to-state-changed': { country: string; wrapper: HTMLElement };
  /** Sent right after it; the address rules (labels, required marks, order) answer it. */
  'country-to-state-changing': { country: string; wrapper: HTMLElement };
}

/** What the shopper asked of the cart page. */
export type CartPageAction = 'update' | 'apply-coupon' | 'remove-coupon' | 'shipping-method' | 'shipping-calculator' | 'remove' | 'undo';

/** Compare events without data. */
export type CompareDetail = Record<string, never>;
/** Compare events that carry the list's count (the classic event's one argument). */
export interface CompareCountDetail {
  count: number;
}

/** The name of one of our own events, without the `lantern:` prefix. */
export type LanternEventName = keyof LanternEventMap;
