import type { LanternStore, UiSlice } from './state';
import { slice } from './store';

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
