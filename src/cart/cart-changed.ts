import { emit } from '../bridge/events';
import { wrapForClassic } from '../bridge/jquery';
import { emitOwn } from '../bridge/own-events';
import type { Settings } from '../config/settings';
import { applyFragments } from '../dom/fragments';
import type { CartFragmentsReply } from '../net/cart';
import type { Fragments } from '../config/records';
import { islandRuntime } from '../runtime/connect';
import { cartState } from '../store/cart-slice';
import { storageWorks, writeCache } from './fragment-cache';
import { CART } from '../bridge/cart-names';

/**
 * Applies cart fragments with the page's islands: those in replaced regions are unmounted,
 * those in the new HTML mounted.
 *
 * @example
 * applyCartFragments(check.fragments); // the cached mini-cart on page load
 */
export function applyCartFragments(fragments: Fragments): Element[] {
  return applyFragments(fragments, islandRuntime());
}

/**
 * The one path a cart reply takes into the page: fragments applied, cache and store updated,
 * `wc_fragments_loaded`, then the classic event and ours. `source` is the clicked button or remove link. When the
 * change came from a third party's classic event, only our own event is raised: the classic
 * listeners have already heard it. `productId` names the product when the source carries no
 * `data-product_id` (a single product form's button).
 *
 * @example
 * cartChanged('added', reply, button, settings);
 */
export function cartChanged(
  change: 'added' | 'removed',
  reply: CartFragmentsReply,
  source: HTMLElement,
  settings: Settings,
  fromThirdParty = false,
  productId = source.dataset.product_id ?? '',
): void {
  const { fragments, cartHash } = reply;
  applyCartFragments(fragments);
  if (storageWorks()) writeCache(settings, fragments, cartHash, 'start-if-new');
  const cart = cartState();
  cart.setHash(cartHash);
  if (change === 'added') cart.productAdded(productId);
  const classic = change === 'added' ? CART.addedToCart : CART.removedFromCart;
  const detail = { fragments, cartHash, productId };
  // WooCommerce's own handlers of added_to_cart and removed_from_cart apply the fragments and
  // raise wc_fragments_loaded before a theme's handlers of the same event run.
  emit(CART.fragmentsLoaded, [], detail);
  if (fromThirdParty) emitOwn(classic[1], { ...detail, button: source });
  else emit(classic, [fragments, cartHash, wrapForClassic(source)], { ...detail, button: source });
}

/** A refresh: fragments applied and cached with a fresh 24-hour clock. */
export function fragmentsRefreshed(reply: CartFragmentsReply, settings: Settings): void {
  applyCartFragments(reply.fragments);
  if (storageWorks()) writeCache(settings, reply.fragments, reply.cartHash, reply.cartHash ? 'restart' : 'keep');
  cartState().setHash(reply.cartHash);
  emit(CART.fragmentsRefreshed, [], { fragments: reply.fragments, cartHash: reply.cartHash });
}
