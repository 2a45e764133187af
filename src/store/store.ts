import { createStore } from 'zustand/vanilla';
import type { LanternState, LanternStore, SliceCreator } from './state';

/**
 * An empty store: what the loader publishes as `window.lantern.store`.
 * @example const store = createLanternStore();
 */
export function createLanternStore(): LanternStore {
  return createStore<LanternState>()(() => ({}));
}

let current: LanternStore | undefined;

/** The loader's store, handed to the island chunks on their first mount. */
export function connectStore(store: LanternStore): void {
  current = store;
}

/**
 * The page's one store, as the loader handed it over (unit tests connect one in their setup).
 * Chunks never create their own: that would split the state, and carry zustand twice.
 */
export function currentStore(): LanternStore {
  if (!current) throw new Error("Lantern's store is not connected");
  return current;
}

/**
 * Reads a slice, creating it on first use.
 * @example slice('cart', createCartSlice).setHash('abc');
 */
export function slice<K extends keyof LanternState>(
  key: K,
  create: SliceCreator<K>,
  store: LanternStore = currentStore(),
): NonNullable<LanternState[K]> {
  const existing = store.getState()[key];
  if (existing) return existing as NonNullable<LanternState[K]>;
  const created = create(store);
  store.setState({ [key]: created } as Partial<LanternState>);
  return created;
}

/** Empties the store; tests call it after each case. */
export function resetStore(): void {
  currentStore().setState({}, true);
}
