import { slice, type LanternStore } from './store';

export interface CompareSlice {
  /** The compare list, in the order the shopper sees it (the cookie's order). */
  ids: readonly string[];
  /** What the badges show: the list length, or the server's count after a `count` load. */
  count: number;
  setIds(ids: readonly string[]): void;
  setCount(count: number): void;
}

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
