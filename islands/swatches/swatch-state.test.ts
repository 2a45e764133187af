import { describe, expect, it } from 'vitest';
import type { VariationData } from '../../src/net/variation';
import { optionAvailability } from '../../src/product/matching';
import { catalogue, type VariableProduct } from '../../fixtures/catalogue/index';
import { isInStock } from '../../fixtures/catalogue/stock';
import { availableVariations } from '../../fixtures/shop/variation-data';
import { isChoosable, swatchView, type SelectValue, type SwatchRules } from './swatch-state';

const RULES: SwatchRules = {
  ajax: false,
  clickableOutOfStock: false,
  outOfStockTooltipText: '(Out of stock)',
  unavailableTooltipText: '(Unavailable)',
};

/** Every partial choice of a product's attributes: each attribute unchosen or one of its values. */
function partialChoices(product: VariableProduct): Record<string, string>[] {
  return product.attributes.reduce<Record<string, string>[]>(
    (partial, attribute) =>
      partial.flatMap((choice) =>
        ['', ...attribute.options.map((option) => option.slug)].map((value) => ({ ...choice, [`attribute_${attribute.taxonomy}`]: value })),
      ),
    [{}],
  );
}

const variableProducts = catalogue.filter((product): product is VariableProduct => product.type === 'variable');

describe('swatch state table', () => {
  it('selects only the chosen item in ajax variation mode, whatever the select says', () => {
    const rules = { ...RULES, ajax: true };
    expect(swatchView('spot', undefined, 'spot', rules)).toEqual({ state: 'selected', tooltip: '' });
    expect(swatchView('flood', { offered: false, outOfStock: true }, 'spot', rules)).toEqual({ state: 'available', tooltip: '' });
  });

  it('marks a value the select lacks or disables unavailable, with its tooltip, choosable only with deselect_unavailable', () => {
    expect(swatchView('combo', undefined, '', RULES)).toEqual({ state: 'unavailable', tooltip: '(Unavailable)' });
    expect(swatchView('combo', { offered: false, outOfStock: false }, '', RULES)).toEqual({ state: 'unavailable', tooltip: '(Unavailable)' });
    expect(isChoosable('unavailable', false)).toBe(false);
    expect(isChoosable('unavailable', true)).toBe(true);
    expect(isChoosable('disabled', true)).toBe(false);
  });

  it('gives an out-of-stock value its tooltip; clickable_out_of_stock makes it no-stock instead of disabled', () => {
    const out: SelectValue = { offered: true, outOfStock: true };
    expect(swatchView('24v', out, '', RULES)).toEqual({ state: 'disabled', tooltip: '(Out of stock)' });
    expect(swatchView('24v', out, '', { ...RULES, clickableOutOfStock: true })).toEqual({ state: 'no-stock', tooltip: '(Out of stock)' });
    expect(swatchView('24v', out, '24v', { ...RULES, clickableOutOfStock: true }).state).toBe('selected');
  });

  it.each(variableProducts.map((product) => [product.name, product] as const))(
    'matches the shop stock for every choice of %s',
    (_name, product) => {
      const variations = availableVariations(product) as unknown as VariationData[];
      for (const choice of partialChoices(product)) {
        for (const attribute of product.attributes) {
          const field = `attribute_${attribute.taxonomy}`;
          const values = attribute.options.map((option) => option.slug);
          const availability = optionAvailability(variations, choice, field, values);
          for (const value of values) {
            const select = availability.attached.has(value)
              ? { offered: availability.enabled.has(value), outOfStock: availability.outOfStock.has(value) }
              : undefined;
            const view = swatchView(value, select, choice[field] ?? '', RULES);
            // Oracle: what the shop sells with the other choices kept and this value taken.
            const fits = product.variations.filter((variation) =>
              Object.entries({ ...choice, [field]: value }).every(
                ([name, chosen]) => chosen === '' || (variation.attributes[name] ?? '') === '' || variation.attributes[name] === chosen,
              ),
            );
            const where = `${JSON.stringify(choice)} ${field}=${value}`;
            if (fits.length === 0) expect(view, where).toEqual({ state: 'unavailable', tooltip: '(Unavailable)' });
            else if (!fits.some(isInStock)) expect(view.tooltip, where).toBe('(Out of stock)');
            else expect(view.state, where).toBe(choice[field] === value ? 'selected' : 'available');
          }
        }
      }
    },
  );
});
