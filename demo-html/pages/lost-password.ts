import { html } from '../../fixtures/html/html';
import { md5 } from '../../fixtures/html/md5';
import type { PageContext, PageView } from '../context';

/** The page WooCommerce shows once the reset mail is on its way (`lost-password-confirmation.php`). */
const SENT = html`<div class="woocommerce-message" role="alert">Password reset email has been sent.</div>
<p>A password reset email has been sent to the email address on file for your account, but may take several minutes to show up in your inbox. Please wait at least 10 minutes before attempting another reset.</p>`;

/**
 * The lost password endpoint of My account (`myaccount/form-lost-password.php`); after the form
 * is posted, `?reset-link-sent=true` shows the confirmation instead. The demo sends no mail.
 *
 * @example
 * lostPasswordPage(context).title; // 'Lost password'
 */
export function lostPasswordPage(context: PageContext): PageView {
  const sent = context.url.searchParams.get('reset-link-sent') === 'true';
  return {
    title: 'Lost password',
    bodyClass: ['page-template-default', 'page', 'page-id-9', 'woocommerce-account', 'woocommerce-page', 'woocommerce-lost-password'],
    breadcrumb: [{ label: 'My account', href: '/my-account/' }, { label: 'Lost password' }],
    main: html`<article id="post-9" class="post-9 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Lost password</h1></header>
<div class="entry-content"><div class="woocommerce">${
      sent
        ? SENT
        : html`<form method="post" class="woocommerce-ResetPassword lost_reset_password">
<p>Lost your password? Please enter your username or email address. You will receive a link to create a new password via email.</p>
<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first"><label for="user_login">Username or email&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span></label><input class="woocommerce-Input woocommerce-Input--text input-text" type="text" name="user_login" id="user_login" autocomplete="username" required aria-required="true"></p>
<div class="clear"></div>
<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true"><button type="submit" class="woocommerce-Button button" value="Reset password">Reset password</button></p>
<input type="hidden" id="woocommerce-lost-password-nonce" name="woocommerce-lost-password-nonce" value="${md5(`lost_password|${context.cartNonce}`).slice(0, 10)}"><input type="hidden" name="_wp_http_referer" value="/my-account/lost-password/">
</form>`
    }</div></div>
</article>`,
  };
}
