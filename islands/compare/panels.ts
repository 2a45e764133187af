import { WOOSC_PANEL } from '../../src/bridge/compare-panel-names';
import { emit } from '../../src/bridge/events';
import { alertElement } from '../../src/dom/alert';
import { describeDialog, dialogOf, FOCUS_DELAY_MS, openDialog, topDialog } from '../../src/dom/dialog';
import { replaceServerHtml, type IslandLifecycle } from '../../src/dom/fragments';
import { loadCompare, type CompareLoadReply } from '../../src/net/compare';
import { closest } from '../../src/runtime/delegate';
import { DRAWN_IN, type PanelData } from './controls';
import type { CompareList } from './list';
import { printElement } from './print';
import { barOrder, type BarOrder } from './reorder';
import type { CompareSettings } from './settings';
import { applyFilter, applyTools, checkedTools, describeRemovers, freezePanelTable, onWidthChange, removeEmptyRows } from './table';

/*
 * The bar, the table and the sidebar (spec 2.6, 4.6): opened and closed with the plugin's
 * classes and events, then loaded (`woosc_load`) and drawn. A panel opens first and loads what
 * it shows after, so the open is seen at once and the reply draws into it; a change of list
 * marks the drawn panels stale (`list.ts`), so an open reloads only what changed. What each
 * control of theirs does is in `panel-controls.ts`, loaded with the first control.
 */

/** The page's first match of `selector`. */
export const one = (selector: string) => document.querySelector<HTMLElement>(selector);
/** Every match of `selector` (the plugin can print a bar or table more than once). */
const all = (selector: string) => Array.from(document.querySelectorAll<HTMLElement>(selector));
/** The footer area, `#woosc-area` (or the class alone). */
export const area = () => one('#woosc-area') ?? one('.woosc-area');
/** Whether the first `selector` carries the open class `name`. */
export const hasOpen = (selector: string, name: string) => one(selector)?.classList.contains(name) === true;

/** The bar's tools follow it: out of reach while it is closed; its toggle always stays. */
function reachTools(bar: HTMLElement, open: boolean): void {
  for (const part of Array.from(bar.children)) if (!part.classList.contains('woosc-bar-btn')) part.toggleAttribute('inert', !open);
}

/**
 * The panel rules of spec 4.6 and reference 1.6: the sidebar closes the bar and the table;
 * the table removes and restores the bubble (`bar_bubble`) and closes the bar with
 * `hide_closed`; the table and the sidebar are dialogs on the page's stack (`src/dom/dialog`:
 * Escape closes them); each change triggers the plugin's event.
 *
 * @example const states = panelStates(settings, signal); states.openTable();
 */
export function panelStates(settings: CompareSettings, signal: AbortSignal) {
  function openBar(): void {
    closeSidebar();
    area()?.classList.add('woosc-area-open-bar');
    all('.woosc-bar').forEach((bar) => {
      bar.classList.add('woosc-bar-open');
      reachTools(bar, true);
    });
    emit(WOOSC_PANEL.barOpen, [], {});
  }
  function closeBar(): void {
    area()?.classList.remove('woosc-area-open-bar');
    all('.woosc-bar').forEach((bar) => {
      bar.classList.remove('woosc-bar-open');
      reachTools(bar, false);
    });
    emit(WOOSC_PANEL.barClose, [], {});
  }
  /** The table's open classes and reach, the bar button's state and the bubble, together. */
  function showTable(open: boolean): void {
    all('.woosc-table').forEach((table) => {
      table.classList.toggle('woosc-table-open', open);
      table.toggleAttribute('inert', !open);
    });
    all('.woosc-bar-btn').forEach((button) => {
      button.classList.toggle('woosc-bar-btn-open', open);
      button.setAttribute('aria-expanded', String(open));
    });
    if (settings.barBubble) all('.woosc-bar').forEach((bar) => bar.classList.toggle('woosc-bar-bubble', !open));
  }
  function openTable(): void {
    closeSidebar();
    const region = area();
    region?.classList.add('woosc-area-open-table');
    showTable(true);
    // The bar stays usable beside the table, so the dialog is the whole area.
    if (region) {
      describeDialog(region, { label: 'Compare products' });
      openDialog(region, { focusDelay: FOCUS_DELAY_MS.popup, close: closeTable, signal });
    }
    emit(WOOSC_PANEL.tableOpen, [], {});
  }
  function closeTable(): void {
    const region = area();
    region?.classList.remove('woosc-area-open', 'woosc-area-open-table');
    showTable(false);
    if (region) {
      dialogOf(region)?.close();
      // Back to the landmark it is between openings: the bar and its button stay in one.
      region.setAttribute('role', 'region');
      region.removeAttribute('aria-modal');
    }
    if (settings.hideClosed) closeBar();
    emit(WOOSC_PANEL.tableClose, [], {});
  }
  function openSidebar(): void {
    closeBar();
    closeTable();
    area()?.classList.add('woosc-area-open-sidebar');
    const sidebar = one('.woosc-sidebar');
    if (sidebar) {
      sidebar.classList.add('woosc-sidebar-open');
      sidebar.removeAttribute('inert');
      describeDialog(sidebar, { label: 'Compare list' });
      // A click on the area around it (its backdrop) closes it, as Escape does.
      openDialog(sidebar, {
        focusDelay: FOCUS_DELAY_MS.popup,
        close: closeSidebar,
        backdrop: { overlay: '.woosc-area-open-sidebar', content: sidebar },
        signal,
      });
    }
    emit(WOOSC_PANEL.sidebarOpen, [], {});
  }
  function closeSidebar(): void {
    area()?.classList.remove('woosc-area-open-sidebar');
    const sidebar = one('.woosc-sidebar');
    if (sidebar) {
      sidebar.classList.remove('woosc-sidebar-open');
      sidebar.setAttribute('inert', '');
      dialogOf(sidebar)?.close();
    }
    emit(WOOSC_PANEL.sidebarClose, [], {});
  }
  function closeAll(): void {
    area()?.classList.remove('woosc-area-open');
    closeBar();
    closeTable();
    emit(WOOSC_PANEL.close, [], {});
  }
  /** The bar and the table together (the menu's open-all). */
  function toggleAll(): void {
    if (area()?.classList.contains('woosc-area-open')) closeAll();
    else {
      area()?.classList.add('woosc-area-open');
      openBar();
      openTable();
      emit(WOOSC_PANEL.open, [], {});
    }
    emit(WOOSC_PANEL.toggle, [], {});
  }
  return { openBar, closeBar, openTable, closeTable, openSidebar, closeSidebar, toggleAll, closeAll };
}

