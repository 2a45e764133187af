import type { MountContext } from '../../src/runtime/types';
import { startAutocomplete } from './autocomplete';

/**
 * The street fields of checkout and registration: the provider registry is published as soon
 * as this chunk arrives, and providers that came first are taken over then (decision 0023).
 * The order attribution runs on every page from a surface of its own, so this code is fetched
 * only where a street field is.
 *
 * @example
 * mount(createMountContext(document.body, controller.signal));
 */
export function mount(context: MountContext): void {
  startAutocomplete(context);
}
