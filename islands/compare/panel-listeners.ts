import type { CompareList } from './list-state';
import { hasOpen } from './panel-dom';
import type { PanelRefresh } from './panel-refresh';
import type { PanelStates } from './panel-states';
import type { Popups } from './popups';
import { saveTableSettings, watchSettings } from './table-settings';
import { applyTools, checkedTools } from './table-tools';

/**
 * The page-wide listeners of the open panels: a click on the sidebar's backdrop closes it;
 * Escape closes the topmost popup, else the table, the sidebar, then the bar; the filter
 * select filters; a settings change is saved, drawn at once and the table reloaded.
 *
 * @example listenToPanels({ list, states, loads, popups }, signal);
 */
export function listenToPanels(parts: { list: CompareList; states: PanelStates; loads: PanelRefresh; popups: Popups }, signal: AbortSignal): void {
  const { list, states, loads, popups } = parts;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.woosc-area-open-sidebar') && !target.closest('.woosc-sidebar')) states.closeSidebar();
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      const popup = popups.topOpen();
      if (popup) popups.close(popup);
      else if (hasOpen('.woosc-table', 'woosc-table-open')) states.closeTable();
      else if (hasOpen('.woosc-sidebar', 'woosc-sidebar-open')) states.closeSidebar();
      else if (hasOpen('.woosc-bar', 'woosc-bar-open')) states.closeBar();
      else return;
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
