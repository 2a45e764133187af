import { topDialog } from '../../src/dom/dialog';
import { closest } from '../../src/runtime/delegate';
import type { Control } from './controls';
import type { CompareList } from './list-state';
import { panelLoads, type PanelLoads } from './panel-load';
import { area, hasOpen, one, panelStates } from './panel-states';
import { Popups } from './popups';
import { printElement } from './print';
import type { CompareSettings } from './settings';
import { saveTableSettings, watchSettings } from './table-settings';
import { applyTools, checkedTools } from './table-tools';
import { compareTexts } from './texts';

/** Clicks inside these never count as "outside" (the plugin's list, plus the open button). */
const OUTSIDE_EXEMPT = [
  '.wpc_compare_count',
  '.woosc-popup',
  '.woosc-btn',
  '.woosc-table',
  '.woosc-bar',
  '.woosc-menu-item a',
  '.woosc-link a',
  '.woosc-menu a',
  '.woosc-sidebar-btn',
];

/** Not inside any compare element, nor the theme's own compare opener (`open_button`). */
function isOutside(target: EventTarget | null, settings: CompareSettings): boolean {
  if (!(target instanceof Element) || !target.isConnected) return false;
  const exempt = settings.openButton ? [...OUTSIDE_EXEMPT, settings.openButton] : OUTSIDE_EXEMPT;
  return !exempt.some((selector) => closest(target, selector) !== null);
}

/**
 * The bar, the table, the sidebar and the popups (spec 2.6, 4.6): what each control and key
 * does once their code is here. A control changes the list (`list-state`), opens or closes a
 * panel (`panel-states`) and loads what it shows (`panel-load`); a change of list marks the drawn
 * panels stale, so an open reloads only what changed.
 *
 * @example const panels = createPanels(list, signal); panels.openBy('open_popup');
 */
export function createPanels(list: CompareList, signal: AbortSignal) {
  const settings = list.settings;
  // A panel opens first, then loads what it shows: the open is seen at once, the reply draws
  // into it. Each part is made where it is first used, so a click enters each file once.
  const states = panelStates(settings, signal);
  let panelLoader: PanelLoads | undefined;
  const loads = () => (panelLoader ??= panelLoads(list, signal));
  // The popups and the settings' wiring wait for the first popup control.
  let popups: Popups | undefined;
  const popup = () => (popups ??= new Popups(settings, signal));
  let settingsWatched = false;
  const watchTableSettings = () => {
    if (settingsWatched) return;
    settingsWatched = true;
    watchSettings(signal, () => {
      saveTableSettings(list);
      applyTools(document, checkedTools());
      void loads().load('table');
    });
  };
  const print = () => {
    const region = area();
    if (region) printElement(region);
  };
  const openTable = () => {
    states.openBar();
    states.openTable();
    void loads().loadIfStale('table');
  };
  const openSidebar = () => {
    states.openSidebar();
    void loads().loadIfStale('sidebar');
  };

  // What each control of the bar, table, sidebar and popups does (reference 1.6).
  const actions: Record<Control, (element: HTMLElement) => void> = {
    barToggle: () => {
      if (hasOpen('.woosc-table', 'woosc-table-open')) states.closeTable();
      else states.openTable();
      void loads().loadIfStale('table');
    },
    openAll: () => {
      states.closeSidebar();
      states.toggleAll();
      // Everything opened at once: the table is wanted.
      if (area()?.classList.contains('woosc-area-open')) void loads().loadIfStale('table');
    },
    tableClose: () => states.closeTable(),
    itemRemove: (element) => {
      element.parentElement?.classList.add('removing');
      list.remove(element.dataset.id ?? element.closest<HTMLElement>('[data-id]')?.dataset.id ?? '');
      void loads().load('table');
    },
    removeAll: () => {
      if (!window.confirm(compareTexts().removeAll)) return;
      list.remove('all');
      void loads().load('table');
    },
    sidebarItemRemove: (element) => {
      const item = element.closest<HTMLElement>('.woosc-sidebar-item');
      const id = item?.dataset.id ?? element.dataset.id ?? '';
      const next = item?.nextElementSibling?.querySelector<HTMLElement>('.woosc-sidebar-item-remove');
      list.remove(id);
      item?.remove();
      (next ?? one('.woosc-sidebar-close'))?.focus();
    },
    sidebarClose: () => states.closeSidebar(),
    popupClose: (element) => {
      const open = element.closest<HTMLElement>('.woosc-popup');
      if (open) popup().close(open);
    },
    settings: (element) => {
      watchTableSettings();
      popup().toggle(Popups.find('settings'), element);
    },
    print,
    share: (element) => void popup().share(element),
    search: (element) => popup().search(element),
    searchAdd: (element) => {
      popup().closeSearch();
      list.add(element.dataset.id ?? '');
      states.openBar();
      states.openTable();
      void loads().load('table');
    },
    copy: () => void popup().copy(),
  };

  // Escape closes the bar once no dialog is open (the popups, the table and the sidebar are
  // dialogs: Escape closes the top one); Ctrl/Cmd+P prints the comparison while the table is open.
  document.addEventListener(
    'keydown',
    (event) => {
      // A dialog open now, or one Escape just closed, has had its Escape.
      if (event.key === 'Escape' && !event.defaultPrevented && !topDialog() && hasOpen('.woosc-bar', 'woosc-bar-open')) {
        states.closeBar();
        event.preventDefault();
      }
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const printKey = (event.ctrlKey || event.metaKey) && (event.key === 'p' || event.key === 'P' || event.keyCode === 80);
      if (!printKey || !document.querySelector('.woosc-area.woosc-area-open-table')) return;
      event.preventDefault();
      print();
    },
    { signal },
  );
  // A click outside every compare element closes everything (`click_outside`: yes, or
  // yes_empty with an empty list); nothing is open before the panels are here.
  document.addEventListener(
    'click',
    (event) => {
      const closes = settings.clickOutside === 'yes' || (settings.clickOutside === 'yes_empty' && list.ids().length === 0);
      if (closes && isOutside(event.target, settings)) states.closeAll();
    },
    { signal },
  );
  // The filter select filters; a settings change is saved, drawn at once and the table reloaded.
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement && event.target.id === 'woosc-filter') loads().filter();
    },
    { signal },
  );
  return {
    /** Runs a control's action (see CONTROLS). */
    activate: (control: Control, element: HTMLElement) => actions[control](element),
    /** The `button_action` step after a compare button click. */
    afterButton() {
      switch (settings.buttonAction) {
        case 'show_bar':
          states.openBar();
          void loads().loadIfStale('bar');
          return;
        case 'show_table':
          return openTable();
        case 'show_sidebar':
          return openSidebar();
        default:
          if (hasOpen('.woosc-bar', 'woosc-bar-open')) void loads().loadIfStale('bar');
      }
    },
    /** `open_popup` / `open_sidebar` of the menu and the open button. */
    openBy: (action: 'open_popup' | 'open_sidebar') => (action === 'open_sidebar' ? openSidebar() : openTable()),
    /** `open_bar`: the bar drawn and opened on page load. */
    loadAndOpenBar() {
      states.openBar();
      void loads().load('bar');
    },
    closeAll: states.closeAll,
    closeSidebar: states.closeSidebar,
  };
}
