import { onActivate } from '../../src/dom/activate';
import { holdFocus } from '../../src/dom/focus-trap';
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
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.tabIndex = -1;
  const title = panel.querySelector<HTMLElement>('.cart-side-title');
  if (title) {
    title.id ||= 'lantern-side-cart-title';
    panel.setAttribute('aria-labelledby', title.id);
  } else panel.setAttribute('aria-label', 'Shopping cart');
  panel.querySelectorAll(`a${CLOSE_LINK}`).forEach((link) => link.setAttribute('role', 'button'));
}

/** Shows or hides the panel and its overlay; closed, it is inert, so Tab never lands inside. */
function render(panel: HTMLElement, open: boolean): void {
  panel.classList.toggle('active', open);
  overlayFor(panel)?.classList.toggle('active', open);
  panel.toggleAttribute('inert', !open);
  document.querySelectorAll(CART_LINK).forEach((link) => link.setAttribute('aria-expanded', String(open)));
}

/**
 * The side mini-cart panel (spec 2.1), on the theme's own markup: the cart link opens it, the
 * close link, the overlay and Escape close it, and it opens by itself after an add except in
 * page-editor mode. Focus goes in when it opens and back to the opener when it closes.
 */
export function mount({ element: panel, settings, signal, store }: MountContext): () => void {
  const ui = uiState(store);
  let opener: HTMLElement | null = null;
  let releaseFocus: (() => void) | undefined;
  describeAsDialog(panel);
  render(panel, ui.sideCartOpen);

  const setOpen = (open: boolean) => uiState(store).setSideCartOpen(open);
  const unsubscribe = store.subscribe((state, previous) => {
    const open = state.ui?.sideCartOpen ?? false;
    if (!settings.editorMode && state.cart?.lastAdded && state.cart.lastAdded !== previous.cart?.lastAdded) {
      if (document.activeElement instanceof HTMLElement) opener = document.activeElement;
      setOpen(true);
      return;
    }
    if (open === (previous.ui?.sideCartOpen ?? false)) return;
    render(panel, open);
    releaseFocus?.();
    releaseFocus = undefined;
    if (open) {
      releaseFocus = holdFocus(panel);
    } else if (panel.contains(document.activeElement) || document.activeElement === document.body) {
      // Fragments may have replaced the link that opened the panel: fall back to the live one.
      const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>(CART_LINK);
      target?.focus();
    }
  });

  onActivate(
    CART_LINK,
    (link, event) => {
      if (panel.contains(link)) return;
      event.preventDefault();
      opener = link;
      setOpen(!uiState(store).sideCartOpen);
    },
    signal,
  );
  onActivate(
    CLOSE_LINK,
    (link, event) => {
      if (!panel.contains(link)) return;
      event.preventDefault();
      setOpen(false);
    },
    signal,
  );
  onActivate(OVERLAY, () => setOpen(false), signal);
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && uiState(store).sideCartOpen) setOpen(false);
    },
    { signal },
  );

  return () => {
    unsubscribe();
    releaseFocus?.();
    panel.classList.remove('active');
    overlayFor(panel)?.classList.remove('active');
    panel.removeAttribute('inert');
  };
}
