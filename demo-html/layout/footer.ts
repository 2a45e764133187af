import { html, type SafeHtml } from '../../fixtures/html/html';
import { footerCartLink } from '../../fixtures/shop/header-cart';
import type { PageContext } from '../context';
import { productSearchForm } from '../parts/search-form';
import { SITE_NAME } from './head';
import { wishlistBadge, wishlistLink } from '../parts/wishlist';
import { compareLinks } from '../parts/compare';

/** `footer#colophon`; Storefront prints the handheld bar inside it (`storefront_footer` hook). */
export function siteFooter(context: PageContext): SafeHtml {
  return html`<footer id="colophon" class="site-footer">
<div class="col-full"><div class="site-info">&copy; 2025 ${SITE_NAME}. A demo store: nothing is charged or shipped.</div>
<div class="footer-wishlist">${wishlistBadge(context, 'footer')} ${wishlistLink(context)} <a href="/wishlist-settings/">Wishlist settings (demo)</a></div>
<div class="footer-compare">${compareLinks(context)}</div>
${handheldFooterBar(context)}</div>
</footer>`;
}

/**
 * Storefront's handheld footer bar (shown on phones): account, a search toggle whose box
 * (with the theme's live search results) shows while `li.search` has class `active`, and the
 * cart count.
 *
 * @example
 * handheldFooterBar(context);
 */
export function handheldFooterBar(context: PageContext): SafeHtml {
  return html`<div class="storefront-handheld-footer-bar">
<ul class="columns-3">
<li class="my-account"><a href="/my-account/">My Account</a></li>
<li class="search"><a href="#">Search</a><div class="site-search"><div class="widget woocommerce widget_product_search">${productSearchForm(1)}</div><div class="ajax-search-result d-none"></div></div></li>
<li class="cart">${footerCartLink(context.cart)}</li>
</ul>
</div>`;
}
