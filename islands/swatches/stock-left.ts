import type { VariationData } from '../../src/net/variation';
import { findVariation, type Chosen } from '../../src/product/matching';
import { flag, text } from '../../src/product/variation-data';

/**
 * Stock-left info of one attribute's items (spec 4.5): only when there is more than one
 * attribute and every attribute but this one is chosen. Each value whose variation is in
 * stock with `max_qty` at or below the threshold shows the variation's `variation_stock_left`
 * ("3 left"); every other value shows nothing.
 *
 * @returns value → text to show (`''` for none); empty when the info does not apply
 * @example
 * stockLeft(variations, { attribute_pa_beam: 'flood', attribute_pa_voltage: '' }, 'attribute_pa_voltage', ['12v', '24v'], 5);
 * // Map { '12v' => '5 left', '24v' => '' }
 */
export function stockLeft(
  variations: readonly VariationData[],
  chosen: Chosen,
  field: string,
  values: readonly string[],
  threshold: number,
): Map<string, string> {
  const fields = Object.keys(chosen);
  const unchosen = fields.filter((name) => (chosen[name] ?? '') === '');
  const info = new Map<string, string>();
  if (fields.length < 2 || unchosen.length !== 1 || unchosen[0] !== field) return info;
  for (const value of values) {
    const variation = findVariation(variations, { ...chosen, [field]: value });
    const maxQty = Number(variation?.max_qty);
    const left = variation ? text(variation, 'variation_stock_left') : '';
    const shows = variation !== undefined && flag(variation, 'is_in_stock') && maxQty > 0 && maxQty <= threshold && left !== '';
    info.set(value, shows ? left : '');
  }
  return info;
}
