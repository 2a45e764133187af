import { html, raw, type SafeHtml } from '../../fixtures/html/html';
import { escapeHtml } from '../../fixtures/html/escape';
import { wpJson } from '../../fixtures/html/wp-json';
import type { AttributeOption, ProductAttribute, VariableProduct } from '../../fixtures/catalogue/index';
import { availableVariations } from '../../fixtures/shop/variation-data';
import type { LocalizedScript } from '../context';
import { SWATCH_COLOURS, beamPicture, swatchType, type SwatchType } from './swatches';

/** One swatch as the plugin prints it for the attribute's type: colour, image, or label (any other type). */
function cfvswOption(type: SwatchType, option: AttributeOption): SafeHtml {
  const size = 'min-width:24px;min-height:24px;border-radius:3px;';
  switch (type) {
    case 'color':
      return html`<div class="cfvsw-swatches-option" data-slug="${option.slug}" data-title="${option.name}" data-tooltip="${option.name}" style="${size}"><div class="cfvsw-swatch-inner" style="background-color:${SWATCH_COLOURS[option.slug] ?? '#999999'};"></div></div>`;
    case 'image':
      return html`<div class="cfvsw-swatches-option cfvsw-image-option" data-slug="${option.slug}" data-title="${option.name}" data-tooltip="${option.name}" style="${size}"><div class="cfvsw-swatch-inner" style="background-image:url('${beamPicture(option.slug)}');background-size:cover;"></div></div>`;
    default:
      return html`<div class="cfvsw-swatches-option cfvsw-label-option" data-slug="${option.slug}" data-title="${option.name}" style="${size}"><div class="cfvsw-swatch-inner">${option.name}</div></div>`;
  }
}

/**
 * What CartFlows' Variation Swatches prints on `woocommerce_dropdown_variation_attribute_options_html`
 * on a product page: WooCommerce's select in `div.cfvsw-hidden-select`, then one
 * `div.cfvsw-swatches-container` naming the attribute in `swatches-attr`, a swatch per value
 * (colour attributes as colour swatches and the single-row bar's beam patterns as pictures, each
 * with a tooltip; the others as labels). Its attributes are single-quoted, as the plugin prints them.
 *
 * @example
 * cfvswSwatches(product, product.attributes[0], selectHtml);
 */
export function cfvswSwatches(product: VariableProduct, attribute: ProductAttribute, select: SafeHtml, container = 'cfvsw-product-container'): SafeHtml {
  const field = `attribute_${attribute.taxonomy}`;
  const type = swatchType(product, attribute);
  return html`<div class="cfvsw-hidden-select">${select}</div><div class="cfvsw-swatches-container ${container}" swatches-attr="${field}">${attribute.options.map((option) => cfvswOption(type, option))}</div>`;
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
    // The shop shows an image swatch's picture in its tooltip (the plugin's default is off).
    tooltip_image: '1',
    disable_out_of_stock: '1',
  },
};

/**
 * The demo's variation pictures on shop pages: each value of the product's first attribute
 * shows one of the product's gallery views (`…-view-2.svg`), so a chosen colour changes the
 * card's picture as a variation image would.
 */
function loopVariations(product: VariableProduct): ReturnType<typeof availableVariations> {
  const first = product.attributes[0];
  const field = first ? `attribute_${first.taxonomy}` : '';
  return availableVariations(product).map((variation) => {
    const index = first ? first.options.findIndex((option) => option.slug === variation.attributes[field]) : -1;
    if (index < 0) return variation;
    const thumb = product.image.replace(/\.svg$/, `-view-${(index % 3) + 2}.svg`);
    return { ...variation, image: { ...variation.image, thumb_src: thumb } };
  });
}

/**
 * The form CartFlows' Variation Swatches prints in a shop-page card (`variation_attribute_html_shop_page`,
 * "before title", inside the card's link): `div.cfvsw_variations_form.variations_form` with the
 * product's variations, a `table.cfvsw-shop-variations` with each attribute's label in one row
 * and its hidden select and swatches in the next (`cfvsw-shop-container`), and a Clear link
 * after the last.
 *
 * @example
 * cfvswShopForm(product);
 */
export function cfvswShopForm(product: VariableProduct): SafeHtml {
  const variations = escapeHtml(wpJson(loopVariations(product)));
  const last = product.attributes.length - 1;
  return html`<div class="cfvsw_variations_form variations_form cfvsw_shop_align_left" data-product_variations="${raw(variations)}" data-product_id="${product.id}">
<table class="cfvsw-shop-variations variations" cellspacing="0"><tbody>${product.attributes.map((attribute, index) => {
    const field = `attribute_${attribute.taxonomy}`;
    const select = html`<select id="${attribute.taxonomy}" class="" name="${field}" data-attribute_name="${field}" data-show_option_none="yes"><option value="">Choose an option</option>${attribute.options.map(
      (option) => html`<option value="${option.slug}">${option.name}</option>`,
    )}</select>`;
    return html`<tr><td class="label woocommerce-loop-product__title"><label for="${attribute.taxonomy}">${attribute.label}</label></td></tr>
<tr><td class="value">${cfvswSwatches(product, attribute, select, 'cfvsw-shop-container')}${index === last && html`<a class="reset_variations" href="#">Clear</a>`}</td></tr>`;
  })}</tbody></table>
</div>`;
}
