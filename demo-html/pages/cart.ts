import { html, type SafeHtml } from '../../fixtures/html/html';
import { noticesHtml, type CartItemView, type CartView } from '../../fixtures/shop/index';
import { priceHtml } from '../../fixtures/shop/money';
import type { PageContext, PageView } from '../context';
import { lanternConfigGlobal } from '../layout/globals';
import { addressGlobals } from '../parts/address-globals';
import { quantityInput } from '../parts/quantity-input';

function cartRow(item: CartItemView): SafeHtml {
  return html`<tr class="woocommerce-cart-form__cart-item cart_item">
<td class="product-remove"><a role="button" href="${item.removeUrl}" class="remove" aria-label="Remove ${item.name} from cart" data-product_id="${item.productId}" data-product_sku="${item.sku}">&times;</a></td>
<td class="product-thumbnail"><a href="${item.permalink}"><img width="324" height="324" src="${item.image}" class="attachment-woocommerce_thumbnail size-woocommerce_thumbnail" alt="${item.name}" decoding="async" loading="lazy"></a></td>
<td class="product-name" data-title="Product"><a href="${item.permalink}">${item.name}</a></td>
<td class="product-price" data-title="Price">${priceHtml(item.price)}</td>
<td class="product-quantity" data-title="Quantity">${quantityInput({ productName: item.name, idSeed: `cart-${item.key}`, name: `cart[${item.key}][qty]`, value: item.quantity, min: 0, max: item.maxQuantity })}</td>
<td class="product-subtotal" data-title="Subtotal">${priceHtml(item.lineTotal)}</td>
</tr>`;
}

function cartForm(cart: CartView, nonce: string): SafeHtml {
  return html`<form class="woocommerce-cart-form" action="/cart/" method="post">
<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents" cellspacing="0">
<thead><tr><th class="product-remove"><span class="screen-reader-text">Remove item</span></th><th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th><th scope="col" class="product-name">Product</th><th scope="col" class="product-price">Price</th><th scope="col" class="product-quantity">Quantity</th><th scope="col" class="product-subtotal">Subtotal</th></tr></thead>
<tbody>
${cart.items.map(cartRow)}
<tr><td colspan="6" class="actions">
<div class="coupon"><label for="coupon_code" class="screen-reader-text">Coupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code"> <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></div>
<button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button>
<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="/cart/">
</td></tr>
</tbody>
</table>
</form>`;
}

/**
 * The classic cart page (`[woocommerce_cart]`): the cart form with quantity inputs inside
 * `td.product-quantity`, remove links, the coupon field and totals (coupons, shipping methods and
 * the shipping calculator), with `wc_cart_params`; or the empty-cart message.
 *
 * @example
 * cartPage(context).isCart; // true
 */
export function cartPage(context: PageContext): PageView {
  const { cart } = context;
  const content =
    cart.items.length === 0
      ? html`<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div>
<p class="return-to-shop"><a class="button wc-backward" href="/shop/">Return to shop</a></p>`
      : html`${cartForm(cart, context.cartNonce)}<div class="cart-collaterals">${context.cartPage.totals}</div>`;
  return {
    title: 'Cart',
    isCart: true,
    ownNotices: true,
    bodyClass: ['page-template-default', 'page', 'page-id-7', 'woocommerce-cart', 'woocommerce-page'],
    // The shipping calculator's country and state fields, as WordPress prints them on the cart page.
    globals: [lanternConfigGlobal, { id: 'wc-cart-js-extra', name: 'wc_cart_params', value: context.cartPage.params }, ...addressGlobals],
    main: html`<article id="post-7" class="post-7 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Cart</h1></header>
<div class="entry-content"><div class="woocommerce"><div class="woocommerce-notices-wrapper">${noticesHtml(context.notices)}</div>${content}</div></div>
</article>`,
  };
}
