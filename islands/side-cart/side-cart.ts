import { onActivate } from '../../src/dom/activate';
import { describeDialog } from '../../src/dom/dialog';
import { modalPanel } from '../../src/dom/modal-panel';
import type { MountContext } from '../../src/runtime/types';
import { uiState } from '../../src/store/ui-slice';

const CART_LINK = '.cart-contents';
const CLOSE_LINK = '.close-cart-side';
const OVERLAY = '.cart-side-overlay';

function overlayFor(panel: HTMLElement): HTMLElement | null {
  const sibling = panel.nextElementSibling;
  return sibling instanceof HTMLElement && sibling.matches(OVERLAY) ? sibling : document.querySelector<HTMLElement>(OVERLAY);
}

/** Marks the panel as a modal dialog named by its own title. */
function describeAsDialog(panel: HTMLElement): void {
  describeDialog(panel, { title: panel.querySelector('.cart-side-title'), titleId: 'lantern-side-cart-title', label: 'Shopping cart' });
  panel.querySelectorAll(`a${CLOSE_LINK}`).forEach((link) => link.setAttribute('role', 'button'));
}

/** Shows or hides the panel and its overlay; closed, it is inert, so Tab never lands inside. */
function render(panel: HTMLElement, open: boolean): void {
  panel.classList.toggle('active', open);
  overlayFor(panel)?.classList.toggle('active', open);
  panel.toggleAttribute('inert', !open);
}

/**
 * The side mini-cart panel (spec 2.1), on the theme's own markup: the cart link opens it, the
 * close link, the overlay and Escape close it, and it opens by itself after an add except in
 * page-editor mode. Focus goes in when it opens and back to the opener when it closes. The
 * store's `ui.sideCartOpen` follows it, and opening or closing it there works too.
 */
export function mount({ element: panel, settings, signal, store }: MountContext): () => void {
  const initiallyOpen = uiState(store).sideCartOpen;
  let ready = false;
  describeAsDialog(panel);
  const dialog = modalPanel({
    panel,
    openers: CART_LINK,
    closers: CLOSE_LINK,
    toggles: true,
    // The panel's own copy of the cart link (some themes print one inside) is not an opener.
    ignores: (link) => panel.contains(link),
    render: (open) => {
      render(panel, open);
      if (ready && uiState(store).sideCartOpen !== open) uiState(store).setSideCartOpen(open);
    },
    signal,
  });
  ready = true;
  // Focus goes back where it was when the panel opened by itself (after an add: the button).
  const openHere = () => dialog.setOpen(true, document.activeElement instanceof HTMLElement ? document.activeElement : null);
  if (initiallyOpen) openHere();

  const unsubscribe = store.subscribe((state, previous) => {
    if (!settings.editorMode && state.cart?.lastAdded && state.cart.lastAdded !== previous.cart?.lastAdded) {
      openHere();
      return;
    }
    dialog.setOpen(state.ui?.sideCartOpen ?? false);
  });
  // Delegated: fragments or the theme may print the overlay again.
  onActivate(OVERLAY, () => dialog.setOpen(false), signal);

  return () => {
    unsubscribe();
    dialog.release();
    panel.classList.remove('active');
    overlayFor(panel)?.classList.remove('active');
    panel.removeAttribute('inert');
  };
}
