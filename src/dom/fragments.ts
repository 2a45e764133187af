import type { Fragments } from '../config/records';
import { block } from './block';
import { trustedFragment } from './html';

/**
 * What the applier needs from the island runtime. Passed in rather than imported: dom sits
 * below the runtime and never imports it.
 */
export interface IslandLifecycle {
  hydrate(root: ParentNode): void;
  unmount(root: Node): void;
}

function targetsOf(selector: string): HTMLElement[] {
  try {
    return Array.from(document.querySelectorAll<HTMLElement>(selector));
  } catch {
    // A selector the browser cannot parse names no region on this page.
    return [];
  }
}

/**
 * The one fragments applier. For each selector, every matching region is blocked (overlay at
 * 0.6), its islands unmounted, then replaced by the server's HTML, which is scanned for islands.
 * Returns the inserted top-level elements. Fragments are trusted server HTML; scripts in them
 * are inert, as with any HTML inserted through the DOM.
 *
 * @example
 * applyFragments(
 *   { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">…</div>' },
 *   { hydrate, unmount },
 * );
 */
export function applyFragments(fragments: Fragments, islands: IslandLifecycle): Element[] {
  performance.mark('lantern:fragments:start');
  const targets = Object.entries(fragments).map(([selector, html]) => ({ html, regions: targetsOf(selector) }));
  // Read every position first, then write: one style recalculation instead of one per region.
  const all = targets.flatMap(({ regions }) => regions);
  const isStatic = all.map((region) => getComputedStyle(region).position === 'static');
  all.forEach((region, index) => block(region, isStatic[index]));

  const inserted: Element[] = [];
  for (const { html, regions } of targets) {
    for (const region of regions) {
      if (!region.isConnected) continue;
      islands.unmount(region);
      const fresh = trustedFragment(html);
      inserted.push(...Array.from(fresh.children));
      // The new node replaces the blocked one, so it arrives unblocked.
      region.replaceWith(fresh);
    }
  }
  for (const element of inserted) if (element.isConnected) islands.hydrate(element);
  performance.measure('lantern:fragments', 'lantern:fragments:start');
  return inserted;
}
