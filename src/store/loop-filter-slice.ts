import { slice, type LanternStore } from './store';

/** How several chosen terms combine; `DISABLED` is single selection. */
export type LogicalJoin = 'AND' | 'OR' | 'DISABLED';

/** One filter widget's choice (spec 3.12). */
export interface LoopFilter {
  filterType: 'taxonomy';
  filterData: { selectedTaxonomy: string; terms: readonly string[]; logicalJoin?: 'AND' | 'OR' };
}

/** What the server receives as `widget_filters`: by type, then by taxonomy. */
export type ConsolidatedFilters = Record<string, Record<string, { terms: readonly string[]; logicalJoin?: 'AND' | 'OR' }>>;

/** The filters of one loop widget, keyed by filter widget id. */
export type LoopWidgetFilters = Readonly<Record<string, LoopFilter>>;

export interface LoopFilterSlice {
  /** Per loop widget id. */
  widgets: Readonly<Record<string, LoopWidgetFilters>>;
  /** Sets (or, with no terms, removes) one filter widget's choice. */
  setFilter(widgetId: string, filterId: string, filter: LoopFilter | null): void;
  /** Replaces a loop widget's filters (e.g. restored from the address on back). */
  replaceFilters(widgetId: string, filters: LoopWidgetFilters): void;
}

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
