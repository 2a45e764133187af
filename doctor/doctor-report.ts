import type { IslandSpec } from '../src/build/island-spec';
import { decideSurfaces } from '../src/loader/handover';
import { adoptedCounts } from '../src/loader/adopted-counts';
import { auditPage } from '../src/loader/page-audit';
import type { LanternReport } from '../src/runtime/report-types';
import { islands as registry } from '../islands/registry';
import type { ReadPage } from './read-page';

/**
 * The selector with each double-quoted value that holds escaped quotes (`"\"sticky\""`, Elementor
 * Pro's sticky elements) written single-quoted: the same selector, which happy-dom's parser,
 * unlike a browser's, reads.
 */
function singleQuoted(selector: string): string {
  return selector.replace(/"((?:[^"\\]|\\.)*\\"(?:[^"\\]|\\.)*)"/g, (_, value: string) => `'${value.replace(/\\"/g, '"')}'`);
}

function matches(doc: Document, selector: string): Element[] {
  for (const written of [selector, singleQuoted(selector)]) {
    try {
      return Array.from(doc.querySelectorAll(written));
    } catch {
      // happy-dom cannot parse it as written: try the next spelling.
    }
  }
  return [];
}

/**
 * `lantern doctor`'s report of one page: the same fields as `window.lantern.report()`, read
 * from the HTML alone (decision 0103). Double handlers that only a running page shows (a
 * theme's jQuery handler on its −/+ buttons) are left to `window.lantern.report()`.
 *
 * @example
 * doctorReport(await readPage('shop.html')).dequeue; // ['wc-add-to-cart', 'wc-cart-fragments', ...]
 */
export function doctorReport(page: ReadPage, specs: readonly IslandSpec[] = registry): LanternReport {
  const left = new Set(decideSurfaces(page.facts).flatMap((decision) => (decision.take ? [] : decision.surface.islands)));
  const audit = auditPage(page.document, page.facts, specs, { sources: page.sources });
  return { adopted: adoptedCounts(specs, left, (selector) => matches(page.document, selector)), ...audit };
}
