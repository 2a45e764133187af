import { freezeTable, onWidthChange, quickColumns } from './freeze';
import type { CompareSettings } from './settings';
import { applyTools, checkedTools, removeEmptyRows } from './table-tools';
import { describeRemovers } from './describe-removers';
import type { describeControls as DescribeControls } from './describe';

/**
 * Tables in the page itself: empty rows, similarities and differences as the tools say, and
 * the quick table's fixed columns per device, following resizes.
 *
 * @example enhancePrintedTables(settings, signal, describeControls);
 */
export function enhancePrintedTables(settings: CompareSettings, signal: AbortSignal, describeControls: typeof DescribeControls): void {
  if (settings.hideEmptyRow) removeEmptyRows(document);
  applyTools(document, checkedTools());
  describeRemovers(describeControls);
  const quick = () => {
    for (const table of document.querySelectorAll<HTMLTableElement>('.woosc-quick-table table.woosc_table')) {
      freezeTable(table, { head: false, columns: quickColumns(settings.quickTableFixed) });
    }
  };
  if (!document.querySelector('.woosc-quick-table')) return;
  quick();
  onWidthChange(quick, signal);
}