/** Shown in a panel whose content could not be loaded; the list itself is untouched. */
const LOAD_FAILED = 'The comparison could not be loaded. Please check your connection and try again.';

const LOADING_ON: Record<Exclude<PanelData, 'bar'>, string> = { table: '.woosc-table-inner', sidebar: '.woosc-sidebar' };

function setLoading(kind: PanelData, on: boolean): void {
  if (kind === 'bar') return;
  all(LOADING_ON[kind]).forEach((element) => {
    element.classList.toggle('woosc-loading', on);
    if (on) element.setAttribute('aria-busy', 'true');
    else element.removeAttribute('aria-busy');
  });
}

/** Whether the panel's content is drawn and current (not stale since the last change of list). */
function isDrawn(kind: PanelData): boolean {
  const [selector, drawn] = DRAWN_IN[kind];
  return document.querySelector(selector)?.classList.contains(drawn) === true;
}

const sequence: Record<PanelData, number> = { bar: 0, table: 0, sidebar: 0 };

/** Clicks inside these never count as "outside" (the plugin's list, plus the open button). */
const OUTSIDE_EXEMPT = ['.wpc_compare_count', '.woosc-popup', '.woosc-btn', '.woosc-table', '.woosc-bar', '.woosc-menu-item a', '.woosc-link a', '.woosc-menu a', '.woosc-sidebar-btn'];

/** Not inside any compare element, nor the theme's own compare opener (`open_button`). */
function isOutside(target: EventTarget | null, settings: CompareSettings): boolean {
  if (!(target instanceof Element) || !target.isConnected) return false;
  const exempt = settings.openButton ? [...OUTSIDE_EXEMPT, settings.openButton] : OUTSIDE_EXEMPT;
  return !exempt.some((selector) => closest(target, selector) !== null);
}

/**
 * The panels once their code is here: opened, then loaded and drawn. After each reply, each
 * once and in this order: the bar's reorder wiring, the table's tools (hide empty rows,
 * similarities, differences), the filter, the table's freezing (again on every width change),
 * the described removers, and the plugin's loaded events. A load shows the loading class while
 * it runs and a message in the panel when it fails; a newer load of the same panel wins. Escape
 * closes the bar, a click outside closes everything (`click_outside`), Ctrl/Cmd+P prints the
 * open comparison.
 *
 * @example const panels = createPanels(list, islandRuntime(), signal); panels.openBy('open_popup');
 */
