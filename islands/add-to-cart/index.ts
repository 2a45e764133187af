import type { IslandSpec } from '../../src/build/island-spec';

/** WooCommerce's loop buttons marked for AJAX add to cart; others follow their link. */
export const ADD_TO_CART_BUTTON = '.add_to_cart_button:not(.wc-interactive)';

/** Every button marked for AJAX add to cart; the island takes the ones it can send (above). */
const AJAX_BUTTON = '.ajax_add_to_cart';

export const addToCart = {
  name: 'add-to-cart',
  kind: 'page',
  adopt: AJAX_BUTTON,
  hydrate: 'interaction',
  holdClicks: true,
  pendingClass: 'loading',
  // Intent on a button fetches the code; a held click on one the island does not take (no
  // product id, or a block theme's interactive button) is let through to its link.
  trigger: AJAX_BUTTON,
  surface: 'cart',
  module: 'add-to-cart/add-to-cart',
} satisfies IslandSpec;
