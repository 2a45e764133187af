import { slice, type LanternStore } from './store';

export interface UiSlice {
  /** The side mini-cart panel. */
  sideCartOpen: boolean;
  setSideCartOpen(open: boolean): void;
}

export function createUiSlice(store: LanternStore): UiSlice {
  return {
    sideCartOpen: false,
    setSideCartOpen: (open) =>
      store.setState((state) => (state.ui ? { ui: { ...state.ui, sideCartOpen: open } } : {})),
  };
}

/**
 * The UI slice of the page's store, joined on first use.
 * @example uiState().setSideCartOpen(true);
 */
export function uiState(store?: LanternStore): UiSlice {
  return slice('ui', createUiSlice, store);
}
