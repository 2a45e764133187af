import { html, type SafeHtml } from '../../fixtures/html/html';
import type { LocalizedScript, PageContext } from '../context';

/**
 * `wc_checkout_params`, as WooCommerce 8.8 localizes it for `wc-checkout` (the real shop's
 * keys; the nonces are the session's).
 *
 * @example
 * checkoutGlobal(context).name; // 'wc_checkout_params'
 */
export function checkoutGlobal(context: PageContext): LocalizedScript {
  return {
    id: 'wc-checkout-js-extra',
    name: 'wc_checkout_params',
    value: {
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      update_order_review_nonce: context.checkout.nonce,
      apply_coupon_nonce: context.cartPage.params.apply_coupon_nonce ?? '',
      remove_coupon_nonce: context.cartPage.params.remove_coupon_nonce ?? '',
      option_guest_checkout: 'yes',
      checkout_url: '/?wc-ajax=checkout',
      is_checkout: '1',
      debug_mode: '',
      i18n_checkout_error: 'Error processing checkout. Please try again.',
    },
  };
}

/**
 * The returning-customer login and coupon toggles printed above the checkout form
 * (`checkout/form-login.php`, `checkout/form-coupon.php`), their forms hidden until toggled.
 */
export function checkoutToggles(): SafeHtml {
  return html`<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">Returning customer? <a href="#" class="showlogin">Click here to login</a></div></div>
<form class="woocommerce-form woocommerce-form-login login" method="post" style="display:none;"><p>If you have shopped with us before, please enter your details below. If you are a new customer, please proceed to the Billing section.</p>
<p class="form-row form-row-first"><label for="username">Username or email&nbsp;<span class="required">*</span></label><input type="text" class="input-text" name="username" id="username" autocomplete="username"></p>
<p class="form-row form-row-last"><label for="password">Password&nbsp;<span class="required">*</span></label><input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password"></p>
<div class="clear"></div>
<p class="form-row"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Login">Login</button></p>
<div class="clear"></div></form>
<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Have a coupon? <a href="#" class="showcoupon">Click here to enter your code</a></div></div>
<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none"><p>If you have a coupon code, please apply it below.</p>
<p class="form-row form-row-first"><label for="coupon_code" class="screen-reader-text">Coupon:</label><input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value=""></p>
<p class="form-row form-row-last"><button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></p>
<div class="clear"></div></form>`;
}

/** A guest's "Create an account?" box and its password (`checkout/form-billing.php`). */
export function createAccountFields(): SafeHtml {
  return html`<div class="woocommerce-account-fields"><p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"> <span>Create an account?</span></label></p>
<div class="create-account"><p class="form-row validate-required" id="account_password_field" data-priority=""><label for="account_password">Create account password&nbsp;<abbr class="required" title="required">*</abbr></label><span class="woocommerce-input-wrapper password-input"><input type="password" class="input-text" name="account_password" id="account_password" placeholder="Password" value="" autocomplete="new-password"></span></p><div class="clear"></div></div></div>`;
}

/** The marker that makes the fixture shop offer the demo card gateway (pages with `?jquery=1`). */
export function demoGatewayMarker(): SafeHtml {
  return html`<input type="hidden" name="lantern_demo_gateway" value="1">`;
}

/** The demo card gateway's script, written against checkout.js's jQuery events (demo-html/assets/demo-gateway.js). */
export function demoGatewayScript(): SafeHtml {
  return html`<script src="/demo-assets/demo-gateway.js" id="lantern-demo-gateway-js" defer></script>`;
}
