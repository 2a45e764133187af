import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Address autocomplete on the classic checkout (spec 2.4, 4.4): the provider registry
 * `window.wc.addressAutocomplete` from the first paint on (providers may register at any
 * time), the suggestion list (React) fetched when an `address_1` field is focused.
 */
export const addressAutocomplete = {
  name: 'address-autocomplete',
  kind: 'page',
  adopt: '#billing_address_1,#shipping_address_1',
  hydrate: 'load',
  surface: 'checkout',
  module: 'address-autocomplete/address-autocomplete',
} satisfies IslandSpec;
