import type { EventPair } from './names';

/**
 * WooCommerce's cart events. Each one Lantern emits is a pair: the classic name, then ours
 * (README, Events); the others it only hears.
 *
 * @example
 * emit(CART.addedToCart, [fragments, cartHash, $button], detail);
 */
export const CART = {
  addingToCart: ['adding_to_cart', 'adding-to-cart'],
  addedToCart: ['added_to_cart', 'added-to-cart'],
  removedFromCart: ['removed_from_cart', 'removed-from-cart'],
  cartButtonUpdated: ['wc_cart_button_updated', 'cart-button-updated'],
  requestNotSent: ['ajax_request_not_sent.adding_to_cart', 'request-not-sent'],
  fragmentsLoaded: ['wc_fragments_loaded', 'fragments-loaded'],
  fragmentsRefreshed: ['wc_fragments_refreshed', 'fragments-refreshed'],
  fragmentsAjaxError: ['wc_fragments_ajax_error', 'fragments-error'],
  /** Heard only: a handler returning `false` stops the add. */
  shouldSendAddToCart: 'should_send_ajax_request.adding_to_cart',
  fragmentRefresh: 'wc_fragment_refresh',
  /** Emitted by the cart page; heard from third parties (cart fragments refresh on it). */
  updatedWcDiv: ['updated_wc_div', 'cart-updated'],
} as const satisfies Record<string, EventPair | string>;

/** Our own event when an add fails; it has no classic counterpart. */
export const ADD_TO_CART_FAILED = 'add-to-cart-failed';
