/** The two address forms of the classic checkout. */
export type AddressType = 'billing' | 'shipping';

export const ADDRESS_TYPES: readonly AddressType[] = ['billing', 'shipping'];

/** One suggestion as a provider's `search` resolves it. */
export interface Suggestion {
  id: string;
  label: string;
  matchedSubstrings?: readonly { offset: number; length: number }[];
}

/** What a provider's `select` resolves: WooCommerce's address field names. */
export interface AddressResult {
  address_1?: string;
  address_2?: string;
  city?: string;
  state?: string;
  postcode?: string;
  country?: string;
}

/** A client-side provider, as `registerAddressAutocompleteProvider` accepts it. */
export interface AddressProvider {
  id: string;
  canSearch(country: string): boolean;
  search(query: string, country: string, type: AddressType): Promise<unknown>;
  select(id: string): Promise<unknown>;
}

/** An entry of the server's provider list (`address_providers`), preferred first. */
export interface ServerProvider {
  id: string;
  name: string;
  branding_html?: string;
}

/** `window.wc.addressAutocomplete`, the namespace providers register with. */
export interface AddressAutocompleteApi {
  providers: Record<string, AddressProvider>;
  activeProvider: Record<AddressType, AddressProvider | null>;
  /** The parsed server list; anything but an array makes every registration fail. */
  serverProviders: unknown;
  registerAddressAutocompleteProvider(provider: unknown): boolean;
  getServerProvider(id: string): ServerProvider | undefined;
  getProviders(): Record<string, AddressProvider>;
  getActiveProvider(type: AddressType): AddressProvider | null;
  setActiveProvider(type: AddressType, provider: AddressProvider | null): void;
  isBlocksContext(): boolean;
}

/**
 * The registry and the active provider of each address type, shared by the classic script
 * and Lantern's list (see `installAddressAutocomplete`).
 */
export interface AddressAutocompleteController {
  api: AddressAutocompleteApi;
  /** True from DOMContentLoaded on a page that is not a block checkout (whose blocks draw their own list). */
  isShortcode(): boolean;
  /** The active provider for this address type, or null. */
  provider(type: AddressType): AddressProvider | null;
  /** Called whenever the active provider of `type` is chosen again (country change, a new provider). */
  onProviderChange(type: AddressType, listener: () => void): () => void;
}

/**
 * What the behaviour hands the combobox view (fetched on focus). The view imports none of the
 * behaviour's modules, so the surface chunk stays one file.
 */
export interface ComboboxHost {
  type: AddressType;
  input: HTMLInputElement;
  /** The active provider for this address type, or null. */
  provider(): AddressProvider | null;
  /** The active provider's `branding_html` from the server list ('' when none). */
  branding(): string;
  /** Called whenever the active provider is chosen again (country change, a new provider). */
  onProviderChange(listener: () => void): () => void;
  signal: AbortSignal;
}
