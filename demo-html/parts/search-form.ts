import { html, type SafeHtml } from '../../fixtures/html/html';

/**
 * WooCommerce's product search form (`get_product_search_form`). Each copy on a page needs its
 * own `index`, as the widget numbers its field ids.
 *
 * @example
 * productSearchForm(0); // form.woocommerce-product-search with #woocommerce-product-search-field-0
 */
export function productSearchForm(index: number, value = ''): SafeHtml {
  const id = `woocommerce-product-search-field-${index}`;
  return html`<form role="search" method="get" class="woocommerce-product-search" action="/">
<label class="screen-reader-text" for="${id}">Search for:</label>
<input type="search" id="${id}" class="search-field" placeholder="Search products&hellip;" value="${value}" name="s" autocomplete="off">
<button type="submit" value="Search">Search</button>
<input type="hidden" name="post_type" value="product">
</form>`;
}
