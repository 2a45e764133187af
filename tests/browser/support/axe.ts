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

/**
 * Serious and critical axe-core violations inside the element `selector` names, as
 * {@link seriousAxeViolations} finds them on the whole page: for a test that has checked the
 * page once and then checks each of several dialogs opened on it, which a whole-page run
 * checks again with the page around it, at about twice the cost.
 *
 * @example expect(await seriousAxeViolationsIn(page, '#elementor-popup-modal-809')).toEqual([]);
 */
export function seriousAxeViolationsIn(page: Page, selector: string): Promise<string[]> {
  return violationsOf(page, (impact) => impact === 'serious' || impact === 'critical', selector);
}

/** The violations `counts` keeps, in the element `within` names or else the whole document. */
async function violationsOf(page: Page, counts: (impact: string | null) => boolean, within?: string): Promise<string[]> {
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
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: Document | { include: string[] }, options: { resultTypes: string[] }): Promise<{ violations: AxeViolation[] }> } }).axe;
    // Only violations are read: axe then skips the details of every pass, the slow part of a run.
    const result = await axe.run(selector === null ? document : { include: [selector] }, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((n) => ({ target: n.target })) }));
  }, within ?? null);
  return violations
    .filter((violation) => counts(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
}
