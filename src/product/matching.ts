import type { VariationData } from '../net/variation';

/** The shopper's choice per attribute field (`attribute_pa_beam` → `spot`, `''` when unchosen). */
export type Chosen = Readonly<Record<string, string>>;

/**
 * WooCommerce's matching rule: for every attribute the variation defines, either side is
 * empty ("any", or not chosen yet) or the two are equal.
 *
 * @example
 * matches({ variation_id: 1, attributes: { attribute_pa_beam: '' } }, { attribute_pa_beam: 'spot' }); // true
 */
export function matches(variation: VariationData, chosen: Chosen): boolean {
  return Object.entries(variation.attributes).every(([name, value]) => {
    const choice = chosen[name] ?? '';
    return value === '' || choice === '' || value === choice;
  });
}

/**
 * Every variation the choices still allow, in the order the server listed them.
 * @example matchingVariations(variations, { attribute_pa_beam: 'spot', attribute_pa_voltage: '' }).length; // 2
 */
export function matchingVariations(variations: readonly VariationData[], chosen: Chosen): VariationData[] {
  return variations.filter((variation) => matches(variation, chosen));
}

/**
 * The first variation matching the choices (the first match wins, as in WooCommerce).
 * @example findVariation(variations, { attribute_pa_beam: 'spot', attribute_pa_voltage: '12v' })?.variation_id; // 11901
 */
export function findVariation(variations: readonly VariationData[], chosen: Chosen): VariationData | undefined {
  return variations.find((variation) => matches(variation, chosen));
}

/** True when every field has a value. */
export function allChosen(chosen: Chosen): boolean {
  return Object.values(chosen).every((value) => value !== '');
}

/** What one select may offer, given the other attributes' choices. */
export interface OptionAvailability {
  /** Values some allowed variation carries (or all, when one says "any"). */
  attached: Set<string>;
  /** Attached values of an active variation (`variation_is_active`). */
  enabled: Set<string>;
  /** Enabled values whose every allowed variation is out of stock. */
  outOfStock: Set<string>;
  /** Some allowed variation accepts any value of this attribute. */
  any: boolean;
}

const isActive = (variation: VariationData) => variation.variation_is_active !== false;
const isInStock = (variation: VariationData) => variation.is_in_stock !== false;

/**
 * WooCommerce's `update_variation_values` for one attribute: the variations allowed by the
 * OTHER attributes' choices decide which values this select offers. Values that no variation
 * allows are not attached; those of inactive variations are not enabled. `outOfStock` is what
 * the swatches plugin's Pro part marks with the option class `out-of-stock`.
 *
 * @example
 * optionAvailability(variations, { attribute_pa_beam: 'flood', attribute_pa_voltage: '' }, 'attribute_pa_voltage', ['12v', '24v']);
 * // { attached: {'12v','24v'}, enabled: {'12v','24v'}, outOfStock: {'24v'}, any: false }
 */
export function optionAvailability(
  variations: readonly VariationData[],
  chosen: Chosen,
  field: string,
  values: readonly string[],
): OptionAvailability {
  const others: Record<string, string> = { ...chosen, [field]: '' };
  const attached = new Set<string>();
  const enabled = new Set<string>();
  const inStock = new Set<string>();
  let any = false;
  for (const variation of matchingVariations(variations, others)) {
    const own = variation.attributes[field] ?? '';
    const covered = own === '' ? values : [own];
    if (own === '') any = true;
    for (const value of covered) {
      attached.add(value);
      if (!isActive(variation)) continue;
      enabled.add(value);
      if (isInStock(variation)) inStock.add(value);
    }
  }
  const outOfStock = new Set([...enabled].filter((value) => !inStock.has(value)));
  return { attached, enabled, outOfStock, any };
}
