import type { IslandSpec } from '../../src/build/island-spec';

/** WooCommerce's loop buttons marked for AJAX add to cart; others follow their link. */
export const ADD_TO_CART_BUTTON = '.add_to_cart_button:not(.wc-interactive)';

export const addToCart = {
  name: 'add-to-cart',
  kind: 'page',
  adopt: `${ADD_TO_CART_BUTTON}.ajax_add_to_cart[data-product_id]:not([data-product_id=""])`,
  hydrate: 'idle',
  holdClicks: true,
  pendingClass: 'loading',
  surface: 'page',
  module: 'add-to-cart/add-to-cart',
} satisfies IslandSpec;
