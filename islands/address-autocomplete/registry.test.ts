import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installRegistry } from './registry';
import type { AddressAutocompleteApi } from './types';

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

const SERVER = [
  { id: 'demo-au', name: 'Demo AU', branding_html: 'Powered by <b>Demo</b>' },
  { id: 'demo-nz', name: 'Demo NZ' },
];

function provider(id: string, overrides: Record<string, unknown> = {}) {
  return { id, canSearch: () => true, search: () => Promise.resolve([]), select: () => Promise.resolve(null), ...overrides };
}

function install(addressProviders: unknown = JSON.stringify(SERVER)): AddressAutocompleteApi {
  globals.wc_address_autocomplete_common_params = { address_providers: addressProviders };
  return installRegistry(window);
}

describe('the address provider registry', () => {
  let error: ReturnType<typeof vi.spyOn>;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const name of ['wc', 'wp', 'wc_address_autocomplete_common_params', 'wc_address_autocomplete_params', 'wc_checkout_params']) Reflect.deleteProperty(globals, name);
  });

  it('publishes WooCommerce\'s functions on window.wc.addressAutocomplete', () => {
    const api = install();
    expect(globals.wc).toMatchObject({ addressAutocomplete: api });
    expect(api.serverProviders).toEqual(SERVER);
    expect(api.getServerProvider('demo-nz')).toEqual({ id: 'demo-nz', name: 'Demo NZ' });
    expect(api.getServerProvider('nope')).toBeUndefined();
    expect(api.getActiveProvider('billing')).toBeNull();
    expect(api.isBlocksContext()).toBe(false);
  });

  it('registers a valid provider, frozen, and returns true', () => {
    const api = install();
    expect(api.registerAddressAutocompleteProvider(provider('demo-au'))).toBe(true);
    expect(Object.isFrozen(api.getProviders()['demo-au'])).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['a non-object', 'not a provider', 'Address provider must be a valid object'],
    ['null', null, 'Address provider must be a valid object'],
    ['a missing id', { canSearch() {}, search() {}, select() {} }, 'Address provider must have a valid ID'],
    ['a number id', provider('x', { id: 7 }), 'Address provider must have a valid ID'],
    ['no canSearch', provider('demo-au', { canSearch: true }), 'Address provider must have a canSearch function'],
    ['no search', provider('demo-au', { search: undefined }), 'Address provider must have a search function'],
    ['no select', provider('demo-au', { select: 'select' }), 'Address provider must have a select function'],
    ['an id the server does not list', provider('other'), 'Provider other not registered on server'],
  ])('refuses %s with WooCommerce\'s message and returns false', (_case, candidate, message) => {
    const api = install();
    expect(api.registerAddressAutocompleteProvider(candidate)).toBe(false);
    expect(error).toHaveBeenCalledWith('Error registering address provider:', message);
    expect(Object.keys(api.getProviders())).toEqual([]);
  });

  it('refuses every provider when the server list is not an array', () => {
    const api = install('{"id":"demo-au"}');
    expect(api.registerAddressAutocompleteProvider(provider('demo-au'))).toBe(false);
    expect(error).toHaveBeenCalledWith('Error registering address provider:', 'Server providers configuration is invalid');
  });

  it('logs invalid JSON and keeps an empty list', () => {
    const api = install('[{"id":');
    expect(error).toHaveBeenCalledWith('Invalid address providers JSON:', expect.any(String));
    expect(api.serverProviders).toEqual([]);
    expect(api.registerAddressAutocompleteProvider(provider('demo-au'))).toBe(false);
    expect(error).toHaveBeenLastCalledWith('Error registering address provider:', 'Provider demo-au not registered on server');
  });

  it('warns about a duplicate id and keeps the first provider', () => {
    const api = install();
    const first = provider('demo-au');
    api.registerAddressAutocompleteProvider(first);
    expect(api.registerAddressAutocompleteProvider(provider('demo-au'))).toBe(false);
    expect(warn).toHaveBeenCalledWith('Address provider with ID "demo-au" is already registered.');
    expect(api.getProviders()['demo-au']).toBe(first);
  });

  it('reads the older array forms of the server list', () => {
    globals.wc_checkout_params = { address_providers: SERVER };
    expect(installRegistry(window).serverProviders).toEqual(SERVER);
    delete globals.wc;
    globals.wc_address_autocomplete_params = { address_providers: JSON.stringify([SERVER[1]]) };
    expect(installRegistry(window).serverProviders).toEqual([SERVER[1]]);
  });

  it('registers providers a script put in the namespace before Lantern loaded', () => {
    const early = provider('demo-nz');
    globals.wc = { addressAutocomplete: { providers: { 'demo-nz': early, bogus: { id: 'bogus' } } } };
    const onRegistered = vi.fn();
    globals.wc_address_autocomplete_common_params = { address_providers: JSON.stringify(SERVER) };
    const api = installRegistry(window, onRegistered);
    expect(api.getProviders()).toEqual({ 'demo-nz': early });
    expect(onRegistered).toHaveBeenCalledWith(early);
    expect(error).toHaveBeenCalledWith('Error registering address provider:', 'Address provider must have a canSearch function');
  });

  it('tells the block checkout store of a new provider, and knows a block checkout', () => {
    const addAddressAutocompleteProvider = vi.fn();
    globals.wp = { data: { dispatch: (store: unknown) => (store === 'wc/store/checkout' ? { addAddressAutocompleteProvider } : {}) } };
    globals.wc = { wcBlocksData: { checkoutStore: 'wc/store/checkout' }, wcSettings: { allSettings: { isCheckoutBlock: true } } };
    const api = install();
    api.registerAddressAutocompleteProvider(provider('demo-au'));
    expect(addAddressAutocompleteProvider).toHaveBeenCalledWith('demo-au');
    expect(api.isBlocksContext()).toBe(true);
  });
});
