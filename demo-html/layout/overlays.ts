import { html, type SafeHtml } from '../../fixtures/html/html';
import { md5 } from '../../fixtures/html/md5';
import type { PageContext } from '../context';
import { productSearchForm } from '../parts/search-form';

/** The store notice text (WooCommerce option `woocommerce_demo_store_notice`). */
export const STORE_NOTICE = 'Free shipping on orders over $150 — this is a demo store';

/**
 * The side mini-cart panel and its overlay. Its widget starts empty, like every cart widget
 * WooCommerce renders; the cart fragments fill it.
 */
export function sideCart(): SafeHtml {
  return html`<div class="site-header-cart-side">
<div class="cart-side-heading"><span class="cart-side-title">Shopping cart</span><a href="#" class="close-cart-side">close</a></div>
<div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div>
</div>
<div class="cart-side-overlay"></div>`;
}

/**
 * `woocommerce_demo_store()`: hidden inline until WooCommerce's script shows it (unless the
 * `store_notice<id>` cookie says it was dismissed); the id is the md5 of the text.
 */
export function storeNotice(): SafeHtml {
  return html`<p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="${md5(STORE_NOTICE)}" style="display:none;">${STORE_NOTICE} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;
}

/**
 * WooCommerce's coming-soon footer banner for admins, with its href-less dismiss link that
 * carries the REST URL and nonce; not rendered once dismissed.
 *
 * @example
 * comingSoonBanner(context); // '' after the dismissal was recorded
 */
export function comingSoonBanner(context: PageContext): SafeHtml {
  if (!context.comingSoon) return html``;
  return html`<div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">This page is in "Coming soon" mode and is only visible to you and those who have permission. To make it public to everyone, <a href="/wp-admin/admin.php?page=wc-settings&amp;tab=site-visibility">change visibility settings</a>.</div><a class="coming-soon-footer-banner-dismiss" data-rest-url="${context.comingSoon.restUrl}" data-rest-nonce="${context.comingSoon.nonce}"></a></div>`;
}

/**
 * The theme's search popup, opened by the header's `.button-search-popup`: a product search
 * form with its own live search results.
 */
export function searchPopup(): SafeHtml {
  return html`<div class="site-search-popup"><div class="site-search-popup-wrap">
<a href="#" class="site-search-popup-close">Close search</a>
<div class="site-search ajax-search"><div class="widget woocommerce widget_product_search">${productSearchForm(3)}</div><div class="ajax-search-result d-none"></div></div>
</div></div>`;
}
