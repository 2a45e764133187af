import type { EventPair } from './names';

/**
 * WooCommerce cart.js's events (on `document.body`), each with our own name; the update itself
 * is `CART.updatedWcDiv` (`updated_wc_div`), which cart fragments also hear. `wc_update_cart`
 * and `added_to_cart` are heard: a theme or plugin asks the cart page to update with them.
 *
 * @example
 * emit(CART_PAGE.appliedCoupon, [code], { code });
 */
export const CART_PAGE = {
  updatedCartTotals: ['updated_cart_totals', 'cart-totals-updated'],
  cartEmptied: ['wc_cart_emptied', 'cart-emptied'],
  appliedCoupon: ['applied_coupon', 'coupon-applied'],
  removedCoupon: ['removed_coupon', 'coupon-removed'],
  updatedShippingMethod: ['updated_shipping_method', 'shipping-method-updated'],
  /** Heard only: a script asks for an update (`[event, preserveNotices]`). */
  updateCart: 'wc_update_cart',
} as const satisfies Record<string, EventPair | string>;

/** Our own event when a cart page action fails; it has no classic counterpart. */
export const CART_PAGE_FAILED = 'cart-page-failed';
