import { describeRemovers } from './describe-removers';
import { freezeTable, onWidthChange, quickColumns } from './freeze';
import type { CompareSettings } from './settings';

/**
 * The comparison table's tools on the server's markup (`table.woosc_table`), in the panels and
 * in the page itself: empty rows, similarities and differences (cells are compared as the plugin
 * does, by their HTML, against the first product column) and the category filter.
 */

const bodyRows = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLTableRowElement>('.woosc_table > tbody > tr'));

/** Cells of a product (not the label, not a placeholder), in column order. */
function productCells(row: HTMLTableRowElement): HTMLTableCellElement[] {
  return Array.from(row.cells)
    .slice(1)
    .filter((cell) => !cell.classList.contains('td-placeholder') && !cell.classList.contains('th-placeholder'));
}

/** A cell's content without the blank text at its edges. */
function content(cell: Element): Node[] {
  const nodes = Array.from(cell.childNodes).filter((node) => node.nodeType !== Node.COMMENT_NODE);
  const blank = (node: Node | undefined) => node?.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() === '';
  while (blank(nodes[0])) nodes.shift();
  while (blank(nodes.at(-1))) nodes.pop();
  return nodes;
}

const isEmpty = (cell: Element) => content(cell).length === 0;

/** Same content, node for node (the plugin compares the cells' HTML text). */
function sameContent(a: Element, b: Element): boolean {
  const left = content(a);
  const right = content(b);
  return left.length === right.length && left.every((node, index) => node.isEqualNode(right[index] ?? null));
}

/**
 * Removes the rows whose product cells are all empty (`hide_empty_row`), as the plugin does.
 * @example removeEmptyRows(document);
 */
export function removeEmptyRows(root: ParentNode): void {
  for (const row of bodyRows(root)) {
    const cells = Array.from(row.cells).slice(1);
    if (cells.length > 0 && cells.every(isEmpty)) {
      row.classList.add('tr-empty');
      row.remove();
    }
  }
}

/** True when some product cell differs from the first one; a one-product row never does. */
function differs(row: HTMLTableRowElement): boolean {
  const [first, ...others] = productCells(row);
  if (!first) return false;
  return others.some((cell) => !sameContent(cell, first));
}

/**
 * `tr-similar` on rows where every product agrees (hidden by the plugin's CSS) and
 * `tr-highlight` where they differ, each only while its tool is checked.
 *
 * @example applyTools(document, { hideSimilarities: true, highlightDifferences: false });
 */
export function applyTools(root: ParentNode, tools: { hideSimilarities: boolean; highlightDifferences: boolean }): void {
  for (const row of bodyRows(root)) {
    if (row.classList.contains('tr-print')) continue;
    const different = differs(row);
    row.classList.toggle('tr-similar', tools.hideSimilarities && !different);
    row.classList.toggle('tr-highlight', tools.highlightDifferences && different);
  }
}

/** The tools' checkboxes in the settings popup, read where they are. */
export function checkedTools(): { hideSimilarities: boolean; highlightDifferences: boolean } {
  const checked = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)?.checked === true;
  return { hideSimilarities: checked('woosc_hide_similarities'), highlightDifferences: checked('woosc_highlight_differences') };
}

/**
 * The category filter: columns and bar items of other terms get `col-hide` /
 * `woosc-bar-item-hidden`; `_all_` shows everything. Rows left with only empty visible cells
 * are hidden when `hide_empty_row` is on.
 *
 * @example applyFilter('work-lights', true);
 */
export function applyFilter(value: string, hideEmptyRows: boolean): void {
  const term = value.toLowerCase();
  const all = term === '' || term === '_all_';
  const escaped = all ? '' : CSS.escape(term);
  for (const column of document.querySelectorAll<HTMLElement>('.woosc_table .col')) {
    const hidden = !all && !column.classList.contains(`col-${term}`);
    column.classList.toggle('col-hide', hidden);
    column.hidden = hidden;
  }
  for (const item of document.querySelectorAll<HTMLElement>('.woosc-bar-item')) {
    item.classList.toggle('woosc-bar-item-hidden', !all && !item.matches(`.woosc-bar-item-${escaped}`));
  }
  if (!hideEmptyRows) return;
  for (const row of bodyRows(document)) {
    if (row.classList.contains('tr-print')) continue;
    const visible = Array.from(row.querySelectorAll<HTMLElement>('.col')).filter((cell) => !cell.hidden);
    const empty = visible.every(isEmpty);
    row.classList.toggle('tr-empty', empty);
    row.hidden = empty;
  }
}

/**
 * Tables in the page itself (the compare page's, the quick table under a product): empty rows,
 * similarities and differences as the tools say, and the quick table's fixed columns per
 * device, following resizes.
 *
 * @example enhancePrintedTables(settings, signal);
 */
export function enhancePrintedTables(settings: CompareSettings, signal: AbortSignal): void {
  if (settings.hideEmptyRow) removeEmptyRows(document);
  applyTools(document, checkedTools());
  describeRemovers();
  const quick = () => {
    for (const table of document.querySelectorAll<HTMLTableElement>('.woosc-quick-table table.woosc_table')) {
      freezeTable(table, { head: false, columns: quickColumns(settings.quickTableFixed) });
    }
  };
  if (!document.querySelector('.woosc-quick-table')) return;
  quick();
  onWidthChange(quick, signal);
}
