import type { EventPair } from './names';

/**
 * WooCommerce's country-select.js and address-i18n.js events, each with our own name, all on
 * `document.body`. `wc_address_i18n_ready` comes first, once, as the address rules start; then
 * for each address whose country is set up or changed, `country_to_state_changed` and
 * `country_to_state_changing` (in that order, as WooCommerce 8.8.3 sends them), with
 * `[country code, $wrapper]`: the address's fields wrapper (billing, shipping, the account's
 * address form or the cart's shipping calculator).
 *
 * @example
 * emit(ADDRESS.countryToStateChanged, ['NZ', wrapForClassic(wrapper)], { country: 'NZ', wrapper });
 */
export const ADDRESS = {
  i18nReady: ['wc_address_i18n_ready', 'address-i18n-ready'],
  countryToStateChanged: ['country_to_state_changed', 'country-to-state-changed'],
  countryToStateChanging: ['country_to_state_changing', 'country-to-state-changing'],
} as const satisfies Record<string, EventPair>;
