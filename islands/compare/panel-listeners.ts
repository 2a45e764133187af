import { topDialog } from '../../src/dom/dialog';
import type { CompareList } from './list-state';
import { hasOpen } from './panel-dom';
import type { PanelRefresh } from './panel-refresh';
import type { PanelStates } from './panel-states';
import { saveTableSettings, watchSettings } from './table-settings';
import { applyTools, checkedTools } from './table-tools';

/**
 * The page-wide listeners of the open panels: Escape closes the bar once no dialog is open
 * (the popups, the table and the sidebar are dialogs: Escape closes the top one); the filter
 * select filters; a settings change is saved, drawn at once and the table reloaded.
 *
 * @example listenToPanels({ list, states, loads }, signal);
 */
export function listenToPanels(parts: { list: CompareList; states: PanelStates; loads: PanelRefresh }, signal: AbortSignal): void {
  const { list, states, loads } = parts;
  document.addEventListener(
    'keydown',
    (event) => {
      // A dialog open now, or one Escape just closed, has had its Escape.
      if (event.key !== 'Escape' || event.defaultPrevented || topDialog() || !hasOpen('.woosc-bar', 'woosc-bar-open')) return;
      states.closeBar();
      event.preventDefault();
    },
    { signal },
  );
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement && event.target.id === 'woosc-filter') loads.filter();
    },
    { signal },
  );
  watchSettings(signal, () => {
    saveTableSettings(list);
    applyTools(document, checkedTools());
    void loads.load('table');
  });
}
