const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Elements inside `container` that Tab can reach, in order. */
export function focusables(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container` (a dialog) until the returned function is called.
 * @example const release = trapFocus(panel); ... release();
 */
export function trapFocus(container: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const items = focusables(container);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      container.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !container.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown, true);
  return () => document.removeEventListener('keydown', onKeyDown, true);
}

/** Spec 9.2: how long focus waits before it moves into an opened popup, or any other modal. */
export const FOCUS_DELAY_MS = { popup: 250, modal: 100 } as const;

/**
 * Moves focus to the first focusable element of an opening dialog after `delay` ms, unless focus
 * is already inside it. A theme's
 * opening transition can keep the dialog unfocusable (visibility) for longer, so a miss is
 * tried again when its transition ends. Returns a cancel function.
 *
 * @example const cancel = focusInto(panel);
 */
export function focusInto(container: HTMLElement, delay: number = FOCUS_DELAY_MS.modal): () => void {
  const attempt = (): boolean => {
    // A shopper who tabbed or clicked inside before the delay keeps their place.
    if (container.contains(document.activeElement)) return true;
    (focusables(container)[0] ?? container).focus();
    return container.contains(document.activeElement);
  };
  const retry = () => attempt();
  const timer = setTimeout(() => {
    if (!attempt()) container.addEventListener('transitionend', retry, { once: true });
  }, delay);
  return () => {
    clearTimeout(timer);
    container.removeEventListener('transitionend', retry);
  };
}
