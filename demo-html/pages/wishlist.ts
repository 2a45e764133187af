import { html } from '../../fixtures/html/html';
import { pageList, switcher } from '../../fixtures/shop/wishlist/markup';
import { canEdit, listOf, USER_PRIMARY_KEY } from '../../fixtures/shop/wishlist/state';
import type { PageContext, PageView } from '../context';

/**
 * The wishlist page (`woosw_page_id`, shortcode `[woosw_list]`): the visitor's list, or the
 * list of the key in the address (`/wishlist/<key>/`, shared links). The signed-in demo user
 * also gets the switcher between their lists.
 *
 * @example wishlistPage(context, 'ABC123').title; // 'Wishlist'
 */
export function wishlistPage(context: PageContext, key: string | null): PageView {
  const { store, key: own } = context.wishlist;
  const shownKey = key ?? own;
  const list = listOf(store, shownKey);
  const owner = canEdit(store, own, shownKey);
  // The default list is the page's own title: its name is not printed a second time under it.
  const name = list.name === '' || shownKey === USER_PRIMARY_KEY ? null : list.name;
  return {
    title: 'Wishlist',
    bodyClass: ['page-template-default', 'page', 'page-id-12', 'woosw-page'],
    main: html`<article id="post-12" class="post-12 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Wishlist</h1></header>
<div class="entry-content">${store.settings.signedIn && switcher(store, shownKey)}${name !== null && html`<h2 class="woosw-list-name">${name}</h2>`}${pageList(list, context.catalogue, owner, context.url.origin)}</div>
</article>`,
  };
}

/**
 * The demo's settings page for the wishlist: the plugin's options a QA person flips
 * (site-wide, for every browser of this demo server until it restarts).
 */
export function wishlistSettingsPage(context: PageContext): PageView {
  const settings = context.wishlist.store.settings;
  const choice = (name: string, label: string, value: string, options: readonly [string, string][]) =>
    html`<p><label for="setting-${name}">${label}</label> <select id="setting-${name}" name="${name}">${options.map(
      ([option, text]) => html`<option value="${option}"${option === value ? html` selected` : ''}>${text}</option>`,
    )}</select></p>`;
  const flag = (name: string, label: string, on: boolean) =>
    html`<p><label><input type="checkbox" name="${name}" value="yes"${on ? html` checked` : ''}> ${label}</label></p>`;
  return {
    title: 'Wishlist settings',
    bodyClass: ['page-template-default', 'page', 'page-id-13'],
    main: html`<article class="page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Wishlist settings (demo)</h1></header>
<div class="entry-content"><p>The WPC Smart Wishlist options the demo server uses for every visitor until it restarts.</p>
<form method="post" action="/wishlist-settings/">
${choice('button_action', 'After adding to the wishlist (button_action)', settings.buttonAction, [['list', 'Open the popup with the list'], ['message', 'Show a message'], ['no', 'Do nothing']])}
${choice('button_action_added', 'Clicking an added product (button_action_added)', settings.buttonActionAdded, [['popup', 'Open the popup'], ['page', 'Go to the wishlist page'], ['remove', 'Remove it']])}
${choice('page_myaccount', 'My account link (page_myaccount)', settings.pageMyAccount, [['yes', 'Open the page'], ['yes_popup', 'Open the popup'], ['no', 'No link']])}
${choice('menu_action', 'Menu item (menu_action)', settings.menuAction, [['open_page', 'Open the page'], ['open_popup', 'Open the popup']])}
${choice('continue_url', "The popup's Continue shopping (continue_url)", settings.continueUrl, [['', 'Closes the popup'], ['/shop/', 'Goes to the shop page']])}
${flag('auto_remove', 'Remove a product from the wishlist when it is added to the cart (auto_remove)', settings.autoRemove)}
${flag('popup_search', 'Search box in the popup (popup_search)', settings.popupSearch)}
${flag('reload_count', 'Load the count on every page (reload_count)', settings.reloadCount)}
${flag('signed_in', 'Browse as the signed-in demo user (several named wishlists)', settings.signedIn)}
${flag('disable_unauthenticated', 'Guests must log in to use the wishlist (disable_unauthenticated)', settings.guestsMustLogIn)}
<p><button type="submit" class="button">Save settings</button></p>
</form></div>
</article>`,
  };
}
