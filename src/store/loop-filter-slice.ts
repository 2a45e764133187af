import type { ConsolidatedFilters, LanternStore, LoopFilterSlice, LoopWidgetFilters } from './state';
import { slice } from './store';

/**
 * Groups a loop widget's filters by type and taxonomy, skipping empty ones; when two filters
 * target the same taxonomy, the last one wins, as the page builder's own store does.
 *
 * @example consolidate({ f1: { filterType: 'taxonomy', filterData: { selectedTaxonomy: 'product_cat', terms: ['marine'] } } });
 * // { taxonomy: { product_cat: { terms: ['marine'] } } }
 */
export function consolidate(filters: LoopWidgetFilters = {}): ConsolidatedFilters {
  const result: ConsolidatedFilters = {};
  for (const { filterType, filterData } of Object.values(filters)) {
    if (filterData.terms.length === 0) continue;
    const byTaxonomy = (result[filterType] ??= {});
    byTaxonomy[filterData.selectedTaxonomy] = filterData.logicalJoin
      ? { terms: filterData.terms, logicalJoin: filterData.logicalJoin }
      : { terms: filterData.terms };
  }
  return result;
}

export function createLoopFilterSlice(store: LanternStore): LoopFilterSlice {
  const update = (widgetId: string, next: (current: LoopWidgetFilters) => LoopWidgetFilters) =>
    store.setState((state) => {
      const current = state.loopFilter;
      if (!current) return {};
      return { loopFilter: { ...current, widgets: { ...current.widgets, [widgetId]: next(current.widgets[widgetId] ?? {}) } } };
    });
  return {
    widgets: {},
    setFilter: (widgetId, filterId, filter) =>
      update(widgetId, (current) => {
        const rest = Object.fromEntries(Object.entries(current).filter(([id]) => id !== filterId));
        return filter && filter.filterData.terms.length > 0 ? { ...rest, [filterId]: filter } : rest;
      }),
    replaceFilters: (widgetId, filters) => update(widgetId, () => filters),
  };
}

/**
 * The loop filter slice of the page's store, joined on first use.
 * @example loopFilterState().setFilter('a1b2c3d', 'f4e5d6c', null);
 */
export function loopFilterState(store?: LanternStore): LoopFilterSlice {
  return slice('loopFilter', createLoopFilterSlice, store);
}
