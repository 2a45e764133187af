import type { Control } from './controls';
import type { CompareList } from './list-state';
import { hasOpen, one } from './panel-dom';
import type { PanelRefresh } from './panel-refresh';
import type { PanelStates } from './panel-states';
import { Popups } from './popups';

export interface ActionParts {
  list: CompareList;
  states: PanelStates;
  loads: PanelRefresh;
  popups: Popups;
  print(): void;
  /** The `remove_all` confirm text. */
  removeAllText(): string;
}

/**
 * What each control of the bar, table, sidebar and popups does (reference 1.6): toggles,
 * removes (one, all after the `remove_all` confirm), the tool popups, print, share, search
 * and the search results' add buttons.
 *
 * @example panelActions(parts).removeAll(button);
 */
export function panelActions({ list, states, loads, popups, print, removeAllText }: ActionParts): Record<Control, (element: HTMLElement) => void> {
  return {
    barToggle: () => {
      void loads.loadIfStale('table');
      if (hasOpen('.woosc-table', 'woosc-table-open')) states.closeTable();
      else states.openTable();
    },
    openAll: () => {
      states.closeSidebar();
      states.toggleAll();
    },
    tableClose: () => states.closeTable(),
    itemRemove: (element) => {
      element.parentElement?.classList.add('removing');
      list.remove(element.dataset.id ?? element.closest<HTMLElement>('[data-id]')?.dataset.id ?? '');
      void loads.load('table');
    },
    removeAll: () => {
      if (!window.confirm(removeAllText())) return;
      list.remove('all');
      void loads.load('table');
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
      const popup = element.closest<HTMLElement>('.woosc-popup');
      if (popup) popups.close(popup);
    },
    settings: (element) => void popups.toggle(Popups.find('settings'), element),
    print: () => print(),
    share: (element) => void popups.share(element),
    search: (element) => popups.search(element),
    searchAdd: (element) => {
      popups.closeSearch();
      list.add(element.dataset.id ?? '');
      void loads.load('table');
      states.openBar();
      states.openTable();
    },
    copy: () => void popups.copy(),
  };
}
