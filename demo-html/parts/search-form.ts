import { html, type SafeHtml } from '../../fixtures/html/html';
import { categories } from '../../fixtures/catalogue/index';

/**
 * Each copy's name: a page may show two at once (the header's and the 404 page's), and two
 * search landmarks need names that tell them apart.
 */
const FORM_NAMES: readonly string[] = ['Product search', 'Product search in the footer bar', 'Product search on this page', 'Product search in the popup'];

/**
 * WooCommerce's product search form (`get_product_search_form`). Each copy on a page needs its
 * own `index`, as the widget numbers its field ids.
 *
 * @example
 * productSearchForm(0); // form.woocommerce-product-search with #woocommerce-product-search-field-0
 * productSearchForm(0, '', 'marine'); // the same with the theme's category dropdown, Marine chosen
 */
export function productSearchForm(index: number, value = '', category?: string): SafeHtml {
  const id = `woocommerce-product-search-field-${index}`;
  // The header's copy carries the theme's category dropdown (`{theme}_show_categories_dropdown`):
  // a link showing the choice, the `product_cat` select it drives, and the list to choose from.
  const chosen = categories.find((item) => item.slug === category);
  const select =
    category !== undefined &&
    html`<div class="search-by-category input-dropdown"><div class="input-dropdown-inner beacon-scroll-content">
<a href="#" data-val="0"><span>${chosen?.name ?? 'All category'}</span></a>
<select name="product_cat" id="product_cat${index}" class="dropdown_product_cat_ajax" aria-label="Search in category"><option value="">All category</option>${categories.map(
      (item) => html`<option class="level-0" value="${item.slug}"${item.slug === category && html` selected`}>${item.name}</option>`,
    )}</select>
<div class="list-wrapper beacon-scroll"><ul class="beacon-scroll-content">
<li class="d-none"><a href="#" data-val="0">All category</a></li>
${categories.map((item) => html`<li class="cat-item cat-item-${item.id}"><a href="#" data-val="${item.slug}">${item.name}</a></li>`)}
</ul></div></div></div>`;
  return html`<form role="search" method="get" class="woocommerce-product-search" action="/" aria-label="${FORM_NAMES[index] ?? `Product search ${index + 1}`}">
<label class="screen-reader-text" for="${id}">Search for:</label>
<input type="search" id="${id}" class="search-field" placeholder="Search products&hellip;" value="${value}" name="s" autocomplete="off">
<button type="submit" value="Search">Search</button>
<input type="hidden" name="post_type" value="product">
${select}
</form>`;
}
