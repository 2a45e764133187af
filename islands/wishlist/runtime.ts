import type { LanternStore } from '../../src/store/store';
import type * as Actions from './actions';
import type { buttonProductId, isAdded, refreshButtonsFor, setLook } from './buttons';
import type { applyData, fetchData } from './data';
import type { post, readNumber, readWishlistData } from './net-data';
import type { WishlistSettings } from './settings';
import type { WishlistSlice } from '../../src/store/wishlist-slice';

/**
 * The first-load code the click code uses, handed over rather than imported: a module both
 * halves imported would become a third file on every wishlist page.
 */
export interface WishlistKit {
  applyData: typeof applyData;
  fetchData: typeof fetchData;
  setLook: typeof setLook;
  isAdded: typeof isAdded;
  buttonProductId: typeof buttonProductId;
  refreshButtonsFor: typeof refreshButtonsFor;
  post: typeof post;
  readNumber: typeof readNumber;
  readWishlistData: typeof readWishlistData;
  /** The wishlist slice of the page's store (joined on page load). */
  state(): WishlistSlice;
}

/** What every part of the wishlist works with: the plugin's settings, the page's store, the kit. */
export interface WishlistRuntime {
  settings: WishlistSettings;
  store: LanternStore;
  /** Aborted when the island unmounts. */
  signal: AbortSignal;
  kit: WishlistKit;
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

/**
 * Count and data again, after the server took a product out of the list (`auto_remove`).
 *
 * @example refreshAfterCart(runtime);
 */
export function refreshAfterCart(runtime: WishlistRuntime): void {
  void actionsCode().then((actions) => actions.refreshAfterCart(runtime));
}
