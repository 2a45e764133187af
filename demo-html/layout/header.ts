import { html, type SafeHtml } from '../../fixtures/html/html';
import { md5 } from '../../fixtures/html/md5';
import { headerCartLink } from '../../fixtures/shop/header-cart';
import type { PageContext } from '../context';
import { productSearchForm } from '../parts/search-form';
import { SITE_NAME } from './head';
import { classicNavigation, primaryNavigation } from './navigation';
import { wishlistBadge, wishlistMenuItem } from '../parts/wishlist';
import { compareMenuItem } from '../parts/compare';

/**
 * The header account dropdown's AJAX login form (`form.<theme>-login-form-ajax`). POST, so
 * that without the theme's script the password goes in the body, never the address.
 */
function accountDropdown(context: PageContext): SafeHtml {
  return html`<div class="account-dropdown"><div class="account-wrap"><div class="account-inner">
<div class="login-form-head"><span class="login-form-title">Sign in</span> <a class="register-link" href="/my-account/">Create an account</a></div>
<form class="beacon-login-form-ajax" method="post" data-toggle="validator">
<p><label for="beacon-login-username">Username or email <span class="required" aria-hidden="true">*</span></label><input id="beacon-login-username" name="username" type="text" required autocomplete="username"></p>
<p><label for="beacon-login-password">Password <span class="required" aria-hidden="true">*</span></label><input id="beacon-login-password" name="password" type="password" required autocomplete="current-password"></p>
<button type="submit" data-button-action class="button">Login</button>
<input type="hidden" name="action" value="beacon_login">
<input type="hidden" id="security-login" name="security-login" value="${md5(`ajax-beacon-login-nonce|${context.cartNonce}`).slice(0, 10)}">
</form>
<div class="login-form-bottom"><a href="/my-account/lost-password/" class="lostpass-link">Lost your password?</a></div>
</div></div></div>`;
}

/**
 * `header#masthead`: site title, live search, account dropdown, header cart (link plus an
 * empty mini-cart widget that the cart fragments fill), primary menu.
 *
 * @example
 * siteHeader(context);
 */
export function siteHeader(context: PageContext): SafeHtml {
  const path = context.url.pathname;
  return html`<header id="masthead" class="site-header">
<div class="col-full">
<button class="menu-mobile-nav-button" type="button" aria-label="Open menu"><span class="menu-mobile-nav-icon" aria-hidden="true"></span></button>
<div class="site-branding"><p class="site-title"><a href="/" rel="home">${SITE_NAME}</a></p><p class="site-description">LED lights for work vehicles and boats</p></div>
<div class="site-search ajax-search"><div class="widget woocommerce widget_product_search">${productSearchForm(0, context.url.searchParams.get('s') ?? '', context.url.searchParams.get('product_cat') ?? '')}</div><div class="ajax-search-result d-none"></div></div>
<div class="header-group-action">
<a href="#" class="button-search-popup">Search</a>
<div class="site-header-account"><a href="/my-account/">My account</a>${accountDropdown(context)}</div>
<div class="site-header-wishlist">${wishlistBadge(context, 'header')}</div>
<ul id="site-header-cart" class="site-header-cart menu">
<li class="${path === '/cart/' ? 'current-menu-item' : ''}">${headerCartLink(context.cart)}</li>
<li><div class="widget woocommerce widget_shopping_cart"><div class="widget_shopping_cart_content"></div></div></li>
</ul>
</div>
</div>
<div class="storefront-primary-navigation"><div class="col-full">${(context.flags.classicMenu ? classicNavigation : primaryNavigation)(path, html`${wishlistMenuItem(context)}${compareMenuItem(context)}`)}</div></div>
</header>`;
}
