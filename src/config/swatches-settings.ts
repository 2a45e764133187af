import { toBool, toNumber, toText } from './coerce';
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
