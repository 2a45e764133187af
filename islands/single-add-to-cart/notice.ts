import { focusNotice } from '../../src/dom/focus';
import { scrollToNotices } from '../../src/dom/scroll';
import { alertElement } from '../../src/dom/alert';

const OWN_NOTICE = 'lantern-single-add-to-cart-notice';

/** WooCommerce prints its notices wrapper above the product; a page without one gets ours above the form. */
function noticesHome(form: HTMLFormElement): { parent: Element; before: Node | null } {
  const product = form.closest('.product');
  const wrapper =
    (product?.parentElement ?? document).querySelector('.woocommerce-notices-wrapper') ??
    document.querySelector('.woocommerce-notices-wrapper');
  if (wrapper) return { parent: wrapper, before: wrapper.firstChild };
  return { parent: form.parentElement ?? document.body, before: form };
}

/**
 * Shows an error as a WooCommerce error notice (the `woocommerce-error` class themes style),
 * brings it into view and moves focus to it, as WooCommerce does with the notices it prints.
 * One message, so no list: WooCommerce's `ul[role=alert]` would hide its item's list semantics.
 *
 * @example showErrorNotice(form, 'Sorry, this product could not be added to your cart.');
 */
export function showErrorNotice(form: HTMLFormElement, message: string): HTMLElement {
  clearErrorNotice();
  const notice = alertElement('div', `woocommerce-error ${OWN_NOTICE}`, message);
  const { parent, before } = noticesHome(form);
  parent.insertBefore(notice, before);
  void scrollToNotices(notice);
  focusNotice(notice, 0);
  return notice;
}

/** The notice of an earlier failed try leaves when the shopper tries again. */
export function clearErrorNotice(): void {
  document.querySelectorAll(`.${OWN_NOTICE}`).forEach((notice) => notice.remove());
}
