import { WOOSC } from '../../src/bridge/names';
import { DialogStack } from './dialogs';
import { freezeTable, isWide, onWidthChange, popupFreeze } from './freeze';
import type { CompareList } from './list-state';
import { emitPlain, isLoaded, loadPanel, markStale } from './panel-load';
import type { Control } from './controls';
import type { PanelData, Panels } from './panel-api';
import { Popups } from './popups';
import { compareTexts } from './texts';
import { printElement } from './print';
import { keyboardReorder, makeSortable, type ReorderList } from './reorder';
import { saveTableSettings, watchSettings } from './table-settings';
import { applyFilter, applyTools, checkedTools, removeEmptyRows } from './table-tools';
import { describeRemovers } from './describe-removers';
import type { LanternStore } from '../../src/store/store';
import type { describeControls as DescribeControls } from './describe';

const BAR_HINT = 'Use the arrow keys to move it; the table follows the new order.';

const one = (selector: string) => document.querySelector<HTMLElement>(selector);
const all = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector));
const area = () => one('#woosc-area') ?? one('.woosc-area');

/**
 * The bar, the table, the sidebar and the popups (spec 2.6, 4.6): the plugin's state classes,
 * lazy loads with stale marking, dialogs with focus moved in, trapped and restored, and the
 * table tools after each load.
 *
 * `describeControls` comes from the always-loaded code, so this chunk does not carry a copy.
 *
 * @example const panels = createPanels(list, store, signal, describeControls); panels.openBy('open_popup');
 */
