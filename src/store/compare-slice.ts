import type { CompareSlice, LanternStore } from './state';
import { slice } from './store';

export function createCompareSlice(store: LanternStore): CompareSlice {
  const update = (change: Partial<CompareSlice>) =>
    store.setState((state) => (state.compare ? { compare: { ...state.compare, ...change } } : {}));
  return {
    ids: [],
    count: 0,
    setIds: (ids) => update({ ids: [...ids], count: ids.length }),
    setCount: (count) => update({ count }),
  };
}

/**
 * The compare slice of the page's store, joined on first use.
 * @example compareState().setIds(['104', '12']);
 */
export function compareState(store?: LanternStore): CompareSlice {
  return slice('compare', createCompareSlice, store);
}
