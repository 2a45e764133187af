import type { StateCreator } from 'zustand/vanilla';
import type { LanternState } from './store';

export interface CartSlice {
  cart: {
    /** The server's cart hash after the last reply or cache read ('' = empty cart). */
    hash: string;
    /** Add and remove requests queued or in flight. */
    pending: number;
    /** The most recent successful add (a new object each time, so subscribers see repeats). */
    lastAdded: { productId: string; at: number } | null;
  };
  setCartHash(hash: string): void;
  cartRequestStarted(): void;
  cartRequestSettled(): void;
  productAdded(productId: string): void;
}

export const createCartSlice: StateCreator<LanternState, [], [], CartSlice> = (set) => ({
  cart: { hash: '', pending: 0, lastAdded: null },
  setCartHash: (hash) => set((s) => ({ cart: { ...s.cart, hash } })),
  cartRequestStarted: () => set((s) => ({ cart: { ...s.cart, pending: s.cart.pending + 1 } })),
  cartRequestSettled: () =>
    set((s) => ({ cart: { ...s.cart, pending: Math.max(0, s.cart.pending - 1) } })),
  productAdded: (productId) =>
    set((s) => ({ cart: { ...s.cart, lastAdded: { productId, at: Date.now() } } })),
});
