import { closest } from '../../src/runtime/delegate';
import type { LanternStore } from '../../src/store/state';
import { compareState } from '../../src/store/compare-slice';
import { OUTSIDE_EXEMPT } from './controls';
import type { CompareSettings } from './settings';

/** Not inside any compare element, nor the theme's own compare opener (`open_button`). */
function isOutside(target: EventTarget | null, settings: CompareSettings): boolean {
  if (!(target instanceof Element) || !target.isConnected) return false;
  const exempt = settings.openButton ? [...OUTSIDE_EXEMPT, settings.openButton] : OUTSIDE_EXEMPT;
  return !exempt.some((selector) => closest(target, selector) !== null);
}

interface PageClickOptions {
  settings: CompareSettings;
  store: LanternStore;
  closeAll(): void;
  print(): void;
  signal: AbortSignal;
}

/**
 * What the page's clicks and keys do once the panels are here (nothing is open before): a click
 * outside every compare element closes everything (`click_outside`: yes, or yes_empty with an
 * empty list), and Ctrl/Cmd+P prints the comparison while the table is open.
 *
 * @example watchPageClicks({ settings, store, closeAll: states.closeAll, print, signal });
 */
export function watchPageClicks({ settings, store, closeAll, print, signal }: PageClickOptions): void {
  document.addEventListener('click', (event) => {
    const empty = compareState(store).ids.length === 0;
    const closes = settings.clickOutside === 'yes' || (settings.clickOutside === 'yes_empty' && empty);
    if (closes && isOutside(event.target, settings)) closeAll();
  }, { signal });

  document.addEventListener('keydown', (event) => {
    const printKey = (event.ctrlKey || event.metaKey) && (event.key === 'p' || event.key === 'P' || event.keyCode === 80);
    if (!printKey || !document.querySelector('.woosc-area.woosc-area-open-table')) return;
    event.preventDefault();
    print();
  }, { signal });
}
