import type { CompareSettings, QuickTableFixed } from './settings';

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
export function freezeTable(table: HTMLTableElement, frozen: { head: boolean; columns: number }): void {
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
export function popupFreeze(settings: Pick<CompareSettings, 'freezeColumn' | 'freezeRow'>, wide: boolean): { head: boolean; columns: number } {
  if (!wide) return { head: settings.freezeRow, columns: 0 };
  return { head: settings.freezeRow, columns: settings.freezeColumn ? 1 : 0 };
}

/** Fixed columns of the quick table for the current width (pc, ta, mo). */
export function quickColumns(fixed: QuickTableFixed): number {
  if (window.matchMedia(DESKTOP).matches) return fixed.pc;
  if (window.matchMedia(TABLET).matches) return fixed.ta;
  return fixed.mo;
}

/** @example isWide() // true at 768 px and wider */
export const isWide = () => window.matchMedia(TABLET).matches;

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
