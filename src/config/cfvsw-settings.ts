import { toBool, toText } from './coerce';
import { pageGlobal } from './settings';

/** `cfvsw_swatches_settings` (CartFlows' Variation Swatches), the parts the product page reads. */
export interface CfvswSettings {
  /**
   * The class of an item no variation allows (`cfvsw-swatches-blur`, `-blur-cross`, `-hide`, from
   * the "disabled attribute" look); `{class}-disable` marks a sold-out one.
   */
  removeAttrClass: string;
  /** `inline`: no chosen name beside the attribute's label; any other value shows it. */
  htmlDesign: string;
  /** A value whose variations left are all out of stock cannot be chosen. */
  disableOutOfStock: boolean;
  /** `tooltip_image` (off by default): an image swatch's tooltip shows its picture above the name. */
  tooltipImage: boolean;
  /** Where the shop pages' add to cart posts (admin-ajax); '' when not printed. */
  ajaxUrl: string;
  /** The nonce of that add to cart (`ajax_add_to_cart_nonce`). */
  addToCartNonce: string;
}

/** Keeps a class-name-like value, so a bad setting never writes a stray token list. */
function className(value: string, fallback: string): string {
  return /^[\w-]+$/.test(value) ? value : fallback;
}

/**
 * Reads the plugin's localized settings, with its defaults (blur, no inline label, sold-out
 * values disabled, no pictures in tooltips) for what the page leaves out.
 *
 * @example
 * // var cfvsw_swatches_settings = { remove_attr_class: "cfvsw-swatches-blur-cross", html_design: "none", disable_out_of_stock: "1" };
 * readCfvswSettings().removeAttrClass; // 'cfvsw-swatches-blur-cross'
 */
export function readCfvswSettings(): CfvswSettings {
  const options = pageGlobal('cfvsw_swatches_settings');
  return {
    removeAttrClass: className(toText(options.remove_attr_class, ''), 'cfvsw-swatches-blur'),
    htmlDesign: toText(options.html_design, 'none'),
    disableOutOfStock: toBool(options.disable_out_of_stock, true),
    tooltipImage: toBool(options.tooltip_image, false),
    ajaxUrl: toText(options.ajax_url, ''),
    addToCartNonce: toText(options.ajax_add_to_cart_nonce, ''),
  };
}
