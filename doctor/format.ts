import type { LanternReport } from '../src/runtime/report-types';

function section(title: string, lines: readonly string[], none: string): string[] {
  return ['', title, ...(lines.length > 0 ? lines.map((line) => `  ${line}`) : [`  ${none}`])];
}

/**
 * The report as `lantern doctor` prints it.
 * @example console.log(formatReport('shop.html', report));
 */
export function formatReport(origin: string, report: LanternReport): string {
  const adopted = Object.entries(report.adopted);
  const width = Math.max(0, ...adopted.map(([name]) => name.length));
  return [
    `Lantern doctor: ${origin}`,
    ...section(`Islands Lantern adopts (${adopted.length})`, adopted.map(([name, count]) => `${name.padEnd(width)}  ${count}`), 'none'),
    ...section('Known surfaces Lantern leaves to the shop', report.left.map((left) => `${left.surface}: ${left.why}`), 'none'),
    ...section("Known plugins' markup Lantern does not handle (keep their scripts)", report.unhandled.map((markup) => `${markup.plugin}: ${markup.count} × ${markup.selector}`), 'none'),
    ...section('Scripts Lantern replaces: hand these handles over', report.dequeue.length > 0 ? [report.dequeue.join(', '), '', ...report.dequeuePhp.split('\n')] : [], 'none'),
    ...section('Scripts that still need jQuery (so jQuery stays)', report.needJQuery, 'none: jQuery can go once the handles above are handed over'),
    ...section('Scripts Lantern does not know (check whether they need jQuery)', report.unknownScripts, 'none'),
    ...section('Globals missing (print them: dequeuing a handle drops its settings)', report.missingGlobals.map((missing) => `${missing.global} (${missing.surface})`), 'none'),
    ...section('Double handlers', report.doubleHandlers.map((double) => `${double.surface}: ${double.selector}: ${double.detail}`), 'none found in the HTML (a running page shows more: window.lantern.report())'),
    '',
  ].join('\n');
}
