import type { EventPair } from './names';

/**
 * WPC Smart Wishlist's events for what the shopper does with the list (add, remove, empty, the
 * counts, the popups), on `document.body`, each with our own name.
 *
 * @example
 * emit(WISHLIST_ACTION.wishlistAdded, [productId], { productId });
 */
export const WISHLIST_ACTION = {
  wishlistAdded: ['woosw_add', 'wishlist-added'],
  wishlistRemoved: ['woosw_remove', 'wishlist-removed'],
  wishlistEmptied: ['woosw_empty', 'wishlist-emptied'],
  wishlistCountChanged: ['woosw_change_count', 'wishlist-count-changed'],
  wishlistCountLoaded: ['woosw_load_count', 'wishlist-count-loaded'],
  wishlistShown: ['woosw_wishlist_show', 'wishlist-shown'],
  wishlistHidden: ['woosw_wishlist_hide', 'wishlist-hidden'],
  wishlistManageShown: ['woosw_manage_show', 'wishlist-manage-shown'],
  wishlistManageHidden: ['woosw_manage_hide', 'wishlist-manage-hidden'],
} as const satisfies Record<string, EventPair>;

/** Our own event when a wishlist request fails; it has no classic counterpart. */
export const WISHLIST_FAILED = 'wishlist-failed';
