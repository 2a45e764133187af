/**
 * Runs `handler` when the shopper activates an element matching `selector`, present now or
 * added later: a click, or the Space key on a link that says `role="button"` (real buttons
 * already turn Space into a click).
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
      if (event.key !== ' ' || event.defaultPrevented || !(target instanceof HTMLAnchorElement)) return;
      if (target.getAttribute('role') !== 'button' || !target.matches(selector)) return;
      event.preventDefault();
      target.click();
    },
    { signal },
  );
}
