import { islands } from 'virtual:lantern/report-table';
import { jqueryHandles, seenDoubleHandlers } from '../bridge/foreign-handlers';
import { within } from '../runtime/adopt';
import { adoptedCounts } from './adopted-counts';
import type { DoubleHandler, LanternReport } from '../runtime/report-types';
import { decideSurfaces, liveFacts } from './handover';
import { auditPage } from './page-audit';
import { QUANTITY_STEPPERS } from '../dom/quantity-steppers';

/** The theme's steppers another script steps: Lantern leaves their clicks to it (islands/quantity). */
function steppedByTheme(): DoubleHandler[] {
  const stepped = Array.from(document.querySelectorAll(QUANTITY_STEPPERS)).filter((button) => jqueryHandles(button, 'click'));
  return stepped.length > 0
    ? [{ surface: 'quantity', selector: QUANTITY_STEPPERS, detail: `the theme's script steps ${stepped.length} of these buttons (a jQuery click handler): Lantern leaves their clicks to it` }]
    : [];
}

/**
 * `window.lantern.report()`: what Lantern adopted on this page, what it leaves and why, what
 * the theme developer can dequeue, and what still needs jQuery. Loaded only when called.
 *
 * @example
 * const report = await window.lantern.report(); report.dequeue; // ['wc-cart-fragments']
 */
export function pageReport(): LanternReport {
  const facts = liveFacts();
  // Islands of a surface the shop keeps: not registered from the page chunk, or (with their
  // rows in the entry) mounted without a handler.
  const left = new Set(decideSurfaces(facts).flatMap((decision) => (decision.take ? [] : decision.surface.islands)));
  const audit = auditPage(document, facts, islands);
  // What the page shows now wins over what a click found earlier for the same controls.
  const found = new Map([...seenDoubleHandlers(), ...audit.doubleHandlers, ...steppedByTheme()].map((double) => [`${double.surface} ${double.selector}`, double]));
  return { adopted: adoptedCounts(islands, left, (selector) => within(document, selector)), ...audit, doubleHandlers: Array.from(found.values()) };
}
