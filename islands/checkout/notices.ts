import { focusNotice } from '../../src/dom/focus';
import { trustedFragment } from '../../src/dom/html';
import { scrollToNotices } from '../../src/dom/scroll';
import { validateAll } from './validation';

/** Notices a new group replaces, wherever they are on the page (checkout.js removes them all). */
export const OLD_NOTICES = '.woocommerce-error, .woocommerce-message, .is-error, .is-success';

/**
 * Shows the server's notices at the top of the checkout form in checkout.js's group
 * (`div.woocommerce-NoticeGroup.woocommerce-NoticeGroup-<kind>`), after removing the older ones;
 * marks every field, scrolls to the group and moves focus to it, where a screen reader reads it
 * (the group is the alert; a list inside keeps its list role). Returns the group.
 *
 * @example
 * showNotices(form, '<ul class="woocommerce-error" role="alert"><li>Invalid billing email address</li></ul>', 'checkout');
 */
export function showNotices(form: HTMLFormElement, messages: string, kind: 'checkout' | 'updateOrderReview'): HTMLElement {
  const doc = form.ownerDocument;
  const selector = kind === 'checkout' ? `.woocommerce-NoticeGroup-checkout, ${OLD_NOTICES}` : OLD_NOTICES;
  doc.querySelectorAll(selector).forEach((notice) => notice.remove());
  const group = doc.createElement('div');
  group.className = `woocommerce-NoticeGroup woocommerce-NoticeGroup-${kind}`;
  group.append(trustedFragment(messages, doc));
  // WooCommerce's `ul.woocommerce-error` carries the alert role, which takes its list semantics
  // away (its items are then "not in a list"): the group is the alert, the list stays a list.
  group.querySelectorAll('ul[role="alert"], ol[role="alert"]').forEach((list) => list.removeAttribute('role'));
  if (!group.querySelector('[role="alert"]')) group.setAttribute('role', 'alert');
  form.prepend(group);
  validateAll(form);
  void scrollToNotices(group);
  focusNotice(group.querySelector<HTMLElement>('[role="alert"]') ?? group);
  return group;
}
