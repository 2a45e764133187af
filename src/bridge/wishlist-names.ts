import type { EventPair } from './names';

/**
 * WPC Smart Wishlist's events that its buttons and list data raise, on `document.body`, each with
 * our own name, and the refresh requests it hears on `document` (as the plugin listens). The
 * list actions' and popups' events are in `wishlist-action-names.ts`: they load with those.
 *
 * @example
 * emit(WISHLIST.wishlistButtonsRefreshed, [ids], { ids });
 */
export const WISHLIST = {
  wishlistButtonsRefreshed: ['woosw_buttons_refreshed', 'wishlist-buttons-refreshed'],
  wishlistDataRefreshed: ['woosw_data_refreshed', 'wishlist-data-refreshed'],
  wishlistRefreshData: 'woosw_refresh_data',
  wishlistRefreshCount: 'woosw_refresh_count',
} as const satisfies Record<string, EventPair | string>;
