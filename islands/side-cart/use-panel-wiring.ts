import { useEffect, type RefObject } from 'react';
import type { LanternStore } from '../../src/store/store';

const CART_LINK = '.cart-contents';

/**
 * Opens and closes the panel from the page's own controls: the header cart link toggles it,
 * the close link, the overlay and Escape close it. Delegated, so replaced markup keeps working.
 * With `openAfterAdd`, every successful add opens it (not in the page editor).
 */
export function usePanelWiring(
  panel: HTMLElement,
  store: LanternStore,
  opener: RefObject<HTMLElement | null>,
  signal: AbortSignal,
  openAfterAdd: boolean,
): void {
  useEffect(() => {
    if (!openAfterAdd) return undefined;
    return store.subscribe((state, previous) => {
      if (!state.cart.lastAdded || state.cart.lastAdded === previous.cart.lastAdded) return;
      if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
      state.setSideCartOpen(true);
    });
  }, [store, opener, openAfterAdd]);

  useEffect(() => {
    const setOpen = (open: boolean) => store.getState().setSideCartOpen(open);
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target instanceof Element ? event.target : null;
        if (!target) return;
        const cartLink = target.closest<HTMLElement>(CART_LINK);
        if (cartLink && !panel.contains(cartLink)) {
          event.preventDefault();
          opener.current = cartLink;
          setOpen(!store.getState().ui.sideCartOpen);
        } else if (panel.contains(target) && target.closest('.close-cart-side')) {
          event.preventDefault();
          setOpen(false);
        } else if (target.closest('.cart-side-overlay')) {
          setOpen(false);
        }
      },
      { signal },
    );
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Escape' && store.getState().ui.sideCartOpen) setOpen(false);
      },
      { signal },
    );
  }, [panel, store, opener, signal]);
}
