/**
 * Links that say `role="button"` must also answer the Space key, as real buttons do.
 * @example activateOnSpace('.remove_from_cart_button', signal);
 */
export function activateOnSpace(selector: string, signal: AbortSignal): void {
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== ' ' || event.defaultPrevented) return;
      const target = event.target;
      if (!(target instanceof HTMLAnchorElement) || !target.matches(selector)) return;
      event.preventDefault();
      target.click();
    },
    { signal },
  );
}
