import type { LogicalJoin, LoopFilter } from '../../src/store/state';

export const ALL = '__all';

/** A taxonomy filter widget's settings (`data-settings`). */
export interface FilterSettings {
  /** The loop widget it filters (7 characters). */
  loopWidgetId: string;
  taxonomy: string;
  join: LogicalJoin;
}

/**
 * Reads the widget's settings. The operator is `logical_combination` only with multiple
 * selection on and a value of AND or OR; anything else counts as DISABLED (spec 5.10).
 *
 * @example readFilterSettings({ selected_element: 'a1b2c3d', taxonomy: 'product_cat', multiple_selection: 'yes', logical_combination: 'or' }).join; // 'DISABLED'
 */
export function readFilterSettings(settings: Record<string, unknown>): FilterSettings {
  const join = settings.logical_combination;
  const multiple = settings.multiple_selection === 'yes';
  return {
    loopWidgetId: typeof settings.selected_element === 'string' ? settings.selected_element : '',
    taxonomy: typeof settings.taxonomy === 'string' ? settings.taxonomy : '',
    join: multiple && (join === 'AND' || join === 'OR') ? join : 'DISABLED',
  };
}

/** A filter choice from its terms (no terms: no filter). */
export function filterOf(settings: FilterSettings, terms: readonly string[]): LoopFilter | null {
  if (terms.length === 0) return null;
  const filterData = settings.join === 'DISABLED' ? { selectedTaxonomy: settings.taxonomy, terms } : { selectedTaxonomy: settings.taxonomy, terms, logicalJoin: settings.join };
  return { filterType: 'taxonomy', filterData };
}

/**
 * The terms after a click on one filter button (the page builder's rules): "All" clears; a
 * pressed term is taken out; another term replaces the choice (single selection) or joins it.
 * `null` means nothing changes (a click on "All" while it is already pressed).
 *
 * @example nextTerms(['a'], 'b', { ...settings, join: 'OR' }); // ['a', 'b']
 */
export function nextTerms(current: readonly string[], clicked: string, settings: FilterSettings): string[] | null {
  if (clicked === ALL) return current.length === 0 ? null : [];
  if (current.includes(clicked)) return current.filter((term) => term !== clicked);
  return settings.join === 'DISABLED' ? [clicked] : [...current, clicked];
}
