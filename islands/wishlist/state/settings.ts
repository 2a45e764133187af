import { DEFAULT_REQUEST_TIMEOUT_MS, pageGlobal } from '../../../src/config/settings';
import { toBool, toNumber, toText } from '../../../src/config/coerce';

/** `woosw_vars` as WPC Smart Wishlist localizes it, typed and defaulted. */
export interface WishlistSettings {
  /** wc-ajax URL template (`%%endpoint%%`). */
  wcAjaxUrl: string;
  nonce: string;
  /** The page was served right after an add to cart. */
  addedToCart: boolean;
  autoRemove: boolean;
  pageMyAccount: 'yes' | 'yes_popup' | 'no';
  menuAction: 'open_page' | 'open_popup';
  reloadCount: boolean;
  wishlistUrl: string;
  buttonAction: 'list' | 'message' | 'no';
  buttonActionAdded: 'popup' | 'page' | 'remove';
  buttonText: string;
  buttonTextAdded: string;
  icons: { normal: string; added: string; loading: string };
  requestTimeout: number;
}


function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  const text = toText(value, fallback);
  return (options as readonly string[]).includes(text) ? (text as T) : fallback;
}

/**
 * Reads `woosw_vars` (strings, as WordPress prints them) with the plugin's defaults.
 *
 * @example
 * // var woosw_vars = { button_action: "message", auto_remove: "yes", ... }
 * readWishlistSettings().buttonAction; // 'message'
 */
export function readWishlistSettings(): WishlistSettings {
  const vars = pageGlobal('woosw_vars');
  const woo = pageGlobal('woocommerce_params');
  const own = pageGlobal('lantern_config');
  return {
    wcAjaxUrl: toText(vars.wc_ajax_url ?? woo.wc_ajax_url, '/?wc-ajax=%%endpoint%%'),
    nonce: toText(vars.nonce, ''),
    addedToCart: toBool(vars.added_to_cart),
    autoRemove: toBool(vars.auto_remove),
    pageMyAccount: oneOf(vars.page_myaccount, ['yes', 'yes_popup', 'no'], 'yes'),
    menuAction: oneOf(vars.menu_action, ['open_page', 'open_popup'], 'open_page'),
    reloadCount: toBool(vars.reload_count),
    wishlistUrl: toText(vars.wishlist_url, '/'),
    buttonAction: oneOf(vars.button_action, ['list', 'message', 'no'], 'list'),
    buttonActionAdded: oneOf(vars.button_action_added, ['popup', 'page', 'remove'], 'popup'),
    buttonText: toText(vars.button_text, 'Add to wishlist'),
    buttonTextAdded: toText(vars.button_text_added, 'Browse wishlist'),
    icons: {
      normal: toText(vars.button_normal_icon, 'woosw-icon-5'),
      added: toText(vars.button_added_icon, 'woosw-icon-8'),
      loading: toText(vars.button_loading_icon, 'woosw-icon-4'),
    },
    requestTimeout: toNumber(own.request_timeout, DEFAULT_REQUEST_TIMEOUT_MS),
  };
}
