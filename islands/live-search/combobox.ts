import { toRecord, toText } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';
import type { MountContext } from '../../src/runtime/types';

/** The results list's accessible name (`lantern_config.i18n.search_results`). */
export function resultsLabel(): string {
  return toText(toRecord(pageGlobal('lantern_config').i18n).search_results, 'Search results');
}

/** The listbox already in a results box, if any: the live search draws its options with its id. */
export function printedListbox(results: HTMLElement): HTMLElement | null {
  return results.querySelector<HTMLElement>(':scope > [role="listbox"][id]');
}

let lists = 0;

/**
 * The theme's results box that belongs to this search field, if it has one: the first one
 * around it, unless that box is another field's. (The live search pairs them the same way,
 * from the box: `searchParts`, kept out of this every-page code.)
 */
function resultsOf(field: HTMLElement): HTMLElement | null {
  for (let scope = field.parentElement; scope; scope = scope.parentElement) {
    const results = scope.querySelector<HTMLElement>('.ajax-search-result');
    if (results) return scope.querySelector('.woocommerce-product-search .search-field') === field ? results : null;
  }
  return null;
}

/**
 * The header search field as a WAI-ARIA combobox from the page's first paint, before the live
 * search's code is fetched (on the shopper's first use): `role="combobox"`, collapsed, and
 * controlling an empty listbox put in the theme's results box, whose id the live search keeps
 * when it draws the options. A field the live search already runs is left to it.
 *
 * @example
 * // <input class="search-field"> beside <div class="ajax-search-result d-none"></div>
 * mount(createMountContext(field, signal)); // field: role=combobox, aria-expanded=false, aria-controls=…
 */
export function mount({ element }: MountContext): void {
  const results = resultsOf(element);
  if (!results || element.getAttribute('role') === 'combobox') return;
  let list = printedListbox(results);
  if (!list) {
    list = document.createElement('ul');
    list.id = `lantern-search-results-${(lists += 1)}`;
    list.className = 'lantern-search-results';
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', resultsLabel());
    results.append(list);
  }
  element.setAttribute('role', 'combobox');
  element.setAttribute('aria-autocomplete', 'list');
  element.setAttribute('aria-expanded', 'false');
  element.setAttribute('aria-controls', list.id);
}
