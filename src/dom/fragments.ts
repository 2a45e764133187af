import type { Fragments } from '../net/records';
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

/** How {@link replaceServerHtml} puts the HTML in. */
export interface ServerHtmlOptions {
  /** Into the region, which stays (a panel, a dialog); by default the HTML takes the region's place. */
  inside?: boolean;
  /** Runs on each new root before it is scanned: what its islands rely on (keyboard wiring). */
  prepare?: (root: Element) => void;
  /** False leaves the scan to the caller, which scans the returned roots itself. */
  scan?: boolean;
}

/**
 * The one way server HTML replaces part of the page: the islands in the region are unmounted,
 * the HTML (trusted, or an element already made from it) goes in its place or into it, and the
 * new content is scanned for islands. Returns the new roots: the inserted top-level elements,
 * or the region itself with `inside`.
 *
 * @example
 * replaceServerHtml(panel, reply.table, islandRuntime(), { inside: true });
 * replaceServerHtml(list, reply.list, islandRuntime(), { prepare: enhanceControls });
 */
export function replaceServerHtml(region: Element, html: string | Element, islands: IslandLifecycle, options: ServerHtmlOptions = {}): Element[] {
  islands.unmount(region);
  const fresh = typeof html === 'string' ? trustedFragment(html, region.ownerDocument) : html;
  const roots = options.inside ? [region] : fresh instanceof Element ? [fresh] : Array.from(fresh.children);
  if (options.inside) region.replaceChildren(fresh);
  else region.replaceWith(fresh);
  for (const root of roots) {
    options.prepare?.(root);
    if (options.scan !== false) islands.hydrate(root);
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
  performance.mark('lantern:fragments:start');
  const targets = Object.entries(fragments).map(([selector, html]) => ({ html, regions: targetsOf(selector) }));
  // Read every position first, then write: one style recalculation instead of one per region.
  const all = targets.flatMap(({ regions }) => regions);
  const isStatic = all.map((region) => getComputedStyle(region).position === 'static');
  all.forEach((region, index) => block(region, isStatic[index]));

  const inserted: Element[] = [];
  for (const { html, regions } of targets) {
    // The new node replaces the blocked one, so it arrives unblocked. Scanned once all are in.
    for (const region of regions) if (region.isConnected) inserted.push(...replaceServerHtml(region, html, islands, { scan: false }));
  }
  for (const element of inserted) if (element.isConnected) islands.hydrate(element);
  performance.measure('lantern:fragments', 'lantern:fragments:start');
  return inserted;
}
