import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The single product page's add-to-cart button (simple and variable products). The form stays
 * a normal post unless the theme marks it for AJAX (decision 0024); then Lantern sends it to
 * `wc-ajax=add_to_cart` and the mini cart and side cart follow. Mounted at load with the rest
 * of the product page's code: a click before that is the form's own post, which still works.
 */
export const singleAddToCart = {
  name: 'single-add-to-cart',
  kind: 'behaviour',
  adopt: 'form.cart .single_add_to_cart_button',
  hydrate: 'load',
  surface: 'product',
  module: 'single-add-to-cart/single-add-to-cart',
} satisfies IslandSpec;