export function createPanels(list: CompareList, store: LanternStore, signal: AbortSignal, describeControls: typeof DescribeControls): Panels {
  const settings = list.settings;
  const dialogs = new DialogStack();
  const popups = new Popups(dialogs, settings, signal);
  // Drawn panels go stale when the list changes (here or from another tab).
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.compare && state.compare.ids !== previous.compare?.ids) markStale();
  });
  signal.addEventListener(
    'abort',
    () => {
      unsubscribe();
      dialogs.releaseAll();
    },
    { once: true },
  );

  const barList = (container: HTMLElement): ReorderList => ({
    container,
    items: '.woosc-bar-item',
    handle: '.woosc-bar-item-img',
    keyTarget: (item) => item,
    nameOf: (item) => item.querySelector('[aria-label]')?.getAttribute('aria-label') ?? item.querySelector('img')?.alt ?? `Product ${item.dataset.id ?? ''}`,
    onUpdate: () => saveBarOrder(),
  });
  const relabelBar = new Map<HTMLElement, () => void>();

  const load = async (kind: PanelData) => {
    const focusedItem = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('.woosc-bar-item')?.dataset.id : undefined;
    const outcome = await loadPanel(settings, kind);
    if (!outcome.ok) return;
    if (kind !== 'sidebar') afterBar(focusedItem);
    if (kind === 'table') afterTable();
    if (kind === 'sidebar') {
      describeRemovers(describeControls);
      emitPlain(WOOSC.sidebarLoaded);
    }
    filter();
    emitPlain(WOOSC.filterLoaded);
  };
  const loadIfStale = (kind: PanelData) => (isLoaded(kind) ? Promise.resolve() : load(kind));

  function afterBar(focusedItem: string | undefined): void {
    for (const container of all('.woosc-bar-items')) {
      let relabel = relabelBar.get(container);
      if (!relabel) {
        relabel = keyboardReorder(barList(container), signal, BAR_HINT);
        relabelBar.set(container, relabel);
      }
      relabel();
      if (one('.woosc-bar.woosc-bar-open')) void makeSortable(barList(container));
    }
    describeRemovers(describeControls);
    if (focusedItem) one(`.woosc-bar-item[data-id="${CSS.escape(focusedItem)}"]`)?.focus();
  }

  function afterTable(): void {
    if (settings.hideEmptyRow) removeEmptyRows(document);
    applyTools(document, checkedTools());
    freeze();
    describeRemovers(describeControls);
    emitPlain(WOOSC.tableLoaded);
  }

  function freeze(): void {
    const table = one('#woosc_table') ?? one('.woosc-table-items .woosc_table');
    if (table instanceof HTMLTableElement) freezeTable(table, popupFreeze(settings, isWide()));
  }
  onWidthChange(freeze, signal);

  function filter(): void {
    const select = one('#woosc-filter');
    if (settings.barFilter === 'no' || !(select instanceof HTMLSelectElement)) return;
    applyFilter(select.value, settings.hideEmptyRow);
  }

  function saveBarOrder(): void {
    const ids = all('.woosc-bar-items .woosc-bar-item').map((item) => item.dataset.id ?? '');
    list.save(ids);
    void load('table');
  }

  const hasOpen = (selector: string, name: string) => one(selector)?.classList.contains(name) === true;

  function openBar(): void {
    closeSidebar();
    area()?.classList.add('woosc-area-open-bar');
    all('.woosc-bar').forEach((bar) => bar.classList.add('woosc-bar-open'));
    all('.woosc-bar-items').forEach((container) => void makeSortable(barList(container)));
    emitPlain(WOOSC.barOpen);
  }
  function closeBar(): void {
    area()?.classList.remove('woosc-area-open-bar');
    all('.woosc-bar').forEach((bar) => bar.classList.remove('woosc-bar-open'));
    emitPlain(WOOSC.barClose);
  }
  function openTable(): void {
    closeSidebar();
    const region = area();
    region?.classList.add('woosc-area-open-table');
    all('.woosc-table').forEach((table) => {
      table.classList.add('woosc-table-open');
      table.removeAttribute('inert');
    });
    all('.woosc-bar-btn').forEach((button) => {
      button.classList.add('woosc-bar-btn-open');
      button.setAttribute('aria-expanded', 'true');
    });
    if (settings.barBubble) all('.woosc-bar').forEach((bar) => bar.classList.remove('woosc-bar-bubble'));
    // The bar stays usable beside the table, so the dialog is the whole area.
    if (region) {
      DialogStack.describe(region, 'Compare products');
      dialogs.push(region);
    }
    emitPlain(WOOSC.tableOpen);
  }
  function closeTable(): void {
    const region = area();
    region?.classList.remove('woosc-area-open', 'woosc-area-open-table');
    all('.woosc-table').forEach((table) => {
      table.classList.remove('woosc-table-open');
      table.setAttribute('inert', '');
    });
    all('.woosc-bar-btn').forEach((button) => {
      button.classList.remove('woosc-bar-btn-open');
      button.setAttribute('aria-expanded', 'false');
    });
    if (settings.barBubble) all('.woosc-bar').forEach((bar) => bar.classList.add('woosc-bar-bubble'));
    if (region) {
      dialogs.remove(region);
      region.removeAttribute('role');
      region.removeAttribute('aria-modal');
    }
    if (settings.hideClosed) closeBar();
    emitPlain(WOOSC.tableClose);
  }
  function openSidebar(): void {
    closeBar();
    closeTable();
    area()?.classList.add('woosc-area-open-sidebar');
    const sidebar = one('.woosc-sidebar');
    sidebar?.classList.add('woosc-sidebar-open');
    sidebar?.removeAttribute('inert');
    if (sidebar) {
      DialogStack.describe(sidebar, 'Compare list');
      dialogs.push(sidebar);
    }
    emitPlain(WOOSC.sidebarOpen);
  }
  function closeSidebar(): void {
    area()?.classList.remove('woosc-area-open-sidebar');
    const sidebar = one('.woosc-sidebar');
    sidebar?.classList.remove('woosc-sidebar-open');
    sidebar?.setAttribute('inert', '');
    if (sidebar) dialogs.remove(sidebar);
    emitPlain(WOOSC.sidebarClose);
  }
  function openAll(): void {
    area()?.classList.add('woosc-area-open');
    void loadIfStale('table');
    openBar();
    openTable();
    emitPlain(WOOSC.open);
  }
  function closeAll(): void {
    area()?.classList.remove('woosc-area-open');
    closeBar();
    closeTable();
    emitPlain(WOOSC.close);
  }
  function toggleAll(): void {
    if (area()?.classList.contains('woosc-area-open')) closeAll();
    else openAll();
    emitPlain(WOOSC.toggle);
  }

  const actions: Record<Control, (element: HTMLElement) => void> = {
    barToggle: () => {
      void loadIfStale('table');
      if (hasOpen('.woosc-table', 'woosc-table-open')) closeTable();
      else openTable();
    },
    openAll: () => {
      closeSidebar();
      toggleAll();
    },
    tableClose: () => closeTable(),
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
    sidebarClose: () => closeSidebar(),
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
      void load('table');
      openBar();
      openTable();
    },
    copy: () => void popups.copy(),
  };

  function print(): void {
    const region = area();
    if (region) printElement(region);
  }

  // A click on the sidebar's backdrop closes it.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.woosc-area-open-sidebar') && !target.closest('.woosc-sidebar')) closeSidebar();
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      const popup = popups.topOpen();
      if (popup) popups.close(popup);
      else if (hasOpen('.woosc-table', 'woosc-table-open')) closeTable();
      else if (hasOpen('.woosc-sidebar', 'woosc-sidebar-open')) closeSidebar();
      else if (hasOpen('.woosc-bar', 'woosc-bar-open')) closeBar();
      else return;
      event.preventDefault();
    },
    { signal },
  );
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement && event.target.id === 'woosc-filter') filter();
    },
    { signal },
  );
  watchSettings(signal, () => {
    saveTableSettings(list);
    applyTools(document, checkedTools());
    void load('table');
  });

  return {
    activate: (control, element) => actions[control](element),
    afterButton() {
      switch (settings.buttonAction) {
        case 'show_bar':
          void loadIfStale('bar');
          openBar();
          return;
        case 'show_table':
          void loadIfStale('table');
          openBar();
          openTable();
          return;
        case 'show_sidebar':
          void loadIfStale('sidebar');
          openSidebar();
          return;
        default:
          if (hasOpen('.woosc-bar', 'woosc-bar-open')) void loadIfStale('bar');
      }
    },
    openBy(action) {
      if (action === 'open_sidebar') {
        void loadIfStale('sidebar');
        openSidebar();
      } else {
        void loadIfStale('table');
        openBar();
        openTable();
      }
    },
    openBar,
    loadAndOpenBar() {
      void load('bar');
      openBar();
    },
    closeAll,
    closeSidebar,
    closeTable,
    print,
  };
}
