import { html } from '../../fixtures/html/html';
import { noticesHtml, orderReviewHtml, paymentHtml } from '../../fixtures/shop/index';
import type { PageContext, PageView } from '../context';
import { addressGlobals } from '../parts/address-globals';
import { addressAutocompleteGlobal, addressProviderScripts } from '../parts/address-providers';
import { checkoutGlobal, checkoutToggles, createAccountFields, demoGatewayMarker, demoGatewayScript } from '../parts/checkout-form';
import { addressFields } from '../parts/checkout-fields';

/**
 * The classic checkout (`[woocommerce_checkout]`), markup only: billing and shipping address
 * fields, order notes, the order attribution element, order review and payment; in the footer,
 * the address autocomplete handle and the demo's three address providers.
 *
 * @example
 * checkoutPage(context).bodyClass.includes('woocommerce-checkout'); // true
 */
export function checkoutPage(context: PageContext): PageView {
  return {
    title: 'Checkout',
    ownNotices: true,
    bodyClass: ['page-template-default', 'page', 'page-id-8', 'woocommerce-checkout', 'woocommerce-page'],
    globals: [addressAutocompleteGlobal, checkoutGlobal(context), ...addressGlobals],
    main: html`<article id="post-8" class="post-8 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Checkout</h1></header>
<div class="entry-content"><div class="woocommerce">
<div class="woocommerce-notices-wrapper">${noticesHtml(context.notices)}</div>
${checkoutToggles()}
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" enctype="multipart/form-data" aria-label="Checkout">
<div class="col2-set" id="customer_details">
<div class="col-1"><div class="woocommerce-billing-fields"><h2>Billing details</h2><div class="woocommerce-billing-fields__field-wrapper">${addressFields('billing')}</div></div>${createAccountFields()}</div>
<div class="col-2">
<div class="woocommerce-shipping-fields"><h3 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1"> <span>Ship to a different address?</span></label></h3>
<div class="shipping_address"><div class="woocommerce-shipping-fields__field-wrapper">${addressFields('shipping')}</div></div></div>
<div class="woocommerce-additional-fields"><div class="woocommerce-additional-fields__field-wrapper"><p class="form-row notes" id="order_comments_field" data-priority=""><label for="order_comments">Order notes&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" placeholder="Notes about your order, e.g. special notes for delivery." rows="2" cols="5"></textarea></span></p></div></div>
<wc-order-attribution-inputs></wc-order-attribution-inputs>
</div>
</div>
<h3 id="order_review_heading">Your order</h3>
<div id="order_review" class="woocommerce-checkout-review-order">${orderReviewHtml(context.cart, context.checkout.choices, context.checkout.shipping)}${paymentHtml({ ...context.checkout.choices, demoGateway: context.flags.jquery }, context.checkout.nonce)}</div>
${context.flags.jquery && demoGatewayMarker()}</form>
</div></div>
</article>`,
    footer: html`${addressProviderScripts(context.flags)}${context.flags.jquery && demoGatewayScript()}`,
  };
}
