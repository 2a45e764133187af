import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Quantity fields in the cart page's form: the same code as `quantity`, in a surface of its
 * own, so the cart page fetches the steppers without the product page's variation form and
 * swatches. Listed before `quantity`, which would otherwise claim these fields.
 */
export const cartQuantity = {
  name: 'cart-quantity',
  kind: 'behaviour',
  adopt: '.woocommerce-cart-form div.quantity',
  hydrate: 'load',
  surface: 'cart-page',
  module: 'quantity/quantity',
} satisfies IslandSpec;

/**
 * Quantity fields: the minimum rule on load (spec 5.4) and minus/plus steppers (spec 5.5).
 * `div.quantity`, as WooCommerce prints it; the mini cart's `span.quantity` is plain text.
 */
export const quantity = {
  name: 'quantity',
  kind: 'behaviour',
  adopt: 'div.quantity',
  hydrate: 'load',
  surface: 'product',
  module: 'quantity/quantity',
} satisfies IslandSpec;
