import { WOOSC_PANEL } from '../../src/bridge/compare-panel-names';
import { emit } from '../../src/bridge/events';
import { alertElement } from '../../src/dom/alert';
import { replaceServerHtml } from '../../src/dom/fragments';
import { loadCompare, type CompareLoadReply } from '../../src/net/compare';
import { islandRuntime } from '../../src/runtime/connect';
import { barOrder, type BarOrder } from './bar-order';
import { describeRemovers } from './describe-removers';
import { DRAWN_IN, type PanelData } from './controls';
import type { CompareList } from './list-state';
import { freezeTable, isWide, onWidthChange, popupFreeze } from './freeze';
import { applyFilter, applyTools, checkedTools, removeEmptyRows } from './table-tools';

/** Shown in a panel whose content could not be loaded; the list itself is untouched. */
const LOAD_FAILED = 'The comparison could not be loaded. Please check your connection and try again.';

const LOADING_ON: Record<Exclude<PanelData, 'bar'>, string> = { table: '.woosc-table-inner', sidebar: '.woosc-sidebar' };

/** Replaces a region's content with server HTML, unmounting islands in it first and scanning after. */
export function fill(region: Element, markup: string): void {
  replaceServerHtml(region, markup, islandRuntime(), true);
}

function setLoading(kind: PanelData, on: boolean): void {
  if (kind === 'bar') return;
  document.querySelectorAll<HTMLElement>(LOADING_ON[kind]).forEach((element) => {
    element.classList.toggle('woosc-loading', on);
    if (on) element.setAttribute('aria-busy', 'true');
    else element.removeAttribute('aria-busy');
  });
}

function showFailure(kind: PanelData): void {
  const [selector] = DRAWN_IN[kind];
  for (const region of document.querySelectorAll(selector)) region.replaceChildren(alertElement('div', 'woosc-no-result lantern-compare-error', LOAD_FAILED));
}

/** The reply's HTML in its panels (reference 1.4), each marked as showing the list as it is. */
function apply(kind: PanelData, reply: CompareLoadReply): void {
  const place = (part: PanelData, markup: string | undefined) => {
    if (markup === undefined) return;
    const [selector, drawn] = DRAWN_IN[part];
    document.querySelectorAll(selector).forEach((region) => {
      fill(region, markup);
      region.classList.add(drawn);
    });
  };
  if (kind === 'bar' || kind === 'table') {
    place('bar', reply.bar);
    emit(WOOSC_PANEL.barLoaded, [], {});
  }
  if (kind === 'table') place('table', reply.table);
  if (kind === 'sidebar') place('sidebar', reply.sidebar);
  if (reply.filter !== undefined) document.querySelectorAll('.woosc-bar-filter').forEach((region) => fill(region, reply.filter ?? ''));
}

/** Whether the panel's content is drawn and current (not stale since the last change of list). */
function isDrawn(kind: PanelData): boolean {
  const [selector, drawn] = DRAWN_IN[kind];
  return document.querySelector(selector)?.classList.contains(drawn) === true;
}

const sequence: Record<PanelData, number> = { bar: 0, table: 0, sidebar: 0 };

export interface PanelLoads {
  /** Loads and draws `kind`, then runs what follows each load (reference 1.4). */
  load(kind: PanelData): Promise<void>;
  /** Loads `kind` only when it is not drawn yet or went stale. */
  loadIfStale(kind: PanelData): Promise<void>;
  /** Applies the bar's category filter to the table. */
  filter(): void;
}

/**
 * `woosc_load` for a panel and what follows each reply: the loading class while it runs, the
 * server's HTML in place after (a message in the panel when it fails; a newer load of the same
 * panel wins), then, each once and in this order: the bar's reorder wiring, the table's tools
 * (hide empty rows, similarities, differences), the filter, the table's freezing (again on every
 * width change), the described removers, and the plugin's loaded events. A new order of the
 * bar is saved to the list and the table loaded in it.
 *
 * @example const loads = panelLoads(list, signal); void loads.loadIfStale('table');
 */
export function panelLoads(list: CompareList, signal: AbortSignal): PanelLoads {
  const { settings } = list;
  // The bar's reorder wiring is made with the first bar drawn.
  let bar: BarOrder | undefined;
  function freeze(): void {
    const table = document.querySelector('#woosc_table') ?? document.querySelector('.woosc-table-items .woosc_table');
    if (table instanceof HTMLTableElement) freezeTable(table, popupFreeze(settings, isWide()));
  }
  // Widths matter once a table is drawn: the watch starts with the first one.
  let widthWatched = false;

  function filter(): void {
    const select = document.querySelector('#woosc-filter');
    if (settings.barFilter === 'no' || !(select instanceof HTMLSelectElement)) return;
    applyFilter(select.value, settings.hideEmptyRow);
  }

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

  async function load(kind: PanelData): Promise<void> {
    const focusedItem = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('.woosc-bar-item')?.dataset.id : undefined;
    const ticket = ++sequence[kind];
    setLoading(kind, true);
    const reply = await loadCompare(settings, kind);
    if (ticket !== sequence[kind]) return;
    setLoading(kind, false);
    if (!reply.ok) return showFailure(kind);
    apply(kind, reply.value);
    afterDraw(kind, focusedItem);
  }

  return { load, loadIfStale: (kind) => (isDrawn(kind) ? Promise.resolve() : load(kind)), filter };
}
