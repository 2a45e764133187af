import type { WishlistSettings } from './settings';
import type { LanternStore } from '../../src/store/store';
import type * as Actions from './actions';

/** What every part of the wishlist works with: the plugin's settings and the page's store. */
export interface WishlistRuntime {
  settings: WishlistSettings;
  store: LanternStore;
  /** Aborted when the island unmounts. */
  signal: AbortSignal;
}

/** The code behind every click: buttons, popups, the list's controls, counts. */
export type ActionsModule = typeof Actions;

let actionsModule: Promise<ActionsModule> | undefined;

/**
 * The wishlist's click code: not part of the first load, so a page pays for it only when
 * the shopper shows intent on a wishlist control (or the page holds a wishlist list).
 *
 * @example const actions = await actionsCode(); await actions.openWishlist(runtime, link);
 */
export function actionsCode(): Promise<ActionsModule> {
  actionsModule ??= import('./actions');
  return actionsModule;
}
