import type { IslandKind } from '../runtime/types';

/** An island as the report and the doctor see it: its name, kind and adopted selector. */
export interface CountedIsland {
  name: string;
  kind: IslandKind;
  adopt?: string;
}

/** Elements a selector matches; none for a selector the reader rejects. */
export type Select = (selector: string) => Element[];

/**
 * Island name → elements it takes on this page: a page-wide behaviour counts its markup; an
 * island, its markers plus the unmarked plugin markup its selector matches, an element going to
 * the first island in the table that claims it (as the scan's adopt() marks it), none of a
 * surface the shop keeps. So `window.lantern.report()` says the same before the scan has marked
 * the page as after, and `lantern doctor` (which reads HTML no script has marked) says the same.
 *
 * @example
 * adoptedCounts(islands, new Set(), (selector) => Array.from(document.querySelectorAll(selector)));
 * // { 'store-notice': 1, 'header-cart': 1, … }
 */
export function adoptedCounts(islands: readonly CountedIsland[], left: ReadonlySet<string>, select: Select): Record<string, number> {
  const adopted: Record<string, number> = {};
  const claimed = new Set<Element>();
  for (const island of islands) {
    if (left.has(island.name)) continue;
    const markup = island.adopt ? select(island.adopt) : [];
    let found = markup.length;
    if (island.kind !== 'page') {
      const unmarked = markup.filter((element) => !claimed.has(element) && !element.hasAttribute('data-island'));
      unmarked.forEach((element) => claimed.add(element));
      found = select(`[data-island="${island.name}"]`).length + unmarked.length;
    }
    if (found > 0) adopted[island.name] = found;
  }
  return adopted;
}
