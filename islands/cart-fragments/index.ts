import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Keeps every mini-cart and cart count on the page current (WooCommerce's cart-fragments
 * script): wherever a mini-cart is printed, and on every page where WordPress prints the
 * script's settings (`#wc-cart-fragments-js-extra`), as the script runs wherever it is
 * enqueued: a theme's header count on the cart page, with no mini-cart there, follows the
 * cart page's updates too.
 */
export const cartFragments = {
  name: 'cart-fragments',
  kind: 'page',
  adopt: '.widget_shopping_cart_content, .hide_cart_widget_if_empty, #wc-cart-fragments-js-extra',
  hydrate: 'load',
  surface: 'page',
  module: 'cart-fragments/cart-fragments',
} satisfies IslandSpec;
