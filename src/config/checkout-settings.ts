import { toBool, toNumber, toText } from './coerce';
import { pageGlobal } from './settings';

/** `wc_checkout_params` (WooCommerce 8.8's keys), and Lantern's own checkout time-out. */
export interface CheckoutSettings {
  wcAjaxUrl: string;
  /** `checkout_url`: where the order is posted (`/?wc-ajax=checkout`). */
  checkoutUrl: string;
  updateOrderReviewNonce: string;
  /** `apply_coupon_nonce` and `remove_coupon_nonce`: the coupon form above the checkout and the review's [Remove] links. */
  applyCouponNonce: string;
  removeCouponNonce: string;
  /** `is_checkout` "1": the review is asked for once the form is set up (`init_checkout`). */
  isCheckout: boolean;
  /** `option_guest_checkout` "yes": the "Create an account?" box is wired. */
  guestCheckout: boolean;
  i18nCheckoutError: string;
  /** `lantern_config.checkout_timeout` (ms, 60 s): how long an order may take before it counts as failed. */
  checkoutTimeout: number;
}

/**
 * Reads the checkout's global. Without it (dequeued with its handle), WooCommerce's defaults.
 *
 * @example
 * // var wc_checkout_params = { checkout_url: "/?wc-ajax=checkout", is_checkout: "1", … }
 * readCheckoutSettings().checkoutUrl; // '/?wc-ajax=checkout'
 */
export function readCheckoutSettings(): CheckoutSettings {
  const params = pageGlobal('wc_checkout_params');
  const own = pageGlobal('lantern_config');
  return {
    wcAjaxUrl: toText(params.wc_ajax_url, '/?wc-ajax=%%endpoint%%'),
    checkoutUrl: toText(params.checkout_url, '/?wc-ajax=checkout'),
    updateOrderReviewNonce: toText(params.update_order_review_nonce, ''),
    applyCouponNonce: toText(params.apply_coupon_nonce, ''),
    removeCouponNonce: toText(params.remove_coupon_nonce, ''),
    isCheckout: toBool(params.is_checkout, true),
    guestCheckout: toBool(params.option_guest_checkout, true),
    i18nCheckoutError: toText(params.i18n_checkout_error, 'Error processing checkout. Please try again.'),
    checkoutTimeout: toNumber(own.checkout_timeout, 60_000),
  };
}
