import { onActivate } from '../../src/dom/activate';
import { focusInto, MODAL_FOCUS_DELAY_MS, trapFocus } from '../../src/dom/focus-trap';
import type { MountContext } from '../../src/runtime/types';

const OPENER = '.button-search-popup';
const CLOSE = '.site-search-popup-close';
/** The theme's fade-out class lasts this long before it is taken off. */
export const FADE_OUT_MS = 300;

/** Focuses the popup's search field once the popup can take focus; returns a cancel function. */
function focusLater(field: HTMLElement): () => void {
  const timer = setTimeout(() => field.focus(), MODAL_FOCUS_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * The search popup (spec 2.1): the search button opens it (`active fadein`, focus in its search
 * field), the close button and Escape close it (`fadeout` for 300 ms, as the theme animates),
 * focus stays inside while it is open and goes back to the button after.
 *
 * @example
 * // <div class="site-search-popup"><a class="site-search-popup-close" href="#">×</a><form>…
 * mount(createMountContext(popup, controller.signal));
 */
export function mount({ element: popup, signal }: MountContext): () => void {
  const doc = popup.ownerDocument;
  let opener: HTMLElement | null = null;
  let release: (() => void) | undefined;
  let fade: ReturnType<typeof setTimeout> | undefined;
  const isOpen = () => popup.classList.contains('active');

  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-modal', 'true');
  if (!popup.hasAttribute('aria-label')) popup.setAttribute('aria-label', 'Search');
  popup.tabIndex = -1;
  popup.querySelectorAll(`a${CLOSE}`).forEach((link) => link.setAttribute('role', 'button'));

  const setOpen = (open: boolean) => {
    if (open === isOpen()) return;
    clearTimeout(fade);
    popup.classList.toggle('active', open);
    popup.classList.toggle('fadein', open);
    popup.classList.toggle('fadeout', !open);
    popup.toggleAttribute('inert', !open);
    doc.querySelectorAll(OPENER).forEach((button) => button.setAttribute('aria-expanded', String(open)));
    release?.();
    release = undefined;
    if (open) {
      const untrap = trapFocus(popup);
      const field = popup.querySelector<HTMLElement>('input[type="search"], input[name="s"]');
      const cancel = field ? focusLater(field) : focusInto(popup);
      release = () => {
        cancel();
        untrap();
      };
    } else {
      fade = setTimeout(() => popup.classList.remove('fadeout'), FADE_OUT_MS);
      if (popup.contains(doc.activeElement) || doc.activeElement === doc.body) (opener ?? doc.querySelector<HTMLElement>(OPENER))?.focus();
    }
  };

  popup.toggleAttribute('inert', !isOpen());
  doc.querySelectorAll(OPENER).forEach((button) => button.setAttribute('aria-expanded', String(isOpen())));
  onActivate(
    OPENER,
    (button, event) => {
      event.preventDefault();
      opener = button;
      setOpen(true);
    },
    signal,
  );
  onActivate(
    CLOSE,
    (control, event) => {
      if (!popup.contains(control)) return;
      event.preventDefault();
      setOpen(false);
    },
    signal,
  );
  doc.addEventListener('keydown', (event) => event.key === 'Escape' && isOpen() && setOpen(false), { signal });
  return () => {
    release?.();
    clearTimeout(fade);
    popup.removeAttribute('inert');
  };
}
