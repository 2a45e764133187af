import { html, type SafeHtml } from '../../fixtures/html/html';
import { productById } from '../../fixtures/catalogue/index';
import { priceRange } from '../../fixtures/catalogue/stock';
import { priceHtml } from '../../fixtures/shop/money';
import type { PlacedOrder } from '../../fixtures/shop/index';
import type { PageContext, PageView } from '../context';
import { DEMO_ORDER, demoOrderData } from '../parts/analytics';
import { notFoundPage } from './not-found';

/** The demo's fixed order (1234), in the shape of an order the checkout takes. */
function demoOrder(context: PageContext): PlacedOrder {
  const lines = DEMO_ORDER.lines.flatMap(([id, quantity]) => {
    const product = productById(context.catalogue, id);
    return product ? [{ productId: id, name: product.name, permalink: product.permalink, quantity, total: priceRange(product).min * quantity }] : [];
  });
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  return { id: DEMO_ORDER.id, key: DEMO_ORDER.key, lines, subtotal: total, discount: 0, shipping: { label: '', cost: 0 }, fee: 0, total, paymentTitle: 'Cash on delivery', email: '', date: 'May 14, 2026' };
}

/** The order's totals as WooCommerce lists them under its lines (`get_order_item_totals`): subtotal, discount, shipping, fees, payment method, total. */
function totalsRows(order: PlacedOrder): SafeHtml {
  return html`<tr><th scope="row">Subtotal:</th><td>${priceHtml(order.subtotal)}</td></tr>${
    order.discount > 0 && html`<tr><th scope="row">Discount:</th><td>-${priceHtml(order.discount)}</td></tr>`
  }${order.shipping.label !== '' && html`<tr><th scope="row">Shipping:</th><td>${order.shipping.cost > 0 ? priceHtml(order.shipping.cost) : order.shipping.label}</td></tr>`}${
    order.fee > 0 && html`<tr><th scope="row">Instalments fee:</th><td>${priceHtml(order.fee)}</td></tr>`
  }<tr><th scope="row">Payment method:</th><td>${order.paymentTitle}</td></tr><tr><th scope="row">Total:</th><td>${priceHtml(order.total)}</td></tr>`;
}

/**
 * WooCommerce's order-received page (`checkout/thankyou.php`): the demo's order 1234, with the
 * order in the analytics data (from which the `purchase` event is sent), or an order the
 * checkout took. An unknown id or a wrong key is the theme's 404.
 *
 * @example
 * orderReceivedPage(context).title; // 'Order received'
 */
export function orderReceivedPage(context: PageContext): PageView {
  const id = Number(/\/order-received\/(\d+)\//.exec(context.url.pathname)?.[1] ?? 0);
  const key = context.url.searchParams.get('key') ?? '';
  const isDemo = id === DEMO_ORDER.id && key === DEMO_ORDER.key;
  const order = isDemo ? demoOrder(context) : context.order(id, key);
  if (!order) return notFoundPage();
  return {
    title: 'Order received',
    bodyClass: ['page-template-default', 'page', 'page-id-8', 'woocommerce-checkout', 'woocommerce-page', 'woocommerce-order-received'],
    analytics: isDemo ? { order: demoOrderData(context.catalogue) } : undefined,
    main: html`<article id="post-8" class="post-8 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Order received</h1></header>
<div class="entry-content"><div class="woocommerce"><div class="woocommerce-order">
<p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">
<li class="woocommerce-order-overview__order order">Order number: <strong>${order.id}</strong></li>
<li class="woocommerce-order-overview__date date">Date: <strong>${order.date}</strong></li>
${order.email !== '' && html`<li class="woocommerce-order-overview__email email">Email: <strong>${order.email}</strong></li>`}
<li class="woocommerce-order-overview__total total">Total: <strong>${priceHtml(order.total)}</strong></li>
<li class="woocommerce-order-overview__payment-method method">Payment method: <strong>${order.paymentTitle}</strong></li>
</ul>
<section class="woocommerce-order-details"><h2 class="woocommerce-order-details__title">Order details</h2>
<table class="woocommerce-table woocommerce-table--order-details shop_table order_details">
<thead><tr><th class="woocommerce-table__product-name product-name">Product</th><th class="woocommerce-table__product-table product-total">Total</th></tr></thead>
<tbody>${order.lines.map(
      (line) => html`<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name"><a href="${line.permalink}">${line.name}</a> <strong class="product-quantity">&times;&nbsp;${line.quantity}</strong></td><td class="woocommerce-table__product-total product-total">${priceHtml(line.total)}</td></tr>`,
    )}</tbody>
<tfoot>${isDemo ? html`<tr><th scope="row">Total:</th><td>${priceHtml(order.total)}</td></tr>` : totalsRows(order)}</tfoot>
</table></section>
</div></div></div>
</article>`,
  };
}
