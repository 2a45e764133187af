import type { MountContext } from '../../src/runtime/types';
import { chooseProvider, markField } from './active-provider';
import type * as ComboboxView from './combobox-view';
import { installRegistry } from './registry';
import { ADDRESS_TYPES, type AddressProvider, type AddressType, type ComboboxHost } from './types';

type View = typeof ComboboxView;

/** The value of `{type}_country` (a select, or a hidden input when one country is sold). */
function countryOf(type: AddressType): string {
  const field = document.getElementById(`${type}_country`);
  return field instanceof HTMLSelectElement || field instanceof HTMLInputElement ? field.value : '';
}

function addressInput(type: AddressType): HTMLInputElement | null {
  const input = document.getElementById(`${type}_address_1`);
  return input instanceof HTMLInputElement ? input : null;
}

/**
 * WooCommerce's classic-checkout address autocomplete (spec 2.4, 4.4): publishes the provider
 * registry `window.wc.addressAutocomplete` at once, keeps the active provider of each address
 * type (re-chosen on country change and when a provider registers), and fetches the React
 * suggestion list only when the shopper focuses an `address_1` field that has a provider.
 * In a block checkout only the registry is published: the blocks draw their own list.
 *
 * @example
 * // <input id="billing_address_1"> … <select id="billing_country">
 * startAutocomplete(createMountContext(document.body, controller.signal));
 */
export function startAutocomplete({ signal }: MountContext): void {
  const active: Record<AddressType, AddressProvider | null> = { billing: null, shipping: null };
  const listeners: Record<AddressType, Set<() => void>> = { billing: new Set(), shipping: new Set() };
  const attached = new Set<AddressType>();
  let shortcode = false;

  const choose = (type: AddressType) => {
    const input = addressInput(type);
    if (!input) return;
    const provider = chooseProvider(api, countryOf(type));
    active[type] = provider;
    api.setActiveProvider(type, provider);
    markField(input, provider !== null);
    for (const listener of listeners[type]) listener();
  };
  const chooseAll = () => {
    if (shortcode) ADDRESS_TYPES.forEach(choose);
  };

  const api = installRegistry(window, chooseAll);
  if (api.isBlocksContext()) return;
  shortcode = true;
  chooseAll();

  let view: Promise<View> | undefined;
  const attach = (type: AddressType, input: HTMLInputElement) => {
    if (attached.has(type) || !active[type]) return;
    attached.add(type);
    view ??= import('./combobox-view');
    const host: ComboboxHost = {
      type,
      input,
      signal,
      provider: () => active[type],
      branding: () => {
        const provider = active[type];
        return (provider && api.getServerProvider(provider.id)?.branding_html) || '';
      },
      onProviderChange: (listener) => {
        listeners[type].add(listener);
        return () => listeners[type].delete(listener);
      },
    };
    view.then(
      (module) => module.attachCombobox(host),
      () => {
        // No list this time: the field stays a plain field; the next focus tries again.
        attached.delete(type);
        view = undefined;
      },
    );
  };
  const onFocus = (target: EventTarget | null) => {
    for (const type of ADDRESS_TYPES) {
      if (target && target === addressInput(type)) attach(type, target as HTMLInputElement);
    }
  };

  document.addEventListener('focusin', (event) => onFocus(event.target), { signal, capture: true });
  document.addEventListener(
    'change',
    (event) => {
      for (const type of ADDRESS_TYPES) if (event.target instanceof Element && event.target.id === `${type}_country`) choose(type);
    },
    { signal, capture: true },
  );
  // select2 tells of a pick with its own jQuery event (which native listeners do not hear).
  const jquery = (window as unknown as { jQuery?: JQueryStatic }).jQuery;
  if (jquery) {
    const onSelect = (event: JQuery.TriggeredEvent) => {
      for (const type of ADDRESS_TYPES) if ((event.target as Element).id === `${type}_country`) choose(type);
    };
    jquery(document.body).on('select2:select', onSelect);
    signal.addEventListener('abort', () => jquery(document.body).off('select2:select', onSelect));
  }
  onFocus(document.activeElement);
}
