import { describe, expect, it } from 'vitest';
import { ALL, filterOf, nextTerms, readFilterSettings, type FilterSettings } from './filter-rules';

const single: FilterSettings = { loopWidgetId: 'a1b2c3d', taxonomy: 'product_cat', join: 'DISABLED' };
const anyOf: FilterSettings = { ...single, join: 'OR' };

describe('readFilterSettings', () => {
  it('reads the loop widget, the taxonomy and AND or OR with multiple selection on', () => {
    expect(readFilterSettings({ selected_element: 'a1b2c3d', taxonomy: 'product_tag', multiple_selection: 'yes', logical_combination: 'AND' })).toEqual({
      loopWidgetId: 'a1b2c3d',
      taxonomy: 'product_tag',
      join: 'AND',
    });
    expect(readFilterSettings({ multiple_selection: 'yes', logical_combination: 'OR' }).join).toBe('OR');
  });

  it('counts the operator as DISABLED without multiple selection, or when it is not AND or OR', () => {
    expect(readFilterSettings({ multiple_selection: '', logical_combination: 'AND' }).join).toBe('DISABLED');
    expect(readFilterSettings({ logical_combination: 'OR' }).join).toBe('DISABLED');
    expect(readFilterSettings({ multiple_selection: 'yes', logical_combination: 'or' }).join).toBe('DISABLED');
    expect(readFilterSettings({ multiple_selection: 'yes' }).join).toBe('DISABLED');
  });

  it('reads a missing or non-text widget id and taxonomy as empty', () => {
    expect(readFilterSettings({ selected_element: 7, taxonomy: ['product_cat'] })).toEqual({ loopWidgetId: '', taxonomy: '', join: 'DISABLED' });
  });
});

describe('filterOf', () => {
  it('is no filter without terms', () => {
    expect(filterOf(anyOf, [])).toBeNull();
  });

  it('carries the taxonomy and terms, and the join only when there is one', () => {
    expect(filterOf(single, ['lamps'])).toEqual({ filterType: 'taxonomy', filterData: { selectedTaxonomy: 'product_cat', terms: ['lamps'] } });
    expect(filterOf(anyOf, ['lamps', 'cables'])).toEqual({
      filterType: 'taxonomy',
      filterData: { selectedTaxonomy: 'product_cat', terms: ['lamps', 'cables'], logicalJoin: 'OR' },
    });
  });
});

describe('nextTerms', () => {
  it('clears the choice on All, and changes nothing when All is already pressed', () => {
    expect(nextTerms(['lamps'], ALL, anyOf)).toEqual([]);
    expect(nextTerms([], ALL, anyOf)).toBeNull();
  });

  it('takes a pressed term out', () => {
    expect(nextTerms(['lamps', 'cables'], 'lamps', anyOf)).toEqual(['cables']);
    expect(nextTerms(['lamps'], 'lamps', single)).toEqual([]);
  });

  it('replaces the choice with single selection and adds to it with multiple', () => {
    expect(nextTerms(['lamps'], 'cables', single)).toEqual(['cables']);
    expect(nextTerms(['lamps'], 'cables', anyOf)).toEqual(['lamps', 'cables']);
  });
});
