import { html, type SafeHtml } from '../../fixtures/html/html';
import { md5 } from '../../fixtures/html/md5';
import { noticesHtml, type CartView } from '../../fixtures/shop/index';
import { priceHtml } from '../../fixtures/shop/money';
import type { PageContext, PageView } from '../context';
import { addressAutocompleteGlobal, addressProviderScripts } from '../parts/address-providers';
import { addressFields } from '../parts/checkout-fields';

function orderReview(cart: CartView): SafeHtml {
  return html`<table class="shop_table woocommerce-checkout-review-order-table">
<thead><tr><th class="product-name">Product</th><th class="product-total">Subtotal</th></tr></thead>
<tbody>${cart.items.map(
    (item) => html`<tr class="cart_item"><td class="product-name">${item.name}&nbsp;<strong class="product-quantity">&times;&nbsp;${item.quantity}</strong></td><td class="product-total">${priceHtml(item.lineTotal)}</td></tr>`,
  )}</tbody>
<tfoot>
<tr class="cart-subtotal"><th>Subtotal</th><td>${priceHtml(cart.subtotal)}</td></tr>
<tr class="order-total"><th>Total</th><td><strong>${priceHtml(cart.subtotal)}</strong></td></tr>
</tfoot>
</table>`;
}

function payment(nonce: string): SafeHtml {
  return html`<div id="payment" class="woocommerce-checkout-payment">
<ul class="wc_payment_methods payment_methods methods"><li class="wc_payment_method payment_method_cod">
<input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod" checked="checked" data-order_button_text="">
<label for="payment_method_cod">Cash on delivery</label>
<div class="payment_box payment_method_cod"><p>Pay with cash upon delivery.</p></div>
</li></ul>
<div class="form-row place-order">
<div class="woocommerce-terms-and-conditions-wrapper"><div class="woocommerce-privacy-policy-text"><p>Your personal data will be used to process your order and support your experience throughout this website.</p></div></div>
<button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order" data-value="Place order">Place order</button>
<input type="hidden" id="woocommerce-process-checkout-nonce" name="woocommerce-process-checkout-nonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="/?wc-ajax=update_order_review">
</div>
</div>`;
}

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
    globals: [addressAutocompleteGlobal],
    main: html`<article id="post-8" class="post-8 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Checkout</h1></header>
<div class="entry-content"><div class="woocommerce">
<div class="woocommerce-notices-wrapper">${noticesHtml(context.notices)}</div>
<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" enctype="multipart/form-data" aria-label="Checkout">
<div class="col2-set" id="customer_details">
<div class="col-1"><div class="woocommerce-billing-fields"><h2>Billing details</h2><div class="woocommerce-billing-fields__field-wrapper">${addressFields('billing')}</div></div></div>
<div class="col-2">
<div class="woocommerce-shipping-fields"><h3 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1"> <span>Ship to a different address?</span></label></h3>
<div class="shipping_address"><div class="woocommerce-shipping-fields__field-wrapper">${addressFields('shipping')}</div></div></div>
<div class="woocommerce-additional-fields"><div class="woocommerce-additional-fields__field-wrapper"><p class="form-row notes" id="order_comments_field" data-priority=""><label for="order_comments">Order notes&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments" placeholder="Notes about your order, e.g. special notes for delivery." rows="2" cols="5"></textarea></span></p></div></div>
<wc-order-attribution-inputs></wc-order-attribution-inputs>
</div>
</div>
<h3 id="order_review_heading">Your order</h3>
<div id="order_review" class="woocommerce-checkout-review-order">${orderReview(context.cart)}${payment(md5(`checkout|${context.cartNonce}`).slice(0, 10))}</div>
</form>
</div></div>
</article>`,
    footer: addressProviderScripts(context.flags) || undefined,
  };
}
