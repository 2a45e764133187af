import { pageGlobal } from '../../../src/config/settings';
import { toRecord, toText } from '../../../src/config/coerce';

/** The texts and addresses only the click code needs (read when it runs). */
export interface WishlistTexts {
  adminAjaxUrl: string;
  messagePosition: string;
  emptyConfirm: string;
  deleteConfirm: string;
  copiedText: string;
  menuText: string;
  /** Shown when a wishlist request fails without a server notice. */
  failedText: string;
  /** The vendor prefix of the count badge call (`{vendor}_wcwl_update_wishlist_count`). */
  countAction: string;
}

const CONFIRM = 'This action cannot be undone. Are you sure?';

/**
 * The texts and addresses of `woosw_vars` (and Lantern's own) that only clicks need.
 *
 * @example window.confirm(readWishlistTexts().emptyConfirm);
 */
export function readWishlistTexts(): WishlistTexts {
  const vars = pageGlobal('woosw_vars');
  const woo = pageGlobal('woocommerce_params');
  const own = pageGlobal('lantern_config');
  const i18n = toRecord(own.i18n);
  return {
    adminAjaxUrl: toText(woo.ajax_url, '/wp-admin/admin-ajax.php'),
    messagePosition: toText(vars.message_position, 'right-top'),
    emptyConfirm: toText(vars.empty_confirm, CONFIRM),
    deleteConfirm: toText(vars.delete_confirm, CONFIRM),
    copiedText: toText(vars.copied_text, 'Copied the wishlist link:'),
    menuText: toText(vars.menu_text, 'Wishlist'),
    failedText: toText(i18n.wishlist_failed, 'Sorry, the wishlist could not be updated. Please try again.'),
    countAction: `${toText(own.wishlist_count_vendor, 'yith')}_wcwl_update_wishlist_count`,
  };
}
