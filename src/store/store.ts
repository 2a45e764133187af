import { createStore, type StoreApi } from 'zustand/vanilla';
import { createCartSlice, type CartSlice } from './cart-slice';
import { createUiSlice, type UiSlice } from './ui-slice';

/** The one store every island shares. Later slices (compare, wishlist, ...) join here. */
export type LanternState = CartSlice & UiSlice;
export type LanternStore = StoreApi<LanternState>;

function createLanternStore(): LanternStore {
  return createStore<LanternState>()((...a) => ({
    ...createCartSlice(...a),
    ...createUiSlice(...a),
  }));
}

/**
 * The page's store. Read it with `store.getState()`, follow it with `store.subscribe`.
 * @example
 * store.getState().setSideCartOpen(true);
 */
export const store: LanternStore = createLanternStore();

const initialState = store.getState();

/** Puts the store back as it was at load; tests call it after each case. */
export function resetStore(): void {
  store.setState(initialState, true);
}