export function createPanels(list: CompareList, islands: IslandLifecycle, signal: AbortSignal) {
  const { settings } = list;
  const states = panelStates(settings, signal);
  // The bar's reorder wiring is made with the first bar drawn; a new order loads the table.
  let bar: BarOrder | undefined;
  // Widths matter once a table is drawn: the watch starts with the first one.
  let widthWatched = false;

  /** The reply's HTML in its panels (reference 1.4), each marked as showing the list as it is. */
  function apply(kind: PanelData, reply: CompareLoadReply): void {
    const place = (part: PanelData, markup: string | undefined) => {
      if (markup === undefined) return;
      const [selector, drawn] = DRAWN_IN[part];
      document.querySelectorAll(selector).forEach((region) => {
        replaceServerHtml(region, markup, islands, true);
        region.classList.add(drawn);
      });
    };
    if (kind !== 'sidebar') {
      place('bar', reply.bar);
      emit(WOOSC_PANEL.barLoaded, [], {});
    }
    if (kind === 'table') place('table', reply.table);
    if (kind === 'sidebar') place('sidebar', reply.sidebar);
    if (reply.filter !== undefined) document.querySelectorAll('.woosc-bar-filter').forEach((region) => replaceServerHtml(region, reply.filter ?? '', islands, true));
  }

  function filter(): void {
    const select = document.querySelector('#woosc-filter');
    if (settings.barFilter === 'no' || !(select instanceof HTMLSelectElement)) return;
    applyFilter(select.value, settings.hideEmptyRow);
  }

  const freeze = () => freezePanelTable(settings);

  function afterDraw(kind: PanelData, focusedItem: string | undefined): void {
    if (kind !== 'sidebar') {
      bar ??= barOrder(list, signal, () => void load('table'));
      bar.afterLoad(focusedItem);
    }
    if (kind === 'table') {
      if (settings.hideEmptyRow) removeEmptyRows(document);
      applyTools(document, checkedTools());
    }
    filter();
    if (kind === 'table') {
      freeze();
      if (!widthWatched) onWidthChange(freeze, signal);
      widthWatched = true;
    }
    describeRemovers();
    if (kind === 'table') emit(WOOSC_PANEL.tableLoaded, [], {});
    if (kind === 'sidebar') emit(WOOSC_PANEL.sidebarLoaded, [], {});
    emit(WOOSC_PANEL.filterLoaded, [], {});
  }

  /** Loads and draws `kind`, then runs what follows each load (reference 1.4). */
  async function load(kind: PanelData): Promise<void> {
    const focusedItem = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('.woosc-bar-item')?.dataset.id : undefined;
    const ticket = ++sequence[kind];
    setLoading(kind, true);
    const reply = await loadCompare(settings, kind);
    if (ticket !== sequence[kind]) return;
    setLoading(kind, false);
    if (!reply.ok) {
      for (const region of document.querySelectorAll(DRAWN_IN[kind][0])) region.replaceChildren(alertElement('div', 'woosc-no-result lantern-compare-error', LOAD_FAILED));
      return;
    }
    apply(kind, reply.value);
    afterDraw(kind, focusedItem);
  }

  /** Loads `kind` only when it is not drawn yet or went stale. */
  const loadIfStale = (kind: PanelData) => (isDrawn(kind) ? Promise.resolve() : load(kind));
  const openTable = () => {
    states.openBar();
    states.openTable();
    void loadIfStale('table');
  };
  const openSidebar = () => {
    states.openSidebar();
    void loadIfStale('sidebar');
  };
  const print = () => {
    const region = area();
    if (region) printElement(region);
  };

  document.addEventListener(
    'keydown',
    (event) => {
      // Escape closes the bar once no dialog is open (the popups, the table and the sidebar are
      // dialogs: Escape closes the top one, and one Escape just closed has had its Escape).
      if (event.key === 'Escape' && !event.defaultPrevented && !topDialog() && hasOpen('.woosc-bar', 'woosc-bar-open')) {
        states.closeBar();
        event.preventDefault();
      }
      // Ctrl/Cmd+P prints the comparison while the table is open.
      const printKey = (event.ctrlKey || event.metaKey) && (event.key === 'p' || event.key === 'P' || event.keyCode === 80);
      if (printKey && document.querySelector('.woosc-area.woosc-area-open-table')) {
        event.preventDefault();
        print();
      }
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
  // The bar's filter select filters the table.
  document.addEventListener('change', (event) => event.target instanceof HTMLSelectElement && event.target.id === 'woosc-filter' && filter(), { signal });

  return {
    states,
    load,
    loadIfStale,
    print,
    /** The `button_action` step after a compare button click. */
    afterButton() {
      switch (settings.buttonAction) {
        case 'show_bar':
          states.openBar();
          void loadIfStale('bar');
          return;
        case 'show_table':
          return openTable();
        case 'show_sidebar':
          return openSidebar();
        default:
          if (hasOpen('.woosc-bar', 'woosc-bar-open')) void loadIfStale('bar');
      }
    },
    /** `open_popup` / `open_sidebar` of the menu and the open button. */
    openBy: (action: 'open_popup' | 'open_sidebar') => (action === 'open_sidebar' ? openSidebar() : openTable()),
    /** `open_bar`: the bar drawn and opened on page load. */
    loadAndOpenBar() {
      states.openBar();
      void load('bar');
    },
  };
}

/** Opening and closing the bar, the table and the sidebar, with the plugin's state classes. */
export type PanelStates = ReturnType<typeof panelStates>;
/** The panels, once their code is here. */
export type Panels = ReturnType<typeof createPanels>;
