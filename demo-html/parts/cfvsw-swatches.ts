import { html, type SafeHtml } from '../../fixtures/html/html';
import type { ProductAttribute, VariableProduct } from '../../fixtures/catalogue/index';
import type { LocalizedScript } from '../context';
import { SWATCH_COLOURS } from './swatches';

/**
 * What CartFlows' Variation Swatches prints on `woocommerce_dropdown_variation_attribute_options_html`
 * on a product page: WooCommerce's select in `div.cfvsw-hidden-select`, then one
 * `div.cfvsw-swatches-container` naming the attribute in `swatches-attr`, a swatch per value
 * (colour attributes as colour swatches with a tooltip, the others as labels). Its attributes
 * are single-quoted, as the plugin prints them.
 *
 * @example
 * cfvswSwatches(product, product.attributes[0], selectHtml);
 */
export function cfvswSwatches(_product: VariableProduct, attribute: ProductAttribute, select: SafeHtml): SafeHtml {
  const field = `attribute_${attribute.taxonomy}`;
  const colour = attribute.taxonomy === 'pa_colour' || attribute.taxonomy === 'pa_colour-temperature';
  return html`<div class="cfvsw-hidden-select">${select}</div><div class="cfvsw-swatches-container cfvsw-product-container" swatches-attr="${field}">${attribute.options.map((option) =>
    colour
      ? html`<div class="cfvsw-swatches-option" data-slug="${option.slug}" data-title="${option.name}" data-tooltip="${option.name}" style="min-width:24px;min-height:24px;border-radius:3px;"><div class="cfvsw-swatch-inner" style="background-color:${SWATCH_COLOURS[option.slug] ?? '#999999'};"></div></div>`
      : html`<div class="cfvsw-swatches-option cfvsw-label-option" data-slug="${option.slug}" data-title="${option.name}" style="min-width:24px;min-height:24px;border-radius:3px;"><div class="cfvsw-swatch-inner">${option.name}</div></div>`,
  )}</div>`;
}

/** Body classes the plugin adds on product pages (`html_design` "none"). */
export const CFVSW_BODY_CLASSES = ['cfvsw-label-none', 'cfvsw-product-page'];

/** `cfvsw_swatches_settings` of the demo shop, as `wp_localize_script` prints it. */
export const cfvswGlobal: LocalizedScript = {
  id: 'cfvsw_swatches_product-js-extra',
  name: 'cfvsw_swatches_settings',
  value: {
    ajax_url: '/wp-admin/admin-ajax.php',
    admin_url: '/wp-admin/admin.php',
    remove_attr_class: 'cfvsw-swatches-blur-cross',
    html_design: 'none',
    unavailable_text: 'Selected variant is unavailable.',
    ajax_add_to_cart_nonce: 'c0ffee1234',
    tooltip_image: '',
    disable_out_of_stock: '1',
  },
};
