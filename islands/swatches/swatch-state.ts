/** What the raw select says about one value (read after the variation form updated it). */
export interface SelectValue {
  /** The option exists and is not disabled. */
  offered: boolean;
  /** The option carries `out-of-stock`: every variation left for it is out of stock. */
  outOfStock: boolean;
}

/**
 * `unavailable`: no variation fits this value with the other choices. The plugin draws it as
 * `disabled`, but with deselect_unavailable choosing it is allowed (it clears the others).
 */
export type SwatchState = 'selected' | 'available' | 'no-stock' | 'disabled' | 'unavailable';

export interface SwatchView {
  state: SwatchState;
  /** `out_of_stock_tooltip_text`, `unavailable_tooltip_text`, or `''`. */
  tooltip: string;
}

export interface SwatchRules {
  ajax: boolean;
  clickableOutOfStock: boolean;
  outOfStockTooltipText: string;
  unavailableTooltipText: string;
}

/**
 * The state of one swatch item (spec 4.5): in ajax variation mode every item is enabled and
 * only the chosen one selected; otherwise an item is enabled only while its value is offered
 * by the select. An out-of-stock value gets the out-of-stock tooltip and is `no-stock`
 * (clickable) with clickable_out_of_stock, else `disabled`; a value the select does not offer
 * is `unavailable`, with the unavailable tooltip.
 *
 * @example
 * swatchView('24v', { offered: true, outOfStock: true }, '', { ajax: false, clickableOutOfStock: true, … });
 * // { state: 'no-stock', tooltip: '(Unavailable)' }
 */
export function swatchView(value: string, select: SelectValue | undefined, selected: string, rules: SwatchRules): SwatchView {
  const chosen = value !== '' && value === selected;
  if (rules.ajax || (select?.offered && !select.outOfStock)) return { state: chosen ? 'selected' : 'available', tooltip: '' };
  if (!select?.offered) return { state: 'unavailable', tooltip: rules.unavailableTooltipText };
  return { state: chosen ? 'selected' : rules.clickableOutOfStock ? 'no-stock' : 'disabled', tooltip: rules.outOfStockTooltipText };
}

/**
 * Whether a click on an item in this state chooses its value: an unavailable one only with
 * deselect_unavailable (which then clears the other attributes).
 *
 * @example isChoosable('unavailable', true) // true
 */
export function isChoosable(state: SwatchState, deselectUnavailable: boolean): boolean {
  return state === 'unavailable' ? deselectUnavailable : state !== 'disabled';
}
