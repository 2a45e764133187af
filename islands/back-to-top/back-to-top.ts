import { onActivate } from '../../src/dom/activate';
import type { MountContext } from '../../src/runtime/types';

/** The theme's button and the class its stylesheet shows it with. */
export const BUTTON = '.scrollup';
export const SHOWN_CLASS = 'activate';
/** The theme shows the button once the page is scrolled further than this (px). */
export const SHOW_AFTER_PX = 50;

const FALLBACK_NAME = 'Back to top';

function hasName(button: HTMLElement): boolean {
  return Boolean(button.textContent?.trim() || button.getAttribute('aria-label') || button.getAttribute('title'));
}

/**
 * A button printed as an icon alone, or as a non-link element, is named and reachable by Tab;
 * as a `role="button"`, `onActivate` turns its Enter and Space into a click.
 */
function makeReachable(button: HTMLElement): void {
  if (!hasName(button)) button.setAttribute('aria-label', FALLBACK_NAME);
  if (button instanceof HTMLAnchorElement && button.hasAttribute('href')) return;
  if (button instanceof HTMLButtonElement) return;
  button.setAttribute('role', 'button');
  if (!button.hasAttribute('tabindex')) button.tabIndex = 0;
}

/**
 * A sentinel as tall as the threshold at the top of the document: while any of it is in view
 * the page is scrolled 50 px or less. The browser reports the crossing, so nothing is read or
 * run per scroll event.
 */
function watchThreshold(doc: Document, onChange: (past: boolean) => void, signal: AbortSignal): void {
  const sentinel = doc.createElement('div');
  sentinel.setAttribute('aria-hidden', 'true');
  sentinel.dataset.lanternSentinel = 'back-to-top';
  Object.assign(sentinel.style, {
    position: 'absolute',
    top: '0',
    left: '0',
    width: '1px',
    height: `${SHOW_AFTER_PX + 1}px`,
    pointerEvents: 'none',
    visibility: 'hidden',
  });
  doc.body.prepend(sentinel);
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) onChange(!entry.isIntersecting);
  });
  observer.observe(sentinel);
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      sentinel.remove();
    },
    { once: true },
  );
}

function prefersReducedMotion(view: Window): boolean {
  return typeof view.matchMedia === 'function' && view.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Keyboard users land at the top with the page: the next Tab starts from there. */
function focusTop(doc: Document): void {
  const top = doc.getElementById('page') ?? doc.body.firstElementChild;
  if (!(top instanceof HTMLElement)) return;
  if (!top.hasAttribute('tabindex')) top.tabIndex = -1;
  top.focus({ preventScroll: true });
}

/**
 * The theme's scroll-up button: class `activate` while the page is scrolled past 50 px, and a
 * click (or Enter) scrolls smoothly to the top, at once when the shopper prefers reduced
 * motion. Activated from the keyboard, focus goes to the top of the page too.
 *
 * @example
 * // <div id="page">…</div><a href="#" class="scrollup"><i class="icon-angle-up"></i></a>
 * mount(createMountContext(document.getElementById('page')!, controller.signal));
 */
export function mount({ element, signal }: MountContext): void {
  const doc = element.ownerDocument;
  const view = doc.defaultView ?? window;
  const buttons = Array.from(doc.querySelectorAll<HTMLElement>(BUTTON));
  if (buttons.length === 0) return;
  buttons.forEach(makeReachable);
  watchThreshold(doc, (past) => buttons.forEach((button) => button.classList.toggle(SHOWN_CLASS, past)), signal);
  onActivate(
    BUTTON,
    (_button, event) => {
      event.preventDefault();
      view.scrollTo({ top: 0, behavior: prefersReducedMotion(view) ? 'auto' : 'smooth' });
      // A click from the keyboard has no pointer position (`detail` 0).
      if ((event as MouseEvent).detail === 0) focusTop(doc);
    },
    signal,
  );
  signal.addEventListener('abort', () => buttons.forEach((button) => button.classList.remove(SHOWN_CLASS)), { once: true });
}
