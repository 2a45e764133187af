import { allDefinitions } from './registry';

/** Elements inside `root` (and `root` itself) matching a selector. */
export function within(root: ParentNode, selector: string): Element[] {
  const found: Element[] = [];
  try {
    if (root instanceof Element && root.matches(selector)) found.push(root);
    found.push(...Array.from(root.querySelectorAll(selector)));
  } catch {
    // An adopter selector the browser rejects matches nothing rather than stopping the scan.
  }
  return found;
}

/**
 * Marks the real plugins' markup with `data-island` so the scan treats it like an explicit
 * marker. An element already marked keeps its marker.
 */
export function adopt(root: ParentNode): void {
  for (const definition of allDefinitions()) {
    if (definition.kind === 'page' || !definition.adopt) continue;
    for (const element of within(root, definition.adopt)) {
      if (element instanceof HTMLElement && !element.dataset.island) element.dataset.island = definition.name;
    }
  }
}
