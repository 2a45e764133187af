import { html, type SafeHtml } from '../../fixtures/html/html';
import { ORDER_OPTIONS } from '../pages/archive-query';

/** Keeps the other GET args as hidden inputs, as `wc_query_string_form_fields` does. */
export function hiddenQueryFields(query: URLSearchParams, exclude: readonly string[]): SafeHtml {
  const skip = new Set([...exclude, 'add-to-cart', 'added-to-cart', 'remove_item', '_wpnonce']);
  return html`${[...query].filter(([name]) => !skip.has(name)).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}`;
}

/**
 * The ordering form (`loop/orderby.php`); WooCommerce's script submits it on change.
 *
 * @example
 * orderingForm(new URLSearchParams('orderby=price'));
 */
export function orderingForm(query: URLSearchParams, orderby: string): SafeHtml {
  return html`<form class="woocommerce-ordering" method="get">
<select name="orderby" class="orderby" aria-label="Shop order">${ORDER_OPTIONS.map(
    (option) => html`<option value="${option.value}"${option.value === orderby && html` selected="selected"`}>${option.label}</option>`,
  )}</select>
<input type="hidden" name="paged" value="1">
${hiddenQueryFields(query, ['orderby', 'submit', 'paged', 'product-page'])}
</form>`;
}

/**
 * The result count (`loop/result-count.php`, newest ARIA): a status region, with the sort order
 * for screen readers when sorted.
 *
 * @example
 * resultCount(48, 'menu_order'); // <p class="woocommerce-result-count" role="status" aria-relevant="all">Showing all 48 results</p>
 */
export function resultCount(total: number, orderby: string): SafeHtml {
  const sorted = ORDER_OPTIONS.find((option) => option.value === orderby)?.sorted ?? '';
  const text = total === 1 ? 'Showing the single result' : `Showing all ${total} results`;
  return html`<p class="woocommerce-result-count" role="status" aria-relevant="all"${sorted && html` data-is-sorted-by="true"`}>${text}${
    sorted && html`<span class="screen-reader-text"> ${sorted}</span>`
  }</p>`;
}
