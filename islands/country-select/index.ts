import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The address forms' country and state fields (WooCommerce's country-select.js and
 * address-i18n.js, with selectWoo's searchable selects): on the checkout, My Account's
 * address forms and the cart's shipping calculator. Mounted at load, as WooCommerce sets
 * every address up at load (`wc_address_i18n_ready`, a `change` on each state select); the
 * list of each combobox is fetched on its first use (decision 0099).
 *
 * One page behaviour hears every country field of the page, so exactly one of the three rows
 * below matches a page: the checkout's copy where a checkout form is, else the cart's where the
 * shipping calculator is, else this one (My Account's address forms). Each copy rides in the
 * chunk its page fetches at load anyway (decision 0142).
 */
export const countrySelect = {
  name: 'country-select',
  kind: 'page',
  adopt: 'body:not(:has(form.checkout,.woocommerce-shipping-calculator)) .country_to_state',
  hydrate: 'load',
  surface: 'checkout',
  module: 'country-select/country-select',
} satisfies IslandSpec;

/**
 * The cart's shipping calculator fields: the same code as `country-select`, bundled into the
 * cart page's chunk (as `cart-quantity` is), so the cart page fetches no checkout chunk, with
 * the address suggestions it never shows, for them. Set up at load, as WooCommerce does.
 */
export const cartCountrySelect = {
  ...countrySelect,
  name: 'cart-country-select',
  adopt: 'body:not(:has(form.checkout)) .woocommerce-shipping-calculator .country_to_state',
  surface: 'cart-page',
} satisfies IslandSpec;

/**
 * The checkout form's country fields: the same code in the checkout's own chunk, fetched at
 * load with the checkout island, so the address suggestions' chunk waits for a street field
 * again, as decision 0049 meant.
 */
export const checkoutCountrySelect = {
  ...countrySelect,
  name: 'checkout-country-select',
  adopt: 'form.checkout .country_to_state',
  surface: 'classic-checkout',
} satisfies IslandSpec;
