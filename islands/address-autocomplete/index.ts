import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Address autocomplete on the classic checkout (spec 2.4, 4.4). The provider registry
 * `window.wc.addressAutocomplete` and the marking of the street fields come with the classic
 * script `dist/wc-address-autocomplete.js`, printed under WooCommerce's handle; this island,
 * the suggestion list, loads when the shopper reaches for a street field. On a page without
 * that script it loads when the page is idle and publishes the registry itself (decision 0049).
 */
export const addressAutocomplete = {
  name: 'address-autocomplete',
  kind: 'behaviour',
  adopt: '#billing_address_1,#shipping_address_1',
  hydrate: 'interaction',
  idleWhen: { missing: '#wc-address-autocomplete-js' },
  surface: 'checkout',
  module: 'address-autocomplete/address-autocomplete',
} satisfies IslandSpec;
