import { html, type SafeHtml } from '../../fixtures/html/html';
import { categories } from '../../fixtures/catalogue/index';

/**
 * WooCommerce's product search form (`get_product_search_form`). Each copy on a page needs its
 * own `index`, as the widget numbers its field ids.
 *
 * @example
 * productSearchForm(0); // form.woocommerce-product-search with #woocommerce-product-search-field-0
 * productSearchForm(0, '', 'marine'); // the same with the category select, Marine chosen
 */
export function productSearchForm(index: number, value = '', category?: string): SafeHtml {
  const id = `woocommerce-product-search-field-${index}`;
  // The header's copy carries the theme's category select (`product_cat`), as Postero's does.
  const select =
    category !== undefined &&
    html`<select name="product_cat" class="product-cat-select" aria-label="Search in category"><option value="">All categories</option>${categories.map(
      (item) => html`<option value="${item.slug}"${item.slug === category && html` selected`}>${item.name}</option>`,
    )}</select>`;
  return html`<form role="search" method="get" class="woocommerce-product-search" action="/">
${select}
<label class="screen-reader-text" for="${id}">Search for:</label>
<input type="search" id="${id}" class="search-field" placeholder="Search products&hellip;" value="${value}" name="s" autocomplete="off">
<button type="submit" value="Search">Search</button>
<input type="hidden" name="post_type" value="product">
</form>`;
}
