import { asRecord } from '../../src/config/records';
import { readServerProviders } from './server-providers';
import type { AddressAutocompleteApi, AddressProvider, AddressType, ServerProvider } from './types';

type Globals = Record<string, unknown>;

/** Why a registration is refused: WooCommerce's messages, word for word (spec 8.3). */
function validationError(provider: unknown, serverProviders: unknown): string | null {
  const record = asRecord(provider);
  if (!record) return 'Address provider must be a valid object';
  if (!record.id || typeof record.id !== 'string') return 'Address provider must have a valid ID';
  if (typeof record.canSearch !== 'function') return 'Address provider must have a canSearch function';
  if (typeof record.search !== 'function') return 'Address provider must have a search function';
  if (typeof record.select !== 'function') return 'Address provider must have a select function';
  if (!Array.isArray(serverProviders)) return 'Server providers configuration is invalid';
  const id = record.id;
  if (!serverProviders.some((entry) => asRecord(entry)?.id === id)) return `Provider ${id} not registered on server`;
  return null;
}

/** `wp.data.dispatch(wc.wcBlocksData.checkoutStore)`, when the block checkout's store is on the page. */
function blocksCheckoutDispatch(globals: Globals): Record<string, unknown> | null {
  const data = asRecord(asRecord(globals.wp)?.data);
  const checkoutStore = asRecord(asRecord(globals.wc)?.wcBlocksData)?.checkoutStore;
  if (!data || typeof data.dispatch !== 'function' || checkoutStore === undefined) return null;
  return asRecord((data.dispatch as (store: unknown) => unknown)(checkoutStore));
}

/**
 * Publishes `window.wc.addressAutocomplete` with WooCommerce's functions, validation, console
 * messages and return values. An existing namespace object is kept (WooCommerce creates it
 * with `||`), and providers a script put in its `providers` before Lantern loaded are
 * registered again through the same validation, so a provider script may run first.
 * `onRegistered` hears every accepted provider (the active provider is chosen again).
 *
 * @example
 * const api = installRegistry(window, () => chooseActiveProviders());
 * api.registerAddressAutocompleteProvider({ id: 'demo', canSearch: () => true, search, select }); // true
 */
export function installRegistry(win: Window, onRegistered: (provider: AddressProvider) => void = () => undefined): AddressAutocompleteApi {
  const globals = win as unknown as Globals;
  const wc = asRecord(globals.wc) ?? {};
  globals.wc = wc;
  const api = (asRecord(wc.addressAutocomplete) ?? {}) as Partial<AddressAutocompleteApi> & Record<string, unknown>;
  wc.addressAutocomplete = api;

  const early = asRecord(api.providers) ?? {};
  const providers: Record<string, AddressProvider> = {};
  const activeProvider: Record<AddressType, AddressProvider | null> = { billing: null, shipping: null };
  const serverProviders = readServerProviders(win);

  function register(provider: unknown): boolean {
    const error = validationError(provider, serverProviders);
    if (error) {
      console.error('Error registering address provider:', error);
      return false;
    }
    const valid = provider as AddressProvider;
    if (providers[valid.id]) {
      console.warn(`Address provider with ID "${valid.id}" is already registered.`);
      return false;
    }
    providers[valid.id] = Object.freeze(valid);
    const dispatch = blocksCheckoutDispatch(globals);
    if (dispatch && typeof dispatch.addAddressAutocompleteProvider === 'function') {
      (dispatch.addAddressAutocompleteProvider as (id: string) => void)(valid.id);
    }
    onRegistered(valid);
    return true;
  }

  Object.assign(api, {
    providers,
    activeProvider,
    serverProviders,
    registerAddressAutocompleteProvider: register,
    getServerProvider: (id: string): ServerProvider | undefined =>
      Array.isArray(serverProviders) ? (serverProviders as ServerProvider[]).find((entry) => asRecord(entry)?.id === id) : undefined,
    getProviders: () => providers,
    getActiveProvider: (type: AddressType) => activeProvider[type] ?? null,
    setActiveProvider: (type: AddressType, provider: AddressProvider | null) => {
      activeProvider[type] = provider;
    },
    isBlocksContext: () => Boolean(asRecord(asRecord(asRecord(globals.wc)?.wcSettings)?.allSettings)?.isCheckoutBlock),
  } satisfies AddressAutocompleteApi);

  for (const provider of Object.values(early)) register(provider);
  return api as AddressAutocompleteApi;
}
