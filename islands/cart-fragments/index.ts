import type { IslandSpec } from '../../src/build/island-spec';

/** Keeps every mini-cart on the page current (WooCommerce's cart-fragments script). */
export const cartFragments = {
  name: 'cart-fragments',
  kind: 'page',
  adopt: '.widget_shopping_cart_content, .hide_cart_widget_if_empty',
  hydrate: 'load',
  surface: 'page',
  module: 'cart-fragments/cart-fragments',
} satisfies IslandSpec;
