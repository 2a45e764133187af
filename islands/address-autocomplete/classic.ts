import { installAddressAutocomplete } from './controller';

/**
 * The classic script `dist/wc-address-autocomplete.js`, the stand-in for WooCommerce's handle
 * of that name: WordPress prints it before the provider plugins' scripts, which call
 * `window.wc.addressAutocomplete.registerAddressAutocompleteProvider(...)` as soon as they
 * run. It publishes the whole registry at once and, from DOMContentLoaded, marks the street
 * fields that have a provider; Lantern's list attaches later to the same registry
 * (decision 0049).
 */
installAddressAutocomplete(window);
