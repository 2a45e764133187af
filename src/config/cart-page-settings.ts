import { toRecord, toText } from './coerce';
import { pageGlobal } from './settings';

/** `wc_cart_params`, as the cart page's calls read it, and the texts Lantern shows itself. */
export interface CartPageParams {
  applyCouponNonce: string;
  removeCouponNonce: string;
  updateShippingMethodNonce: string;
  /** Shown when an update of the cart failed (`lantern_config.i18n.cart_update_failed`). */
  i18nUpdateFailed: string;
  /** Shown when the request never reached the shop (`lantern_config.i18n.offline`). */
  i18nOffline: string;
}

/**
 * Reads the cart page's global. Without it (a shop that dequeued `wc-cart` and its data), the
 * calls go out with empty nonces and the shop refuses them, which ends as a failed action.
 *
 * @example
 * // var wc_cart_params = { apply_coupon_nonce: "92e4e7d651", … }
 * readCartPageParams().applyCouponNonce; // '92e4e7d651'
 */
export function readCartPageParams(): CartPageParams {
  const params = pageGlobal('wc_cart_params');
  const own = toRecord(pageGlobal('lantern_config').i18n);
  return {
    applyCouponNonce: toText(params.apply_coupon_nonce, ''),
    removeCouponNonce: toText(params.remove_coupon_nonce, ''),
    updateShippingMethodNonce: toText(params.update_shipping_method_nonce, ''),
    i18nUpdateFailed: toText(own.cart_update_failed, 'Sorry, your cart could not be updated. Please try again.'),
    i18nOffline: toText(own.offline, 'You are probably offline.'),
  };
}
