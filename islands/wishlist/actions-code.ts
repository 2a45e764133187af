import type * as Actions from './actions';
import type { WishlistRuntime } from './runtime';

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
