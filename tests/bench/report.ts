import type { Summary } from './stats';

export interface Row {
  figure: string;
  value: string;
  /** The same figure without Lantern (the demo page without it, or the real stack's scripts for a page weight). */
  baseline?: string;
  budget?: string;
  verdict?: 'pass' | 'FAIL';
}

export const ms = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;
export const medianMax = (summary: Summary): string => `${ms(summary.median)} (max ${ms(summary.max)})`;

/** A plain-text table: one line per figure, columns padded to fit. */
export function table(rows: readonly Row[]): string {
  const header: Row = { figure: 'figure', value: 'median (max) / value', baseline: 'baseline', budget: 'budget', verdict: undefined };
  const cells = [header, ...rows].map((row) => [row.figure, row.value, row.baseline ?? '', row.budget ?? '', row === header ? 'verdict' : (row.verdict ?? '')]);
  const widths = cells[0]?.map((_, column) => Math.max(...cells.map((line) => (line[column] ?? '').length))) ?? [];
  const line = (values: string[]) => values.map((value, column) => value.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(cells[0] ?? []), rule, ...cells.slice(1).map(line)].join('\n');
}
