import type { IslandLifecycle } from '../../src/dom/fragments';
import type { Control } from './controls';
import type { CompareList } from './list';
import { area, hasOpen, one, type Panels } from './panels';
import { Popups } from './popups';
import { saveTableSettings, watchSettings } from './table-settings';
import { applyTools, checkedTools } from './table';
import { compareTexts } from './texts';

// The panels come in this file's chunk: a first click on one of their controls fetches nothing more.
export { createPanels } from './panels';

/**
 * What each control of the bar, the table, the sidebar and the popups does (reference 1.6),
 * once the first of them is used. A control changes the list (`list.ts`), opens or closes a
 * panel and loads what it shows (`panels.ts`), or opens a popup (`popups.ts`); the popups and
 * the settings popup's wiring are made on the first popup control. Made on the first control,
 * not on a compare button's click, which only opens and loads the panels.
 *
 * @example const controls = panelControls(panels, list, islandRuntime(), signal); controls.activate('barToggle', button);
 */
export function panelControls(panels: Panels, list: CompareList, islands: IslandLifecycle, signal: AbortSignal) {
  const { states, load, loadIfStale } = panels;
  let popups: Popups | undefined;
  const popup = () => (popups ??= new Popups(list.settings, islands, signal));
  let settingsWatched = false;
  const watchTableSettings = () => {
    if (settingsWatched) return;
    settingsWatched = true;
    // A settings change is saved, drawn at once and the table reloaded.
    watchSettings(signal, () => {
      saveTableSettings(list);
      applyTools(document, checkedTools());
      void load('table');
    });
  };

  const actions: Record<Control, (element: HTMLElement) => void> = {
    barToggle: () => {
      if (hasOpen('.woosc-table', 'woosc-table-open')) states.closeTable();
      else states.openTable();
      void loadIfStale('table');
    },
    openAll: () => {
      states.closeSidebar();
      states.toggleAll();
      // Everything opened at once: the table is wanted.
      if (area()?.classList.contains('woosc-area-open')) void loadIfStale('table');
    },
    tableClose: () => states.closeTable(),
    itemRemove: (element) => {
      element.parentElement?.classList.add('removing');
      list.remove(element.dataset.id ?? element.closest<HTMLElement>('[data-id]')?.dataset.id ?? '');
      void load('table');
    },
    removeAll: () => {
      if (!window.confirm(compareTexts().removeAll)) return;
      list.remove('all');
      void load('table');
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
    print: panels.print,
    share: (element) => void popup().share(element),
    search: (element) => popup().search(element),
    searchAdd: (element) => {
      popup().closeSearch();
      list.add(element.dataset.id ?? '');
      states.openBar();
      states.openTable();
      void load('table');
    },
    copy: () => void popup().copy(),
  };

  return {
    /** Runs a control's action (see CONTROLS). */
    activate: (control: Control, element: HTMLElement) => actions[control](element),
  };
}
