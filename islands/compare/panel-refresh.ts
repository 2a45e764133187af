import { WOOSC_PANEL } from '../../src/bridge/compare-panel-names';
import type { BarOrder } from './bar-order';
import type { describeControls as DescribeControls } from './describe';
import { describeRemovers } from './describe-removers';
import { freezeTable, isWide, onWidthChange, popupFreeze } from './freeze';
import { one } from './panel-dom';
import { emitPlain, isLoaded, loadPanel } from './panel-load';
import type { PanelData } from './panel-api';
import type { CompareSettings } from './settings';
import { applyFilter, applyTools, checkedTools, removeEmptyRows } from './table-tools';

export interface PanelRefresh {
  /** Loads and draws `kind`, then runs what follows each load (reference 1.4). */
  load(kind: PanelData): Promise<void>;
  /** Loads `kind` only when it is not drawn yet or went stale. */
  loadIfStale(kind: PanelData): Promise<void>;
  /** Applies the bar's category filter to the table. */
  filter(): void;
}

/**
 * What follows each `woosc_load` reply: the bar's reorder wiring, the table's tools (hide empty
 * rows, similarities, differences) and freezing (again on every width change), the sidebar's
 * described removers, the filter, and the plugin's loaded events.
 *
 * @example const loads = panelRefresh(settings, bar, signal, describeControls); void loads.loadIfStale('table');
 */
export function panelRefresh(settings: CompareSettings, bar: BarOrder, signal: AbortSignal, describeControls: typeof DescribeControls): PanelRefresh {
  function freeze(): void {
    const table = one('#woosc_table') ?? one('.woosc-table-items .woosc_table');
    if (table instanceof HTMLTableElement) freezeTable(table, popupFreeze(settings, isWide()));
  }
  onWidthChange(freeze, signal);

  function afterTable(): void {
    if (settings.hideEmptyRow) removeEmptyRows(document);
    applyTools(document, checkedTools());
    freeze();
    describeRemovers(describeControls);
    emitPlain(WOOSC_PANEL.tableLoaded);
  }

  function filter(): void {
    const select = one('#woosc-filter');
    if (settings.barFilter === 'no' || !(select instanceof HTMLSelectElement)) return;
    applyFilter(select.value, settings.hideEmptyRow);
  }

  async function load(kind: PanelData): Promise<void> {
    const focusedItem = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>('.woosc-bar-item')?.dataset.id : undefined;
    const outcome = await loadPanel(settings, kind);
    if (!outcome.ok) return;
    if (kind !== 'sidebar') bar.afterLoad(focusedItem);
    if (kind === 'table') afterTable();
    if (kind === 'sidebar') {
      describeRemovers(describeControls);
      emitPlain(WOOSC_PANEL.sidebarLoaded);
    }
    filter();
    emitPlain(WOOSC_PANEL.filterLoaded);
  }

  return { load, loadIfStale: (kind) => (isLoaded(kind) ? Promise.resolve() : load(kind)), filter };
}
