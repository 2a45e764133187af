import type { EventPair } from './names';

/**
 * WooCommerce's checkout.js events, each with our own name. All go on `document.body` except
 * the questions to gateways, asked with `triggerHandler` on the checkout form (a `false` from
 * any handler stops the order).
 *
 * @example
 * emit(CHECKOUT.updatedCheckout, [reply.data], { data: reply.data });
 */
export const CHECKOUT = {
  initCheckout: ['init_checkout', 'checkout-init'],
  updateCheckout: ['update_checkout', 'update-checkout'],
  updatedCheckout: ['updated_checkout', 'checkout-updated'],
  paymentMethodSelected: ['payment_method_selected', 'payment-method-selected'],
  checkoutError: ['checkout_error', 'checkout-error'],
  /** A coupon applied from the form above the checkout, or removed from the review (`[code]`). */
  appliedCoupon: ['applied_coupon_in_checkout', 'checkout-coupon-applied'],
  removedCoupon: ['removed_coupon_in_checkout', 'checkout-coupon-removed'],
  /** Asked on the form before an order is sent, then `checkout_place_order_<method>`. */
  placeOrder: 'checkout_place_order',
  /** Asked on the form with `[result, form object]` before a successful order's redirect. */
  placeOrderSuccess: 'checkout_place_order_success',
} as const satisfies Record<string, EventPair | string>;

/** Our own event when a checkout coupon call fails; it has no classic counterpart. */
export const CHECKOUT_COUPON_FAILED = 'checkout-coupon-failed';
