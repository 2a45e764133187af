import { html } from '../../fixtures/html/html';
import { md5 } from '../../fixtures/html/md5';
import { noticesHtml } from '../../fixtures/shop/index';
import type { PageContext, PageView } from '../context';
import { addressGlobals } from '../parts/address-globals';
import { addressFields } from '../parts/checkout-fields';

/**
 * My Account's shipping address form (`myaccount/form-edit-address.php`): the address fields
 * in `.woocommerce-address-fields`, with the country and address rules' globals as WooCommerce
 * prints them there. Saving shows WooCommerce's notice; the demo keeps no address.
 *
 * @example
 * editAddressPage(context).title; // 'Shipping address'
 */
export function editAddressPage(context: PageContext): PageView {
  return {
    title: 'Shipping address',
    ownNotices: true,
    bodyClass: ['page-template-default', 'page', 'page-id-9', 'woocommerce-account', 'woocommerce-page', 'woocommerce-edit-address'],
    breadcrumb: [{ label: 'My account', href: '/my-account/' }, { label: 'Shipping address' }],
    globals: addressGlobals,
    main: html`<article id="post-9" class="post-9 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Shipping address</h1></header>
<div class="entry-content"><div class="woocommerce">
<div class="woocommerce-notices-wrapper">${noticesHtml(context.notices)}</div>
<form method="post">
<h2>Shipping address</h2>
<div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">${addressFields('shipping')}</div>
<p><button type="submit" class="button" name="save_address" value="Save address">Save address</button>
<input type="hidden" id="woocommerce-edit-address-nonce" name="woocommerce-edit-address-nonce" value="${md5(`edit-address|${context.cartNonce}`).slice(0, 10)}"><input type="hidden" name="action" value="edit_address"></p>
</div>
</form>
</div></div>
</article>`,
  };
}
