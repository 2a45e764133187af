import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountContext } from '../../src/runtime/context';
import { startAutocomplete } from './autocomplete';
import { installAddressAutocomplete } from './controller';
import type { AddressAutocompleteApi } from './types';

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

const SERVER = JSON.stringify([{ id: 'au', name: 'AU book' }, { id: 'nz', name: 'NZ book' }]);
const provider = (id: string, country: string) => ({ id, canSearch: (code: string) => code === country, search: () => Promise.resolve([]), select: () => Promise.resolve(null) });
const api = () => (globals.wc as { addressAutocomplete: AddressAutocompleteApi }).addressAutocomplete;
const street = () => document.getElementById('billing_address_1') as HTMLInputElement;

describe('the registry shared by the classic script and Lantern', () => {
  let controller: AbortController;
  beforeEach(() => {
    controller = new AbortController();
    document.body.innerHTML = `<p><span class="woocommerce-input-wrapper"><select id="billing_country"><option value="AU" selected>Australia</option><option value="NZ">New Zealand</option></select></span></p>
      <p><span class="woocommerce-input-wrapper"><input id="billing_address_1"></span></p>`;
    globals.wc_address_autocomplete_common_params = { address_providers: SERVER };
  });
  afterEach(() => {
    controller.abort();
    for (const name of ['wc', 'wc_address_autocomplete_common_params']) Reflect.deleteProperty(globals, name);
  });

  it('is published by the classic script as it runs, and Lantern attaches to it, keeping what registered before', async () => {
    await import('./classic');
    const published = api();
    const register = published.registerAddressAutocompleteProvider;
    expect(register(provider('au', 'AU'))).toBe(true);
    expect(street().getAttribute('role')).toBe('combobox');

    startAutocomplete(createMountContext(street(), controller.signal));
    expect(api()).toBe(published);
    expect(api().registerAddressAutocompleteProvider).toBe(register);
    expect(Object.keys(api().getProviders())).toEqual(['au']);
    expect(api().registerAddressAutocompleteProvider(provider('nz', 'NZ'))).toBe(true);
    expect(Object.keys(api().getProviders())).toEqual(['au', 'nz']);
  });

  it('is published by Lantern on a page without the classic script, taking providers a script left in the namespace', () => {
    const early = provider('au', 'AU');
    globals.wc = { addressAutocomplete: { providers: { au: early } } };
    startAutocomplete(createMountContext(street(), controller.signal));
    expect(api().getProviders()).toEqual({ au: early });
    expect(Object.isFrozen(early)).toBe(true);
    expect(api().getActiveProvider('billing')).toBe(early);
    expect(street().closest('.woocommerce-input-wrapper')?.classList.contains('autocomplete-available')).toBe(true);
  });

  it("shows other scripts only WooCommerce's members, and hands every caller the same controller", () => {
    const first = installAddressAutocomplete(window);
    expect(installAddressAutocomplete(window)).toBe(first);
    expect(Object.keys(api()).sort()).toEqual(
      ['activeProvider', 'getActiveProvider', 'getProviders', 'getServerProvider', 'isBlocksContext', 'providers', 'registerAddressAutocompleteProvider', 'serverProviders', 'setActiveProvider'].sort(),
    );
    expect(JSON.stringify(api())).toBe(JSON.stringify({ providers: {}, activeProvider: { billing: null, shipping: null }, serverProviders: JSON.parse(SERVER) }));
  });

  it('chooses the provider of the selected country again when the country changes', () => {
    const { api: registry, provider: active } = installAddressAutocomplete(window);
    registry.registerAddressAutocompleteProvider(provider('au', 'AU'));
    registry.registerAddressAutocompleteProvider(provider('nz', 'NZ'));
    const country = document.getElementById('billing_country') as HTMLSelectElement;
    country.value = 'NZ';
    country.dispatchEvent(new Event('change'));
    expect(active('billing')?.id).toBe('nz');
    expect(registry.getActiveProvider('billing')?.id).toBe('nz');
  });

  it('waits for DOMContentLoaded before choosing, as WooCommerce does, and stays out of a block checkout', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { api: registry, isShortcode } = installAddressAutocomplete(window);
    registry.registerAddressAutocompleteProvider(provider('au', 'AU'));
    expect(isShortcode()).toBe(false);
    expect(street().hasAttribute('role')).toBe(false);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(isShortcode()).toBe(true);
    expect(street().getAttribute('role')).toBe('combobox');

    Reflect.deleteProperty(globals, 'wc');
    street().removeAttribute('role');
    globals.wc = { wcSettings: { allSettings: { isCheckoutBlock: true } } };
    const blocks = installAddressAutocomplete(window);
    blocks.api.registerAddressAutocompleteProvider(provider('au', 'AU'));
    expect(blocks.isShortcode()).toBe(false);
    expect(street().hasAttribute('role')).toBe(false);
  });
});
