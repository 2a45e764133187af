import { scrollToNotices } from '../../src/dom/scroll';

/** Every notice WooCommerce's cart script clears and moves: classic and block-style. */
export const NOTICES = '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success';

/** Marks the notice Lantern writes when an action failed, so the next try clears it. */
const FAILURE_NOTICE = 'lantern-cart-page-error';

/** Drops notices whose text an earlier one already says (the reply may print one twice). */
export function distinctNotices(notices: readonly Element[]): Element[] {
  const seen = new Set<string>();
  return notices.filter((notice) => {
    const text = notice.textContent.trim();
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
}

/** Takes every notice off the page, as the cart script does before showing the reply's. */
export function clearNotices(doc: Document): void {
  doc.querySelectorAll(NOTICES).forEach((notice) => notice.remove());
}

/**
 * Puts notices at the top of the page's first notices wrapper (else the empty-cart block, else
 * the cart form), as WooCommerce does. Nodes of a reply are moved, so a notice the inserted
 * markup already holds appears once.
 */
export function showNotices(doc: Document, notices: readonly Node[]): void {
  if (notices.length === 0) return;
  const target =
    doc.querySelector('.woocommerce-notices-wrapper') ??
    doc.querySelector('.wc-empty-cart-message')?.closest('.woocommerce') ??
    doc.querySelector('.woocommerce-cart-form');
  target?.prepend(...notices);
}

/**
 * Brings a notice into view (100 px, 1000 ms, as the shop's helper does) and, when the control
 * the shopper used went away with the replaced markup, gives it focus, so a keyboard or screen
 * reader user is not left at the start of the page.
 */
export function revealNotice(notice: HTMLElement, focus: boolean): void {
  void scrollToNotices(notice);
  if (!focus) return;
  notice.setAttribute('tabindex', '-1');
  notice.focus({ preventScroll: true });
}

/** The page's first alert (the cart script scrolls to `[role="alert"]`). */
export function firstAlert(doc: Document): HTMLElement | null {
  return doc.querySelector<HTMLElement>('[role="alert"]');
}

/**
 * The named state of a failed action: an error notice saying so, in view and focused; the
 * page stays as it was, usable, so the shopper can try again.
 *
 * @example
 * showFailure(document, 'Sorry, your cart could not be updated. Please try again.');
 */
export function showFailure(doc: Document, message: string): HTMLElement {
  doc.querySelectorAll(`.${FAILURE_NOTICE}`).forEach((notice) => notice.remove());
  const notice = doc.createElement('ul');
  notice.className = `woocommerce-error ${FAILURE_NOTICE}`;
  notice.setAttribute('role', 'alert');
  const item = doc.createElement('li');
  item.textContent = message;
  notice.append(item);
  showNotices(doc, [notice]);
  revealNotice(notice, true);
  return notice;
}
