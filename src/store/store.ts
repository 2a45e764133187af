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

/**
 * Fills the store from what the page already knows, before any island mounts: the cart hash
 * WooCommerce keeps in its `woocommerce_cart_hash` cookie.
 */
export function seedStore(doc: Document = document): void {
  // Read by hand, not with js-cookie: this runs in the loader, which every page fetches.
  const match = /(?:^|;\s*)woocommerce_cart_hash=([^;]*)/.exec(doc.cookie);
  if (match?.[1]) store.getState().setCartHash(decodeURIComponent(match[1]));
}

/** Puts the store back as it was at load; tests call it after each case. */
export function resetStore(): void {
  store.setState(initialState, true);
}
