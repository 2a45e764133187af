/** Where the theme's search form sits relative to its results box (variants differ). */
const SCOPES = '.ajax-search, .site-search, .widget_product_search, .search-form-wapper';
const FIELD = '.woocommerce-product-search .search-field, input[type="search"], input[name="s"]';

/** The search box and its surroundings that a live search result box belongs to. */
export interface SearchParts {
  /** Clicks inside this keep the results open. */
  scope: HTMLElement;
  field: HTMLInputElement;
  form: HTMLFormElement | null;
}

/**
 * Finds the search field of a results box: the nearest theme wrapper holding both, else the
 * results box's parent.
 *
 * @example
 * searchParts(document.querySelector('.ajax-search-result')!)?.field.value;
 */
export function searchParts(results: HTMLElement): SearchParts | null {
  let scope = results.parentElement;
  while (scope) {
    const field = scope.querySelector<HTMLInputElement>(FIELD);
    if (field && (scope.matches(SCOPES) || scope === results.parentElement)) return { scope, field, form: field.form };
    if (scope.matches(SCOPES)) break;
    scope = scope.parentElement;
  }
  return null;
}

/**
 * Shows or hides the results box the way the theme hid it (class `d-none` or inline
 * `display:none`), so the theme's own CSS keeps working.
 */
export function showResults(results: HTMLElement, open: boolean, usesClass: boolean): void {
  if (usesClass) results.classList.toggle('d-none', !open);
  results.style.display = open ? '' : 'none';
}
