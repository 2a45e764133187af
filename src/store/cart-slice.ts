import { cartHashCookie } from '../dom/cookies';
import type { CartSlice, LanternStore } from './state';
import { slice } from './store';

/**
 * The cart slice starts from the hash WooCommerce keeps in its cookie, so the first island
 * that reads it sees the server's cart before any request.
 */
export function createCartSlice(store: LanternStore): CartSlice {
  const update = (change: (cart: CartSlice) => Partial<CartSlice>) =>
    store.setState((state) => (state.cart ? { cart: { ...state.cart, ...change(state.cart) } } : {}));
  return {
    hash: cartHashCookie(),
    pending: 0,
    lastAdded: null,
    setHash: (hash) => update(() => ({ hash })),
    requestStarted: () => update((cart) => ({ pending: cart.pending + 1 })),
    requestSettled: () => update((cart) => ({ pending: Math.max(0, cart.pending - 1) })),
    productAdded: (productId) => update(() => ({ lastAdded: { productId, at: Date.now() } })),
  };
}

/**
 * The cart slice of the page's store, joined on first use.
 * @example cartState().setHash(reply.cartHash);
 */
export function cartState(store?: LanternStore): CartSlice {
  return slice('cart', createCartSlice, store);
}
