import { describeControls } from './describe';
import type { CompareSettings, QuickTableFixed } from './settings';

/*
 * The comparison as the server prints it, in the panels and in the page itself: the table's
 * tools (`table.woosc_table`: empty rows, similarities and differences, cells compared as the
 * plugin does, by their HTML, against the first product column), the category filter, the frozen
 * header row and first columns, and names for its remove controls and unlabelled tools.
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

const TABLET = '(min-width: 768px)';
const DESKTOP = '(min-width: 1024px)';

function stick(cell: HTMLElement, edges: { top?: boolean; left?: number }): void {
  cell.style.position = 'sticky';
  cell.style.top = edges.top ? '0' : '';
  cell.style.left = edges.left === undefined ? '' : `${edges.left}px`;
  cell.style.zIndex = edges.top && edges.left !== undefined ? '3' : edges.top ? '2' : '1';
  // A frozen cell covers what scrolls under it.
  if (!cell.style.backgroundColor) cell.style.backgroundColor = 'inherit';
  cell.classList.add('lantern-frozen');
}

function unstick(table: HTMLTableElement): void {
  for (const cell of table.querySelectorAll<HTMLElement>('.lantern-frozen')) {
    cell.style.position = cell.style.top = cell.style.left = cell.style.zIndex = '';
    cell.classList.remove('lantern-frozen');
  }
}

/**
 * Freezes the header row and the first `columns` columns with sticky positioning (what the
 * plugin's table-head-fixer does with scroll handlers).
 *
 * @example freezeTable(table, { head: true, columns: 1 });
 */
function freezeTable(table: HTMLTableElement, frozen: { head: boolean; columns: number }): void {
  unstick(table);
  // Columns line up across rows: the offsets are measured once, before any style is written.
  const firstRow = table.rows[0];
  const offsets: number[] = [];
  let left = 0;
  for (const cell of Array.from(firstRow?.cells ?? []).slice(0, Math.max(0, frozen.columns))) {
    offsets.push(left);
    left += cell.offsetWidth;
  }
  if (frozen.head) table.querySelectorAll<HTMLElement>('thead th, thead td').forEach((cell) => stick(cell, { top: true }));
  if (offsets.length === 0) return;
  for (const row of Array.from(table.rows)) {
    const inHead = row.parentElement?.tagName === 'THEAD';
    Array.from(row.cells)
      .slice(0, offsets.length)
      .forEach((cell, index) => stick(cell, { top: frozen.head && inHead, left: offsets[index] }));
  }
}

/**
 * The popup table's frozen parts (spec 2.6): from 768 px the first column and/or the header
 * row, below only the header row.
 *
 * @example popupFreeze(settings, window.matchMedia('(min-width: 768px)').matches);
 */
function popupFreeze(settings: Pick<CompareSettings, 'freezeColumn' | 'freezeRow'>, wide: boolean): { head: boolean; columns: number } {
  if (!wide) return { head: settings.freezeRow, columns: 0 };
  return { head: settings.freezeRow, columns: settings.freezeColumn ? 1 : 0 };
}

/** Fixed columns of the quick table for the current width (pc, ta, mo). */
function quickColumns(fixed: QuickTableFixed): number {
  if (window.matchMedia(DESKTOP).matches) return fixed.pc;
  if (window.matchMedia(TABLET).matches) return fixed.ta;
  return fixed.mo;
}

/** @example isWide() // true at 768 px and wider */
const isWide = () => window.matchMedia(TABLET).matches;

/**
 * Freezes the table drawn in the compare panel, as the settings and the width say.
 * @example freezePanelTable(settings);
 */
export function freezePanelTable(settings: Pick<CompareSettings, 'freezeColumn' | 'freezeRow'>): void {
  const table = document.querySelector('#woosc_table') ?? document.querySelector('.woosc-table-items .woosc_table');
  if (table instanceof HTMLTableElement) freezeTable(table, popupFreeze(settings, isWide()));
}

/**
 * Re-runs `apply` whenever the width crosses 768 or 1024 px (and on any resize, debounced, since
 * column widths change).
 */
export function onWidthChange(apply: () => void, signal: AbortSignal): void {
  for (const query of [TABLET, DESKTOP]) window.matchMedia(query).addEventListener('change', apply, { signal });
  let frame = 0;
  window.addEventListener(
    'resize',
    () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(apply);
    },
    { signal },
  );
}

/** Names for the controls the plugin prints without text or label. */
const NAMES: Record<string, string> = {
  'woosc-bar-print': 'Print the comparison',
  'woosc-bar-share': 'Share the comparison',
  'woosc-bar-search': 'Add products to compare',
  'woosc-bar-remove': 'Remove all products from the comparison',
  'woosc-table-close': 'Close the comparison',
  'woosc-table-settings': 'Comparison settings',
  'woosc-sidebar-close': 'Close',
  'woosc-popup-close': 'Close',
};

const REMOVERS = '.woosc-bar-item-remove, .woosc-remove, .woosc-sidebar-item-remove';

/** The product's name: a bar picture's label, else the sidebar's name line, else the header's link (not the picture link before it). */
function productName(remover: HTMLElement): string {
  const holder = remover.closest('.woosc-bar-item, .woosc-sidebar-item, th');
  if (!holder) return '';
  const labelled = Array.from(holder.querySelectorAll('[aria-label]')).find((element) => !element.matches(REMOVERS));
  const named = labelled?.getAttribute('aria-label')?.trim();
  const text = (holder.querySelector('.woosc-sidebar-item-name') ?? holder.querySelector('a'))?.textContent?.trim();
  return named || text || '';
}

/**
 * Names each per-product remove control after its product, makes every control a button and
 * names those printed without text.
 *
 * @example describeRemovers();
 */
export function describeRemovers(): void {
  for (const remover of document.querySelectorAll<HTMLElement>(REMOVERS)) {
    const name = productName(remover);
    remover.setAttribute('aria-label', name ? `Remove ${name} from the comparison` : 'Remove from the comparison');
  }
  describeControls();
  for (const [name, label] of Object.entries(NAMES)) {
    for (const control of document.querySelectorAll(`.${name}, #${name}`)) {
      if ((control.textContent ?? '').trim() === '' && !control.hasAttribute('aria-label')) control.setAttribute('aria-label', label);
    }
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
