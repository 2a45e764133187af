import { toBool, toNumber, toRecord, toText } from './coerce';
import { pageGlobal } from './settings';

/** `woo_variation_swatches_options`, typed; flags accept '1', 'true', 'yes', 'on' in any case. */
export interface SwatchesSettings {
  showVariationLabel: boolean;
  variationLabelSeparator: string;
  clearOnReselect: boolean;
  clickableOutOfStock: boolean;
  disableOutOfStock: boolean;
  deselectUnavailable: boolean;
  outOfStockTooltipText: string;
  unavailableTooltipText: string;
  showVariationStock: boolean;
  stockLabelThreshold: number;
}

/**
 * Reads the swatches plugin's options as WordPress prints them (`"1"` / `""`), with the free
 * plugin's defaults for what the page leaves out.
 *
 * @example
 * // var woo_variation_swatches_options = { show_variation_label: "1", clear_on_reselect: "", … }
 * readSwatchesSettings().showVariationLabel; // true
 */
export function readSwatchesSettings(): SwatchesSettings {
  const options = pageGlobal('woo_variation_swatches_options');
  return {
    showVariationLabel: toBool(options.show_variation_label, true),
    variationLabelSeparator: toText(options.variation_label_separator, ':'),
    clearOnReselect: toBool(options.clear_on_reselect),
    clickableOutOfStock: toBool(options.clickable_out_of_stock),
    disableOutOfStock: toBool(options.disable_out_of_stock),
    deselectUnavailable: toBool(options.deselect_unavailable),
    outOfStockTooltipText: toText(options.out_of_stock_tooltip_text, ''),
    unavailableTooltipText: toText(options.unavailable_tooltip_text, ''),
    showVariationStock: toBool(options.show_variation_stock),
    stockLabelThreshold: toNumber(options.stock_label_threshold, 5),
  };
}

/** The REST namespace of Variation Swatches (Pro registers `woo-variation-swatches/v1`). */
export const SWATCHES_REST_NAMESPACE = 'woo-variation-swatches';

/**
 * The query arguments the plugin's filter `woo_variation_swatches_rest_add_extra_params` adds to
 * every request in its REST namespace (e.g. `{ lang: 'en' }` for WPML). The plugin prints them in
 * an inline script that goes with its own script, which Lantern replaces, so the site gives them
 * to Lantern as `lantern_config.swatches_rest_params`. Empty by default, as in the plugin.
 *
 * @example
 * // var lantern_config = { swatches_rest_params: { lang: "en" } };
 * readSwatchesRestParams(); // { lang: 'en' }
 */
export function readSwatchesRestParams(): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(toRecord(pageGlobal('lantern_config').swatches_rest_params))) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[name] = String(value);
  }
  return params;
}
