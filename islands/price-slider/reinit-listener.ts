import { onClassic } from '../../src/bridge/events';
import { LISTING } from '../../src/bridge/listing-names';
import type { MountContext } from '../../src/runtime/types';
import { reinitPriceSliders, watchArrivingWidgets } from './reinit';

/**
 * Hears WooCommerce's `init_price_filter` for the whole page: a filter plugin that replaced the
 * sidebar gets its new widgets drawn. Widgets that arrive later without it are drawn at once too.
 *
 * @example mount(createMountContext(document.body, controller.signal));
 */
export function mount({ signal }: MountContext): void {
  onClassic(LISTING.initPriceFilter, () => reinitPriceSliders(), signal);
  watchArrivingWidgets(signal);
}
