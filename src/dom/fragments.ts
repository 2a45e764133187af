import type { Fragments } from '../config/records';
import { block } from './block';
import { trustedFragment } from './html';
import { startTiming } from './timing';

/**
 * What the applier needs from the island runtime. Passed in rather than imported: dom sits
 * below the runtime and never imports it.
 */
export interface IslandLifecycle {
  hydrate(root: ParentNode): void;
  unmount(root: Node): void;
}

/**
 * The one way server HTML replaces part of the page: the islands in the region are unmounted,
 * the HTML (trusted, or a fragment already made from it) takes the region's place, or with
 * `inside` goes into it (a panel, a dialog), and each new root is readied by `prepare` (what its
 * islands rely on, such as keyboard wiring) and scanned for islands. Returns the new roots: the
 * inserted top-level elements, or the region itself.
 *
 * @example
 * replaceServerHtml(panel, reply.table, islandRuntime(), true);
 * replaceServerHtml(list, reply.list, islandRuntime(), false, enhanceControls);
 */
export function replaceServerHtml(
  region: Element,
  html: string | DocumentFragment,
  islands: IslandLifecycle,
  inside = false,
  prepare?: (root: Element) => void,
): Element[] {
  islands.unmount(region);
  const fresh = typeof html === 'string' ? trustedFragment(html, region.ownerDocument) : html;
  const roots = inside ? [region] : Array.from(fresh.children);
  if (inside) region.replaceChildren(fresh);
  else region.replaceWith(fresh);
  for (const root of roots) {
    prepare?.(root);
    islands.hydrate(root);
  }
  return roots;
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
  const done = startTiming('lantern:fragments');
  const targets = Object.entries(fragments).map(([selector, html]) => ({ html, regions: targetsOf(selector) }));
  // Read every position first, then write: one style recalculation instead of one per region.
  const all = targets.flatMap(({ regions }) => regions);
  const isStatic = all.map((region) => getComputedStyle(region).position === 'static');
  all.forEach((region, index) => block(region, isStatic[index]));

  const inserted: Element[] = [];
  // Scanned once all are in: a region may hold another, whose new islands would mount for nothing.
  const unmountOnly = { unmount: (root: Node) => islands.unmount(root), hydrate() {} };
  for (const { html, regions } of targets) {
    // The new node replaces the blocked one, so it arrives unblocked.
    for (const region of regions) if (region.isConnected) inserted.push(...replaceServerHtml(region, html, unmountOnly));
  }
  for (const element of inserted) if (element.isConnected) islands.hydrate(element);
  done();
  return inserted;
}
