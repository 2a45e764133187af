import type { MountContext } from '../../src/runtime/types';
import { startAutocomplete } from './autocomplete';

/**
 * One street field of checkout or registration: its suggestion list, on the registry the
 * classic script published (decision 0049). The order attribution runs on every page from a
 * surface of its own, so this code is fetched only where a street field is.
 *
 * @example
 * mount(createMountContext(document.getElementById('billing_address_1')!, controller.signal));
 */
export function mount(context: MountContext): void {
  startAutocomplete(context);
}
