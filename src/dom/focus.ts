import { FOCUSABLE_NOTICE_SELECTOR } from './notice-selector';

/**
 * Moves focus to a notice after a pause, so that assistive technology has read the page
 * before the notice is spoken. `tabindex="-1"` lets a non-interactive element take focus
 * without entering the tab order.
 *
 * @returns cancels the pending focus (call it on unmount)
 * @example
 * const cancel = focusNotice(document.querySelector('.woocommerce-error')!);
 */
export function focusNotice(element: HTMLElement, delay = 500): () => void {
  const timer = setTimeout(() => {
    if (!element.isConnected) return;
    element.setAttribute('tabindex', '-1');
    element.focus();
  }, delay);
  return () => clearTimeout(timer);
}


/**
 * Focuses the first success or error notice under `root` after `delay` ms; cart code calls
 * it again after it replaces the cart's notices.
 *
 * @returns a cancel function, or undefined when there is no such notice
 * @example
 * focusFirstNotice(document); // page load
 */
export function focusFirstNotice(root: ParentNode, delay = 500): (() => void) | undefined {
  const notice = root.querySelector<HTMLElement>(FOCUSABLE_NOTICE_SELECTOR);
  return notice ? focusNotice(notice, delay) : undefined;
}
