import type { MountContext } from '../../src/runtime/types';
import type * as ComboboxView from './combobox-view';
import { installAddressAutocomplete } from './controller';
import { ADDRESS_TYPES, type ComboboxHost } from './types';

type View = typeof ComboboxView;

/** One fetch of the list's code (React) for both street fields. */
let view: Promise<View> | undefined;

/**
 * The suggestion list of one street field (`#billing_address_1` or `#shipping_address_1`) on
 * the classic checkout (spec 2.4, 4.4). The registry and the active provider come from the
 * classic script `wc-address-autocomplete.js` (or are installed now on a page without it); the
 * React list is fetched once the field has focus and an active provider, and picks up every
 * provider registered before it came. In a block checkout it does nothing: the blocks draw
 * their own list.
 *
 * @example
 * // <input id="billing_address_1"> … <select id="billing_country">
 * startAutocomplete(createMountContext(document.getElementById('billing_address_1')!, controller.signal));
 */
export function startAutocomplete({ element, signal }: MountContext): void {
  const controller = installAddressAutocomplete(window);
  const type = ADDRESS_TYPES.find((candidate) => element.id === `${candidate}_address_1`);
  if (!type || !(element instanceof HTMLInputElement)) return;
  const input = element;
  let attached = false;

  const attach = () => {
    if (attached || !controller.isShortcode() || !controller.provider(type) || document.activeElement !== input) return;
    attached = true;
    view ??= import('./combobox-view');
    const host: ComboboxHost = {
      type,
      input,
      signal,
      provider: () => controller.provider(type),
      branding: () => {
        const provider = controller.provider(type);
        return (provider && controller.api.getServerProvider(provider.id)?.branding_html) || '';
      },
      onProviderChange: (listener) => controller.onProviderChange(type, listener),
    };
    view.then(
      (module) => module.attachCombobox(host),
      () => {
        // No list this time: the field stays a plain field; the next focus tries again.
        attached = false;
        view = undefined;
      },
    );
  };

  input.addEventListener('focus', attach, { signal });
  // A provider that registers while the shopper is in the field serves them at once.
  const stop = controller.onProviderChange(type, attach);
  signal.addEventListener('abort', stop, { once: true });
  attach();
}
