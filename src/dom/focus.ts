import { FOCUSABLE_NOTICE_SELECTOR } from './notice-selector';

/**
 * Moves focus to a notice after a pause, so that assistive technology has read the page
 * before the notice is spoken. `tabindex="-1"` lets a non-interactive element take focus
 * without entering the tab order.
 *
 * A shopper who moved focus to another control during the pause keeps it: taking it back
 * would scroll the page from under their pointer or send their next key to the notice
 * (decision 0151). Focus that fell back to the page, as when the control that had it slid
 * away, still moves to the notice.
 *
 * @returns cancels the pending focus (call it on unmount)
 * @example
 * const cancel = focusNotice(document.querySelector('.woocommerce-error')!);
 */
export function focusNotice(element: HTMLElement, delay = 500): () => void {
  const doc = element.ownerDocument;
  const focusedBefore = doc.activeElement;
  const timer = setTimeout(() => {
    if (!element.isConnected) return;
    const focusedNow = doc.activeElement;
    if (focusedNow !== null && focusedNow !== focusedBefore && focusedNow !== doc.body) return;
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
