import { cartHashCookie } from '../dom/cookies';
import { slice, type LanternStore } from './store';

export interface CartSlice {
  /** The server's cart hash after the last reply or cache read ('' = empty cart). */
  hash: string;
  /** Add and remove requests queued or in flight. */
  pending: number;
  /** The most recent successful add (a new object each time, so subscribers see repeats). */
  lastAdded: { productId: string; at: number } | null;
  setHash(hash: string): void;
  requestStarted(): void;
  requestSettled(): void;
  productAdded(productId: string): void;
}

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
