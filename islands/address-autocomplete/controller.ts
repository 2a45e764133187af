import { asRecord } from '../../src/config/records';
import { chooseProvider, markField } from './active-provider';
import { installRegistry } from './registry';
import { ADDRESS_TYPES, type AddressAutocompleteController, type AddressProvider, type AddressType } from './types';

/**
 * Where the controller hangs on `window.wc.addressAutocomplete`: a registered symbol, so the
 * classic script and Lantern's chunk (two bundles) find the same one, and non-enumerable, so
 * no script that walks the namespace sees a member WooCommerce's has not.
 */
const CONTROLLER = Symbol.for('lantern.addressAutocomplete');

/** The value of `{type}_country` (a select, or a hidden input when one country is sold). */
function countryOf(type: AddressType): string {
  const field = document.getElementById(`${type}_country`);
  return field instanceof HTMLSelectElement || field instanceof HTMLInputElement ? field.value : '';
}

/**
 * `{type}_address_1`, when the page has it.
 *
 * @example
 * addressInput('billing') // <input id="billing_address_1">
 */
export function addressInput(type: AddressType): HTMLInputElement | null {
  const input = document.getElementById(`${type}_address_1`);
  return input instanceof HTMLInputElement ? input : null;
}

function install(win: Window): AddressAutocompleteController {
  const active: Record<AddressType, AddressProvider | null> = { billing: null, shipping: null };
  const listeners: Record<AddressType, Set<() => void>> = { billing: new Set(), shipping: new Set() };
  let shortcode = false;

  // A country change always tells the list (it hides, as WooCommerce's does); a registration
  // only when it changes the provider, so a late one leaves an open list alone.
  const choose = (type: AddressType, countryChanged = false) => {
    const input = addressInput(type);
    if (!input) return;
    const provider = chooseProvider(api, countryOf(type));
    const changed = provider !== active[type];
    active[type] = provider;
    api.setActiveProvider(type, provider);
    markField(input, provider !== null);
    if (changed || countryChanged) for (const listener of listeners[type]) listener();
  };
  const chooseAll = () => {
    if (shortcode) for (const type of ADDRESS_TYPES) choose(type);
  };
  const api = installRegistry(win, chooseAll);

  // WooCommerce's shortcode script starts on DOMContentLoaded, and not in a block checkout
  // (whose settings may be printed after this script).
  const start = () => {
    if (api.isBlocksContext()) return;
    shortcode = true;
    chooseAll();
    // select2 tells of a pick with its own jQuery event (which native listeners do not hear).
    const jquery = (win as unknown as { jQuery?: JQueryStatic }).jQuery;
    jquery?.(win.document.body).on('select2:select', (event: JQuery.TriggeredEvent) => {
      for (const type of ADDRESS_TYPES) if ((event.target as Element).id === `${type}_country`) choose(type, true);
    });
  };
  if (win.document.readyState === 'loading') win.document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
  win.document.addEventListener(
    'change',
    (event) => {
      for (const type of ADDRESS_TYPES) if (shortcode && event.target instanceof Element && event.target.id === `${type}_country`) choose(type, true);
    },
    true,
  );

  const controller: AddressAutocompleteController = {
    api,
    isShortcode: () => shortcode,
    provider: (type) => active[type],
    onProviderChange: (type, listener) => {
      listeners[type].add(listener);
      return () => listeners[type].delete(listener);
    },
  };
  Object.defineProperty(api, CONTROLLER, { value: controller });
  return controller;
}

/**
 * WooCommerce's classic-checkout address autocomplete without its list: publishes the
 * provider registry `window.wc.addressAutocomplete` at once, and from DOMContentLoaded keeps
 * the active provider of each address type (server order, first `canSearch(country)`), marks
 * the street field, and chooses again on a country change and on each registration. The
 * classic script `wc-address-autocomplete.js` runs it where WordPress runs WooCommerce's
 * handle; Lantern's chunk calls it again and gets the same controller, or, on a page without
 * that script, installs it then (decision 0049).
 *
 * @example
 * const { api, provider } = installAddressAutocomplete(window);
 * api.registerAddressAutocompleteProvider(myProvider); // true
 * provider('billing'); // myProvider, once the billing country is one it can search
 */
export function installAddressAutocomplete(win: Window): AddressAutocompleteController {
  const namespace = asRecord(asRecord((win as unknown as Record<string, unknown>).wc)?.addressAutocomplete) as { [CONTROLLER]?: AddressAutocompleteController } | null;
  return namespace?.[CONTROLLER] ?? install(win);
}
