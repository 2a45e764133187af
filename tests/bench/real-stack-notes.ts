import { REAL_PAGES, REAL_SCRIPTS, realHandles, WOOCOMMERCE, WORDPRESS, type RealPage } from './real-stack';
import type { RealFigure, RealSizes } from './real-stack-sizes';
import { kb } from './report';

/**
 * The notes printed under the bench's table: where the real stack's figures come from, and per
 * page which handles they count, which are missing and which the page keeps beside Lantern.
 */
export function realStackNotes(sizes: RealSizes, pages: readonly { path: string; real: RealPage; realStack: RealFigure }[]): string {
  const named = (handles: readonly string[]) => handles.map((handle) => `${handle} [${REAL_SCRIPTS[handle]?.source ?? '?'}]`).join('; ');
  // What every page misses is said once.
  const everywhere = pages[0]?.realStack.notMeasured.filter((handle) => pages.every((page) => page.realStack.notMeasured.includes(handle))) ?? [];
  const lines = [`\nReal stack (${WORDPRESS}, ${WOOCOMMERCE}; ${sizes.note}).`, `  Not measured here on any page (not in the shop archive): ${named(everywhere)}`];
  for (const { path, real, realStack } of pages) {
    const measured = realHandles(REAL_PAGES[real].replaced).filter((handle) => REAL_SCRIPTS[handle]?.file);
    lines.push(`  ${path} (${real}): ${kb(realStack.gzip)} in ${realStack.files} files: ${measured.join(', ')}`);
    const missing = realStack.notMeasured.filter((handle) => !everywhere.includes(handle));
    if (missing.length > 0) lines.push(`    also not measured here: ${named(missing)}`);
    if (realStack.kept.length > 0) lines.push(`    printed beside Lantern too, not counted (Lantern leaves them alone): ${realStack.kept.join(', ')}`);
  }
  for (const { file, table, measured } of sizes.drift) lines.push(`  ${file}: ${measured} B measured, ${table} B in real-stack.ts: update the table`);
  return lines.join('\n');
}
