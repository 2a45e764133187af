import { html, raw, type SafeHtml } from '../../fixtures/html/html';
import { WISHLIST_NONCE } from '../../fixtures/shop/wishlist/endpoints';
import { menuItem, WISHLIST_PATH } from '../../fixtures/shop/wishlist/markup';
import type { LocalizedScript, PageContext } from '../context';

/** The query arguments after which WordPress pages say `added_to_cart: yes` (filterable in the plugin). */
const ADDED_TO_CART_ARGS = ['add-to-cart', 'product_added_to_cart', 'added_to_cart', 'set_cart', 'fill_cart'];

/**
 * `woosw_vars`, as WPC Smart Wishlist localizes it (6.0.4, every value a string), from the
 * demo's site-wide wishlist settings.
 *
 * @example wooswVars(context).value.button_action; // 'list'
 */
export function wooswVars(context: PageContext): LocalizedScript {
  const settings = context.wishlist.store.settings;
  const confirm = 'This action cannot be undone. Are you sure?';
  return {
    id: 'woosw-frontend-js-extra',
    name: 'woosw_vars',
    value: {
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      nonce: WISHLIST_NONCE,
      added_to_cart: ADDED_TO_CART_ARGS.some((arg) => context.url.searchParams.has(arg)) ? 'yes' : 'no',
      auto_remove: settings.autoRemove ? 'yes' : 'no',
      page_myaccount: settings.pageMyAccount,
      menu_action: settings.menuAction,
      reload_count: settings.reloadCount ? 'yes' : 'no',
      perfect_scrollbar: 'yes',
      wishlist_url: WISHLIST_PATH,
      button_action: settings.buttonAction,
      message_position: 'right-top',
      button_action_added: settings.buttonActionAdded,
      empty_confirm: confirm,
      delete_confirm: confirm,
      copied_text: 'Copied the wishlist link:',
      menu_text: 'Wishlist',
      button_text: 'Add to wishlist',
      button_text_added: 'Browse wishlist',
      button_normal_icon: 'woosw-icon-5',
      button_added_icon: 'woosw-icon-8',
      button_loading_icon: 'woosw-icon-4',
      popup_search: settings.popupSearch ? 'yes' : 'no',
      search_placeholder: 'Search by name or note...',
    },
  };
}

/** The popup areas the plugin prints in the footer; their content arrives by AJAX. */
export function wishlistPopups(): SafeHtml {
  return html`<div id="woosw_wishlist" class="woosw-popup woosw-popup-center"></div>
<div id="woosw_manage" class="woosw-popup woosw-popup-center"></div>`;
}

/**
 * The plugin's menu item, which it adds to the primary menu (beside the compare item): the
 * header's own badge is the theme's, so the header shows one wishlist link, not two.
 */
export function wishlistMenuItem(context: PageContext): SafeHtml {
  return raw(menuItem(context.wishlist.list.items.size));
}

/** A theme badge the count call fills (`.yith-wcwl-items-count`), for the header or the footer. */
export function wishlistBadge(context: PageContext, where: 'header' | 'footer'): SafeHtml {
  return html`<a class="${where}-wishlist" href="${WISHLIST_PATH}">Wishlist <span class="yith-wcwl-items-count">${context.wishlist.list.items.size}</span></a>`;
}

/** `[woosw_link]`: a link to the wishlist with its count, opening the popup by `menu_action`. */
export function wishlistLink(context: PageContext): SafeHtml {
  return html`<span class="woosw-link woosw-link-auto"><a href="${WISHLIST_PATH}"><span class="woosw-link-inner" data-count="${context.wishlist.list.items.size}">Saved items</span></a></span>`;
}
