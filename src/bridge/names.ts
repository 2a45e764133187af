/**
 * Every event name Lantern speaks or hears, in one place.
 * Classic names are jQuery events on `document.body` (WooCommerce and plugins); our own are
 * bubbling CustomEvents on `document.body` with the same data in `detail`.
 */
export const CLASSIC = {
  addingToCart: 'adding_to_cart',
  addedToCart: 'added_to_cart',
  removedFromCart: 'removed_from_cart',
  cartButtonUpdated: 'wc_cart_button_updated',
  requestNotSent: 'ajax_request_not_sent.adding_to_cart',
  shouldSendAddToCart: 'should_send_ajax_request.adding_to_cart',
  fragmentsLoaded: 'wc_fragments_loaded',
  fragmentsRefreshed: 'wc_fragments_refreshed',
  fragmentsAjaxError: 'wc_fragments_ajax_error',
  fragmentRefresh: 'wc_fragment_refresh',
  updatedWcDiv: 'updated_wc_div',
} as const;

export type ClassicEvent = (typeof CLASSIC)[keyof typeof CLASSIC];

/** Our own names, without the `lantern:` prefix. */
export const OWN: Record<ClassicEvent, string> = {
  adding_to_cart: 'adding-to-cart',
  added_to_cart: 'added-to-cart',
  removed_from_cart: 'removed-from-cart',
  wc_cart_button_updated: 'cart-button-updated',
  'ajax_request_not_sent.adding_to_cart': 'request-not-sent',
  'should_send_ajax_request.adding_to_cart': 'should-send-request',
  wc_fragments_loaded: 'fragments-loaded',
  wc_fragments_refreshed: 'fragments-refreshed',
  wc_fragments_ajax_error: 'fragments-error',
  wc_fragment_refresh: 'fragment-refresh',
  updated_wc_div: 'updated-wc-div',
};
