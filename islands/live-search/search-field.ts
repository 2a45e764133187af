/** Where the theme's search form sits relative to its results box (variants differ). */
const SCOPES = '.ajax-search, .site-search, .widget_product_search, .search-form-wapper';
const FIELD = '.woocommerce-product-search .search-field, input[type="search"], input[name="s"]';

/** The search box and its surroundings that a live search result box belongs to. */
export interface SearchParts {
  /** Clicks inside this keep the results open. */
  scope: HTMLElement;
  field: HTMLInputElement;
  form: HTMLFormElement | null;
  /** The theme's category select in the form (`product_cat`), when it prints one. */
  category: HTMLSelectElement | null;
}

/** The theme's search nonce in the form (Postero prints `#security-search`). */
const NONCE = '#security-search, [name="security_search"], [name="security-search"]';

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
    if (field && (scope.matches(SCOPES) || scope === results.parentElement)) {
      const category = field.form?.querySelector<HTMLSelectElement>('select[name="product_cat"]') ?? null;
      return { scope, field, form: field.form, category };
    }
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

/**
 * The fields some themes of the family send with the query: the form's search nonce as
 * `security_search` and its chosen category as `product_cat` (Postero checks the nonce and
 * filters by the category). A form without them gives none, as the older themes send none.
 *
 * @example searchFields(parts); // { security_search: 'a1b2c3', product_cat: 'marine' }
 */
export function searchFields(parts: SearchParts): Record<string, string> {
  const fields: Record<string, string> = {};
  const nonce = parts.form?.querySelector<HTMLInputElement>(NONCE);
  if (nonce?.value) fields.security_search = nonce.value;
  if (parts.category) fields.product_cat = parts.category.value;
  return fields;
}
