/** Controls that turn Enter and Space into a click by themselves. */
function activatesNatively(element: HTMLElement): boolean {
  return (
    element instanceof HTMLButtonElement ||
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

/**
 * Runs `handler` when the shopper activates an element matching `selector`, present now or
 * added later: a click, or Enter or Space on an element that says `role="button"` without
 * being a native button (WooCommerce prints links as buttons, some without an href, which
 * Enter alone would not click). The key becomes one click, so the handler hears one event.
 *
 * @example
 * onActivate('.remove_from_cart_button', (link, event) => { event.preventDefault(); ... }, signal);
 */
export function onActivate(
  selector: string,
  handler: (element: HTMLElement, event: Event) => void,
  signal: AbortSignal,
): void {
  document.addEventListener(
    'click',
    (event) => {
      const element = event.target instanceof Element ? event.target.closest(selector) : null;
      if (element instanceof HTMLElement) handler(element, event);
    },
    { signal },
  );
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target;
      if ((event.key !== ' ' && event.key !== 'Enter') || event.defaultPrevented) return;
      if (!(target instanceof HTMLElement) || activatesNatively(target)) return;
      if (target.getAttribute('role') !== 'button' || !target.matches(selector)) return;
      // Also stops a link's own Enter click, which would make two.
      event.preventDefault();
      target.click();
    },
    { signal },
  );
}
