import { describe, expect, it } from 'vitest';
import type { VariationData } from '../net/variation';
import { catalogue, type VariableProduct } from '../../fixtures/catalogue/index';
import { availableVariations } from '../../fixtures/shop/variation-data';
import { allChosen, findVariation, matches, matchingVariations, optionAvailability } from './matching';

const variation = (id: number, attributes: Record<string, string>, extra: Partial<VariationData> = {}): VariationData => ({
  variation_id: id,
  attributes,
  ...extra,
});

/** Every full choice of a product's attributes. */
function combinations(product: VariableProduct): Record<string, string>[] {
  return product.attributes.reduce<Record<string, string>[]>(
    (partial, attribute) =>
      partial.flatMap((choice) => attribute.options.map((option) => ({ ...choice, [`attribute_${attribute.taxonomy}`]: option.slug }))),
    [{}],
  );
}

const variableProducts = catalogue.filter((product): product is VariableProduct => product.type === 'variable');

describe('the matching rule', () => {
  it('matches when every attribute is equal', () => {
    expect(matches(variation(1, { attribute_pa_beam: 'spot' }), { attribute_pa_beam: 'spot' })).toBe(true);
    expect(matches(variation(1, { attribute_pa_beam: 'spot' }), { attribute_pa_beam: 'flood' })).toBe(false);
  });

  it('treats an empty value in the variation as any value', () => {
    const anyVoltage = variation(1, { attribute_pa_beam: 'spot', attribute_pa_voltage: '' });
    expect(matches(anyVoltage, { attribute_pa_beam: 'spot', attribute_pa_voltage: '24v' })).toBe(true);
    expect(matches(anyVoltage, { attribute_pa_beam: 'flood', attribute_pa_voltage: '24v' })).toBe(false);
  });

  it('lets an unchosen attribute match anything while the choice is partial', () => {
    const list = [variation(1, { a: 'x', b: '1' }), variation(2, { a: 'x', b: '2' }), variation(3, { a: 'y', b: '1' })];
    expect(matchingVariations(list, { a: 'x', b: '' }).map((v) => v.variation_id)).toEqual([1, 2]);
    expect(allChosen({ a: 'x', b: '' })).toBe(false);
  });

  it('takes the first match when several fit', () => {
    const list = [variation(1, { a: '' }), variation(2, { a: 'x' })];
    expect(findVariation(list, { a: 'x' })?.variation_id).toBe(1);
  });

  it.each(variableProducts.map((product) => [product.name, product] as const))(
    'finds the variation the shop sells for every full choice of %s',
    (_name, product) => {
      const variations = availableVariations(product) as unknown as VariationData[];
      for (const choice of combinations(product)) {
        const expected = product.variations.find((candidate) =>
          Object.entries(candidate.attributes).every(([field, value]) => value === '' || value === choice[field]),
        );
        expect(findVariation(variations, choice)?.variation_id, JSON.stringify(choice)).toBe(expected?.id);
      }
    },
  );
});

describe('which values a select offers', () => {
  const list = [
    variation(1, { beam: 'spot', volts: '12v' }, { is_in_stock: true }),
    variation(2, { beam: 'spot', volts: '24v' }, { is_in_stock: false }),
    variation(3, { beam: 'flood', volts: '12v' }, { is_in_stock: true, variation_is_active: false }),
  ];

  it('offers only values some variation allows given the other choices', () => {
    const forVolts = optionAvailability(list, { beam: 'flood', volts: '' }, 'volts', ['12v', '24v']);
    expect([...forVolts.attached]).toEqual(['12v']);
  });

  it('leaves values of inactive variations attached but not enabled', () => {
    const forVolts = optionAvailability(list, { beam: 'flood', volts: '' }, 'volts', ['12v', '24v']);
    expect(forVolts.enabled.size).toBe(0);
  });

  it('marks values whose every variation is out of stock', () => {
    const forVolts = optionAvailability(list, { beam: 'spot', volts: '' }, 'volts', ['12v', '24v']);
    expect([...forVolts.outOfStock]).toEqual(['24v']);
    expect([...forVolts.enabled].sort()).toEqual(['12v', '24v']);
  });

  it('ignores the attribute own choice, so a chosen value can be changed', () => {
    const forBeam = optionAvailability(list, { beam: 'spot', volts: '12v' }, 'beam', ['spot', 'flood']);
    expect([...forBeam.attached].sort()).toEqual(['flood', 'spot']);
  });

  it('offers every value when a variation accepts any', () => {
    const anyList = [variation(1, { beam: 'spot', volts: '' })];
    const forVolts = optionAvailability(anyList, { beam: 'spot', volts: '' }, 'volts', ['12v', '24v']);
    expect(forVolts.any).toBe(true);
    expect([...forVolts.attached]).toEqual(['12v', '24v']);
  });
});
