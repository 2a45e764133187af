import type { MountContext } from '../../src/runtime/types';

/**
 * The checkout surface reaches every page that prints WooCommerce's order attribution, so the
 * address code itself is fetched only where a street field is (decision 0023): the registry
 * is published as soon as it arrives, and providers that came first are taken over then.
 *
 * @example
 * mount(createMountContext(document.body, controller.signal));
 */
export function mount(context: MountContext): Promise<void> {
  return import('./autocomplete').then((module) => module.startAutocomplete(context));
}
