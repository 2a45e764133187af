import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The address forms' country and state fields (WooCommerce's country-select.js and
 * address-i18n.js, with selectWoo's searchable selects): on the checkout, My Account's
 * address forms and the cart's shipping calculator. Mounted at load, as WooCommerce sets
 * every address up at load (`wc_address_i18n_ready`, a `change` on each state select); the
 * list of each combobox is fetched on its first use (decision 0099).
 */
export const countrySelect = {
  name: 'country-select',
  kind: 'page',
  adopt: 'select.country_to_state,input.country_to_state',
  hydrate: 'load',
  surface: 'checkout',
  module: 'country-select/country-select',
} satisfies IslandSpec;
