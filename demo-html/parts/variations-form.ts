import { html, raw, type SafeHtml } from '../../fixtures/html/html';
import { escapeHtml } from '../../fixtures/html/escape';
import { wpJson } from '../../fixtures/html/wp-json';
import type { VariableProduct } from '../../fixtures/catalogue/index';
import { availableVariations } from '../../fixtures/shop/variation-data';
import { quantityInput } from './quantity-input';
import { swatchList } from './swatches';
import { cfvswSwatches } from './cfvsw-swatches';

/** Which swatches plugin prints the attributes, if any. */
export type SwatchesPlugin = 'wvs' | 'cfvsw' | false;

function attributeRow(product: VariableProduct, index: number, plugin: SwatchesPlugin): SafeHtml {
  const swatches = plugin === 'wvs';
  const attribute = product.attributes[index];
  if (!attribute) return html``;
  const isLast = index === product.attributes.length - 1;
  const field = `attribute_${attribute.taxonomy}`;
  // The swatches plugin keeps WooCommerce's select, hidden, and prints its list after it.
  const select = html`<select id="${attribute.taxonomy}" class="${swatches ? 'woo-variation-raw-select' : ''}" name="${field}" data-attribute_name="${field}" data-show_option_none="yes"${swatches && raw(' style="display:none"')}><option value="">Choose an option</option>${attribute.options.map(
    (option) => html`<option value="${option.slug}" class="attached enabled">${option.name}</option>`,
  )}</select>`;
  return html`<tr>
<th class="label"><label for="${attribute.taxonomy}">${attribute.label}</label></th>
<td class="value">${swatches ? swatchList(product, attribute, select) : plugin === 'cfvsw' ? cfvswSwatches(product, attribute, select) : select}${
    // Hidden until an option is chosen, as WooCommerce prints it; type="button" so it never submits the form.
    isLast && html`<button type="button" class="reset_variations" aria-label="Clear options" style="visibility: hidden">Clear</button>`
  }</td>
</tr>`;
}

/** WooCommerce's default `woocommerce_ajax_variation_threshold`. */
const AJAX_VARIATION_THRESHOLD = 30;

/**
 * The demo shop's `woocommerce_ajax_variation_threshold` filter: the rectangular work light
 * answers its variations one choice at a time (ajax variation mode), as a product with more
 * than 30 variations would.
 */
export function ajaxVariationThreshold(product: VariableProduct): number {
  return product.id === 119 ? 2 : AJAX_VARIATION_THRESHOLD;
}

/**
 * The variable product form (`single-product/add-to-cart/variable.php`): variations as JSON
 * in `data-product_variations` (escaped like `wc_esc_json`), one select per attribute, and
 * the add-to-cart area with the hidden `variation_id`.
 *
 * @example
 * variationsForm(product);
 */
export function variationsForm(product: VariableProduct, options: { swatches: SwatchesPlugin; ajax?: boolean } = { swatches: false }): SafeHtml {
  // Above the threshold WooCommerce prints `false` and the script asks `get_variation` instead.
  const data = product.variations.length <= ajaxVariationThreshold(product) ? availableVariations(product) : false;
  const variations = escapeHtml(wpJson(data));
  const form = html`<form class="variations_form cart" action="${product.permalink}" method="post" enctype="multipart/form-data" data-product_id="${product.id}" data-product_variations="${raw(variations)}">
<table class="variations" cellspacing="0" role="presentation"><tbody>
${product.attributes.map((_attribute, index) => attributeRow(product, index, options.swatches))}
</tbody></table>
<div class="reset_variations_alert screen-reader-text" role="alert" aria-live="assertive"></div>
<div class="single_variation_wrap">
<div class="woocommerce-variation single_variation" role="alert" aria-relevant="additions"></div>
<div class="woocommerce-variation-add-to-cart variations_button">
${quantityInput({ productName: product.name, idSeed: `single-${product.id}` })}
<button type="submit" class="single_add_to_cart_button button alt${options.ajax ? ' ajax_add_to_cart' : ''}">Add to cart</button>
<input type="hidden" name="add-to-cart" value="${product.id}">
<input type="hidden" name="product_id" value="${product.id}">
<input type="hidden" name="variation_id" class="variation_id" value="0">
</div>
</div>
</form>`;
  if (options.swatches !== 'wvs') return form;
  // The swatches plugin wraps the form with the product's variation counts.
  return html`<div data-product_id="${product.id}" data-threshold_min="${ajaxVariationThreshold(product)}" data-threshold_max="100" data-total="${product.variations.length}">${form}</div>`;
}
