import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  target: unknown[];
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Every axe-core violation on the page, of any impact, once its running transitions and
 * animations have ended, one line each. A dialog that fades in is half transparent for a
 * moment, and axe reads contrast through that opacity: what a shopper reads is the settled page.
 *
 * @example expect(await axeViolations(page)).toEqual([]);
 */
export function axeViolations(page: Page): Promise<string[]> {
  return violationsOf(page, () => true);
}

/** Serious and critical axe-core violations only (see {@link axeViolations}). */
export function seriousAxeViolations(page: Page): Promise<string[]> {
  return violationsOf(page, (impact) => impact === 'serious' || impact === 'critical');
}

async function violationsOf(page: Page, counts: (impact: string | null) => boolean): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: { resultTypes: string[] }): Promise<{ violations: AxeViolation[] }> } }).axe;
    // Only violations are read: axe then skips the details of every pass, the slow part of a run.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  });
  return violations
    .filter((violation) => counts(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
}
