import type { Fragments } from '../net/cart';
import { block } from './block';
import { islandScanner } from './island-scan';

function targetsOf(selector: string): HTMLElement[] {
  try {
    return Array.from(document.querySelectorAll<HTMLElement>(selector));
  } catch {
    // A selector the browser cannot parse names no region on this page.
    return [];
  }
}

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * The one fragments applier. For each selector, every matching region is blocked (overlay at
 * 0.6), its islands unmounted, then replaced by the server's HTML, which is scanned for islands.
 * Returns the inserted top-level elements. Fragments are trusted server HTML; scripts in them
 * are inert, as with any HTML inserted through the DOM.
 *
 * @example
 * applyFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">…</div>' });
 */
export function applyFragments(fragments: Fragments): Element[] {
  performance.mark('lantern:fragments:start');
  const targets = Object.entries(fragments).map(([selector, html]) => ({ html, regions: targetsOf(selector) }));
  // Read every position first, then write: one style recalculation instead of one per region.
  const all = targets.flatMap(({ regions }) => regions);
  const isStatic = all.map((region) => getComputedStyle(region).position === 'static');
  all.forEach((region, index) => block(region, isStatic[index]));

  const { hydrate, unmount } = islandScanner();
  const inserted: Element[] = [];
  for (const { html, regions } of targets) {
    for (const region of regions) {
      if (!region.isConnected) continue;
      unmount(region);
      const fresh = parse(html);
      inserted.push(...Array.from(fresh.children));
      // The new node replaces the blocked one, so it arrives unblocked.
      region.replaceWith(fresh);
    }
  }
  for (const element of inserted) if (element.isConnected) hydrate(element);
  performance.measure('lantern:fragments', 'lantern:fragments:start');
  return inserted;
}
