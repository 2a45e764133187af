import { html } from '../../fixtures/html/html';
import { productById } from '../../fixtures/catalogue/index';
import { priceRange } from '../../fixtures/catalogue/stock';
import { priceHtml } from '../../fixtures/shop/money';
import type { PageContext, PageView } from '../context';
import { DEMO_ORDER, demoOrderData } from '../parts/analytics';

/**
 * WooCommerce's order-received page (`checkout/thankyou.php`) for the demo's placed order, with
 * the order in the analytics data, from which the `purchase` event is sent.
 *
 * @example
 * orderReceivedPage(context).title; // 'Order received'
 */
export function orderReceivedPage(context: PageContext): PageView {
  const lines = DEMO_ORDER.lines.flatMap(([id, quantity]) => {
    const product = productById(context.catalogue, id);
    return product ? [{ product, quantity, total: priceRange(product).min * quantity }] : [];
  });
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  return {
    title: 'Order received',
    bodyClass: ['page-template-default', 'page', 'page-id-8', 'woocommerce-checkout', 'woocommerce-page', 'woocommerce-order-received'],
    analytics: { order: demoOrderData(context.catalogue) },
    main: html`<article id="post-8" class="post-8 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Order received</h1></header>
<div class="entry-content"><div class="woocommerce"><div class="woocommerce-order">
<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
<li class="woocommerce-order-overview__order order">Order number: <strong>${DEMO_ORDER.id}</strong></li>
<li class="woocommerce-order-overview__date date">Date: <strong>May 14, 2026</strong></li>
<li class="woocommerce-order-overview__total total">Total: <strong>${priceHtml(total)}</strong></li>
<li class="woocommerce-order-overview__payment-method method">Payment method: <strong>Cash on delivery</strong></li>
</ul>
<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Order details</h2>
<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">
<thead><tr><th class="woocommerce-table__product-name product-name">Product</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead>
<tbody>${lines.map(
      (line) => html`<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name"><a href="${line.product.permalink}">${line.product.name}</a> <strong class="product-quantity">&times;&nbsp;${line.quantity}</strong></td><td class="woocommerce-table__product-total product-total">${priceHtml(line.total)}</td></tr>`,
    )}</tbody>
<tfoot><tr><th scope="row">Total:</th><td>${priceHtml(total)}</td></tr></tfoot>
</table></section>
</div></div></div>
</article>`,
  };
}
