import { asRecord } from '../../src/config/records';
import type { AddressAutocompleteApi, AddressProvider } from './types';

/** The ARIA a combobox input carries while a provider can search (WooCommerce's set). */
const COMBOBOX_ATTRIBUTES: Readonly<Record<string, string>> = {
  role: 'combobox',
  'aria-autocomplete': 'list',
  'aria-expanded': 'false',
  'aria-haspopup': 'listbox',
};
const REMOVED_WITHOUT_PROVIDER = [...Object.keys(COMBOBOX_ATTRIBUTES), 'aria-activedescendant', 'aria-owns', 'aria-controls'];

/**
 * The first registered provider, in the server's order (preferred first), whose
 * `canSearch(country)` is true; a `canSearch` that throws counts as false.
 *
 * @example
 * chooseProvider(window.wc.addressAutocomplete, 'AU') // the demo's Australian provider
 */
export function chooseProvider(api: AddressAutocompleteApi, country: string): AddressProvider | null {
  if (!Array.isArray(api.serverProviders)) return null;
  for (const entry of api.serverProviders as unknown[]) {
    const id = asRecord(entry)?.id;
    const provider = typeof id === 'string' ? api.providers[id] : undefined;
    if (!provider) continue;
    try {
      if (provider.canSearch(country)) return provider;
    } catch {
      // A provider that cannot answer for this country is skipped, like one that says no.
    }
  }
  return null;
}

/**
 * Marks the address input and its `.woocommerce-input-wrapper` for an active provider
 * (`autocomplete-available`, combobox ARIA) or removes every mark when there is none.
 *
 * @example
 * markField(document.querySelector('#billing_address_1')!, true);
 */
export function markField(input: HTMLInputElement, available: boolean): void {
  input.closest('.woocommerce-input-wrapper')?.classList.toggle('autocomplete-available', available);
  if (available) {
    for (const [name, value] of Object.entries(COMBOBOX_ATTRIBUTES)) {
      if (name !== 'aria-expanded' || !input.hasAttribute(name)) input.setAttribute(name, value);
    }
  } else {
    for (const name of REMOVED_WITHOUT_PROVIDER) input.removeAttribute(name);
  }
}
