import type { IslandSpec } from '../../src/build/island-spec';

/**
 * WooCommerce's cart page (cart.js): quantities, remove and "Undo?", coupons, shipping methods
 * and the shipping calculator, all in place, with the same calls, replies and events. A page
 * behaviour listening by delegation, because every reply replaces the form and the totals.
 */
export const cartPage = {
  name: 'cart-page',
  kind: 'page',
  adopt: '.woocommerce-cart-form, div.cart_totals',
  hydrate: 'load',
  surface: 'cart-page',
  module: 'cart-page/cart-page',
} satisfies IslandSpec;
