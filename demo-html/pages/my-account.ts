import { html } from '../../fixtures/html/html';
import { md5 } from '../../fixtures/html/md5';
import type { PageContext, PageView } from '../context';

const REQUIRED = html`&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span>`;

/**
 * My account for a guest (`myaccount/form-login.php`): the login form and the register form,
 * each with a `.woocommerce-Input` password field that WooCommerce gives a show/hide button.
 *
 * @example
 * myAccountPage(context).title; // 'My account'
 */
export function myAccountPage(context: PageContext): PageView {
  const { settings } = context.wishlist.store;
  if (settings.signedIn) return signedInAccountPage(settings.pageMyAccount !== 'no');
  const nonce = (action: string) => md5(`${action}|${context.cartNonce}`).slice(0, 10);
  return {
    title: 'My account',
    bodyClass: ['page-template-default', 'page', 'page-id-9', 'woocommerce-account', 'woocommerce-page'],
    main: html`<article id="post-9" class="post-9 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">My account</h1></header>
<div class="entry-content"><div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>
<div class="u-columns col2-set" id="customer_login">
<div class="u-column1 col-1"><h2>Login</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="username">Username or email address${REQUIRED}</label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password">Password${REQUIRED}</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>
<p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Remember me</span></label>
<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${nonce('woocommerce-login')}"><input type="hidden" name="_wp_http_referer" value="/my-account/">
<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button></p>
<p class="woocommerce-LostPassword lost_password"><a href="/my-account/lost-password/">Lost your password?</a></p>
</form></div>
<div class="u-column2 col-2"><h2>Register</h2>
<form method="post" class="woocommerce-form woocommerce-form-register register">
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_email">Email address${REQUIRED}</label><input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" value="" required aria-required="true"></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_password">Password${REQUIRED}</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true"></p>
<wc-order-attribution-inputs></wc-order-attribution-inputs>
<div class="woocommerce-privacy-policy-text"><p>Your personal data will be used to support your experience throughout this website and to manage access to your account.</p></div>
<p class="woocommerce-form-row form-row"><input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${nonce('woocommerce-register')}"><input type="hidden" name="_wp_http_referer" value="/my-account/"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Register">Register</button></p>
</form></div>
</div></div></div>
</article>`,
  };
}

/**
 * My account for the signed-in demo user (wishlist settings page): the account navigation with
 * the tab WPC Smart Wishlist adds (`page_myaccount`), and the dashboard.
 */
function signedInAccountPage(wishlistTab: boolean): PageView {
  return {
    title: 'My account',
    bodyClass: ['page-template-default', 'page', 'page-id-9', 'woocommerce-account', 'woocommerce-page', 'logged-in'],
    main: html`<article id="post-9" class="post-9 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">My account</h1></header>
<div class="entry-content"><div class="woocommerce">
<nav class="woocommerce-MyAccount-navigation" aria-label="Account pages"><ul>
<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--dashboard is-active"><a href="/my-account/" aria-current="page">Dashboard</a></li>
${wishlistTab && html`<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--wishlist"><a href="/wishlist/">Wishlist</a></li>`}
</ul></nav>
<div class="woocommerce-MyAccount-content"><p>Hello <strong>demo</strong>. From your account dashboard you can see your wishlists.</p></div>
</div></div>
</article>`,
  };
}
