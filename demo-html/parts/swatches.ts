import { html, type SafeHtml } from '../../fixtures/html/html';
import type { AttributeOption, ProductAttribute, VariableProduct } from '../../fixtures/catalogue/index';
import type { LocalizedScript } from '../context';

/** How the demo shop set up each attribute in the swatches plugin. */
export type SwatchType = 'color' | 'image' | 'button' | 'radio';

export const SWATCH_COLOURS: Readonly<Record<string, string>> = {
  blue: '#1e63d6', white: '#f4f4f4', green: '#1f9d55', 'warm-white': '#ffd59e', 'cool-white': '#e3efff',
};

/** A small picture of a beam pattern: a narrow, wide or mixed cone of light. */
export function beamPicture(slug: string): string {
  const cones: Readonly<Record<string, string>> = {
    spot: '<polygon points="6,25 44,19 44,31" fill="#ffd166"/>',
    flood: '<polygon points="6,25 44,4 44,46" fill="#ffd166"/>',
    combo: '<polygon points="6,25 44,4 44,46" fill="#ffe9a8"/><polygon points="6,25 44,19 44,31" fill="#ffb703"/>',
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="50" height="50" viewBox="0 0 50 50"><rect width="50" height="50" fill="#1f3a5f"/>${cones[slug] ?? ''}<circle cx="6" cy="25" r="5" fill="#fff"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The type the demo shop gave an attribute (either swatches plugin prints it so). */
export function swatchType(product: VariableProduct, attribute: ProductAttribute): SwatchType {
  if (attribute.taxonomy === 'pa_colour' || attribute.taxonomy === 'pa_colour-temperature') return 'color';
  if (attribute.taxonomy === 'pa_voltage') return 'radio';
  // The single-row bar shows beam patterns as pictures; other products as labels.
  return product.id === 121 ? 'image' : 'button';
}

function contents(type: SwatchType, field: string, product: VariableProduct, option: AttributeOption): SafeHtml {
  switch (type) {
    case 'color':
      return html`<span class="variable-item-span variable-item-span-color" style="background-color:${SWATCH_COLOURS[option.slug] ?? '#999999'};"></span>`;
    case 'image':
      return html`<img class="variable-item-image" aria-hidden="true" alt="${option.name}" src="${beamPicture(option.slug)}" width="50" height="50">`;
    case 'button':
      return html`<span class="variable-item-span variable-item-span-button">${option.name}</span>`;
    case 'radio':
      return html`<label class="variable-item-radio-input-wrapper"><input name="wvs_radio_${field}__${product.id}" type="radio" class="variable-item-radio-input" value="${option.slug}" data-attribute_name="${field}" data-value="${option.slug}"><span class="variable-item-radio-value-wrapper"><span class="variable-item-radio-value">${option.name}</span></span></label>`;
  }
}

/**
 * What Variation Swatches prints on `woocommerce_dropdown_variation_attribute_options_html`:
 * the original select hidden (`woo-variation-raw-select`), then a radiogroup list of items,
 * each with the stock-left span Pro adds when its stock info is on.
 *
 * @example
 * swatchList(product, product.attributes[0], selectHtml);
 */
export function swatchList(product: VariableProduct, attribute: ProductAttribute, select: SafeHtml): SafeHtml {
  const type = swatchType(product, attribute);
  const field = `attribute_${attribute.taxonomy}`;
  const values = JSON.stringify(attribute.options.map((option) => option.slug));
  return html`${select}<ul role="radiogroup" aria-label="${attribute.label}" class="variable-items-wrapper ${type}-variable-items-wrapper wvs-style-squared" data-attribute_name="${field}" data-attribute_values="${values}">${attribute.options.map(
    (option) => html`<li aria-checked="false" tabindex="0" data-attribute_name="${field}" data-wvstooltip="${option.name}" class="variable-item ${type}-variable-item ${type}-variable-item-${option.slug}${type === 'radio' ? ' radio-variable-item' : ''}" title="${option.name}" data-title="${option.name}" data-value="${option.slug}" role="radio"><div class="variable-item-contents">${contents(type, field, product, option)}<span class="wvs-stock-left-info" data-wvs-stock-info=""></span></div></li>`,
  )}</ul>`;
}

/** Body classes the plugin adds on pages it runs on. */
export const SWATCHES_BODY_CLASSES = ['woo-variation-swatches', 'wvs-behavior-blur', 'wvs-theme-beacon', 'wvs-show-label', 'wvs-tooltip'];

/**
 * `woo_variation_swatches_options` of the demo shop: the free plugin's keys plus Pro's stock
 * info, tooltips and the out-of-stock rules, as `wp_localize_script` prints them.
 */
export const swatchesGlobal: LocalizedScript = {
  id: 'woo-variation-swatches-js-extra',
  name: 'woo_variation_swatches_options',
  value: {
    show_variation_label: '1',
    clear_on_reselect: '',
    variation_label_separator: ':',
    is_mobile: '',
    show_variation_stock: '1',
    stock_label_threshold: '5',
    cart_redirect_after_add: 'no',
    enable_ajax_add_to_cart: 'yes',
    cart_url: '/cart/',
    is_cart: '',
    clickable_out_of_stock: '',
    out_of_stock_tooltip_text: '(Out of stock)',
    unavailable_tooltip_text: '(Unavailable)',
    disable_out_of_stock: '',
    deselect_unavailable: '1',
  },
};

/**
 * The same shop with the plugin set the other way (`?swatches=other`): out-of-stock items stay
 * clickable, a chosen item clicked again clears its attribute, only in-stock variations count
 * for deselect_unavailable, and no chosen name beside the attribute. The flags are printed in the
 * other spellings the plugin accepts (`yes`, `On`, `TRUE`; `no` for off).
 */
export const swatchesGlobalOtherRules: LocalizedScript = {
  ...swatchesGlobal,
  value: {
    ...swatchesGlobal.value,
    show_variation_label: 'no',
    show_variation_stock: 'yes',
    clickable_out_of_stock: 'On',
    clear_on_reselect: 'TRUE',
    disable_out_of_stock: 'yes',
    deselect_unavailable: 'yes',
  },
};
