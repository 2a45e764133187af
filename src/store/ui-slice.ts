import type { StateCreator } from 'zustand/vanilla';
import type { LanternState } from './store';

export interface UiSlice {
  ui: {
    /** The side mini-cart panel. */
    sideCartOpen: boolean;
  };
  setSideCartOpen(open: boolean): void;
}

export const createUiSlice: StateCreator<LanternState, [], [], UiSlice> = (set) => ({
  ui: { sideCartOpen: false },
  setSideCartOpen: (open) => set((s) => ({ ui: { ...s.ui, sideCartOpen: open } })),
});
