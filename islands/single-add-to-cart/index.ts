import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The single product page's add-to-cart button (simple and variable products). The form stays
 * a normal post unless the theme marks it for AJAX (decision 0024); then Lantern sends it to
 * `wc-ajax=add_to_cart` and the mini cart and side cart follow. Nothing to do before the
 * shopper reaches for the button: intent on it (pointer, focus, touch) fetches the code, and a
 * click that comes before it is held and replayed once the code is here, as loop buttons do, so
 * a tap straight after load adds in place instead of posting the form.
 */
export const singleAddToCart = {
  name: 'single-add-to-cart',
  kind: 'behaviour',
  adopt: 'form.cart .single_add_to_cart_button',
  hydrate: 'interaction',
  holdClicks: true,
  pendingClass: 'loading',
  surface: 'product-tools',
  module: 'single-add-to-cart/single-add-to-cart',
} satisfies IslandSpec;
