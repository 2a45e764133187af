import { barOrder } from './bar-order';
import type { describeControls as DescribeControls } from './describe';
import type { CompareList } from './list-state';
import { panelActions } from './panel-actions';
import type { Panels } from './panel-api';
import { area, hasOpen } from './panel-dom';
import { listenToPanels } from './panel-listeners';
import { markStale } from './panel-load';
import { panelRefresh } from './panel-refresh';
import { panelStates } from './panel-states';
import { Popups } from './popups';
import { printElement } from './print';
import { compareTexts } from './texts';
import { watchPageClicks } from './page-clicks';
import type { LanternStore } from '../../src/store/state';

/**
 * The bar, the table, the sidebar and the popups (spec 2.6, 4.6), put together from their
 * parts: states (`panel-states`), loads (`panel-refresh`), the bar's order (`bar-order`), the
 * controls' actions (`panel-actions`) and the page-wide listeners (`panel-listeners`). Drawn
 * panels go stale whenever the list changes, here or in another tab.
 *
 * `describeControls` comes from the always-loaded code, so this chunk does not carry a copy.
 *
 * @example const panels = createPanels(list, store, signal, describeControls); panels.openBy('open_popup');
 */
export function createPanels(list: CompareList, store: LanternStore, signal: AbortSignal, describeControls: typeof DescribeControls): Panels {
  const settings = list.settings;
  // The popups, the table and the sidebar leave the dialog stack with the signal.
  const popups = new Popups(settings, signal);
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.compare && state.compare.ids !== previous.compare?.ids) markStale();
  });
  signal.addEventListener('abort', unsubscribe, { once: true });

  // A new bar order reloads the table; the loads draw the bar: the reload is looked up when it runs.
  const reloadTable = (): void => void loads.load('table');
  const bar = barOrder(list, signal, describeControls, reloadTable);
  const loads = panelRefresh(settings, bar, signal, describeControls);
  const states = panelStates(settings, { barOpened: () => bar.makeSortable(), tableWanted: () => void loads.loadIfStale('table') }, signal);
  const print = () => {
    const region = area();
    if (region) printElement(region);
  };
  const actions = panelActions({ list, states, loads, popups, print, removeAllText: () => compareTexts().removeAll });
  listenToPanels({ list, states, loads }, signal);
  watchPageClicks({ settings, store, closeAll: states.closeAll, print, signal });

  const openTable = () => {
    void loads.loadIfStale('table');
    states.openBar();
    states.openTable();
  };
  const openSidebar = () => {
    void loads.loadIfStale('sidebar');
    states.openSidebar();
  };

  return {
    activate: (control, element) => actions[control](element),
    afterButton() {
      switch (settings.buttonAction) {
        case 'show_bar':
          void loads.loadIfStale('bar');
          states.openBar();
          return;
        case 'show_table':
          return openTable();
        case 'show_sidebar':
          return openSidebar();
        default:
          if (hasOpen('.woosc-bar', 'woosc-bar-open')) void loads.loadIfStale('bar');
      }
    },
    openBy: (action) => (action === 'open_sidebar' ? openSidebar() : openTable()),
    openBar: states.openBar,
    loadAndOpenBar() {
      void loads.load('bar');
      states.openBar();
    },
    closeAll: states.closeAll,
    closeSidebar: states.closeSidebar,
    closeTable: states.closeTable,
    print,
  };
}
