import { emit } from '../../src/bridge/events';
import { CHECKOUT } from '../../src/bridge/checkout-names';
import type { CheckoutSettings } from '../../src/config/checkout-settings';
import type { Fragments } from '../../src/config/records';
import { block, unblock } from '../../src/dom/block';
import { applyFragments, type IslandLifecycle } from '../../src/dom/fragments';
import { reloadPage } from '../../src/dom/navigate';
import { refocus } from '../../src/dom/refocus';
import { updateOrderReview } from '../../src/net/checkout';
import { reviewFields } from './review-request';
import { showNotices } from './notices';

/** The regions the review request blocks and may replace. */
const REVIEW_REGIONS = '.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table';
/** checkout.js's wait before a burst of `update_checkout` becomes one request. */
export const UPDATE_DEBOUNCE_MS = 5;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** What the shopper filled in the payment boxes and the terms box, put back after the section is replaced. */
function rememberPaymentDetails(doc: Document): () => void {
  const terms = doc.querySelector<HTMLInputElement>('#terms');
  const termsChecked = terms?.checked === true;
  const saved = new Map<string, string | boolean>();
  for (const input of Array.from(doc.querySelectorAll('.payment_box input, .payment_box select, .payment_box textarea'))) {
    if (!isControl(input) || !input.id) continue;
    saved.set(input.id, input instanceof HTMLInputElement && (input.type === 'checkbox' || input.type === 'radio') ? input.checked : input.value);
  }
  return () => {
    const freshTerms = doc.querySelector<HTMLInputElement>('#terms');
    if (termsChecked && freshTerms) freshTerms.checked = true;
    for (const [id, value] of saved) {
      const input = doc.getElementById(id);
      if (!input || !isControl(input)) continue;
      if (typeof value === 'boolean' && input instanceof HTMLInputElement) input.checked = value;
      else if (input instanceof HTMLSelectElement) input.value = String(value);
      // A text field the new section filled in keeps the server's value.
      else if (input.value === '') input.value = String(value);
      else continue;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
}

export interface OrderReview {
  /** Asks for a review update as `update_checkout` does: one request for a burst. */
  schedule(updateShippingMethod?: boolean): void;
  /** Forgets a scheduled update (the order is being placed). */
  cancel(): void;
}

/**
 * The `update_order_review` cycle of checkout.js: a burst of `update_checkout` becomes one
 * request 5 ms later, a newer request aborts an older one, the review and payment regions are
 * blocked meanwhile, fragments whose HTML changed are replaced, what the shopper typed in the
 * payment boxes is put back (and the focus, into the same field of the new section), a
 * `failure` shows its notices at the top of the form, and `updated_checkout` is fired with the
 * reply. A failed request leaves the page as it was.
 *
 * @example
 * const review = orderReview(form, settings, islandRuntime(), () => methods.setUp(), () => methods.current(), signal);
 * review.schedule();
 */
export function orderReview(
  form: HTMLFormElement,
  settings: CheckoutSettings & { requestTimeout: number },
  islands: IslandLifecycle,
  setUpPayment: () => void,
  paymentMethod: () => string,
  signal: AbortSignal,
): OrderReview {
  const doc = form.ownerDocument;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;
  let lastFragments: Fragments = {};
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    running?.abort();
  });

  const send = async (updateShippingMethod: boolean): Promise<void> => {
    running?.abort();
    if (!form.isConnected) return;
    const controller = new AbortController();
    running = controller;
    const fields = reviewFields(form, { nonce: settings.updateOrderReviewNonce, paymentMethod: paymentMethod(), updateShippingMethod });
    const regions = Array.from(doc.querySelectorAll<HTMLElement>(REVIEW_REGIONS));
    regions.forEach((region) => block(region));
    const reply = await updateOrderReview(fields, settings, controller.signal);
    if (controller.signal.aborted) return;
    running = undefined;
    if (!reply.ok) {
      // WooCommerce leaves the regions blocked for good; the shopper keeps a usable page instead.
      doc.querySelectorAll<HTMLElement>(REVIEW_REGIONS).forEach((region) => unblock(region));
      console.warn('Lantern: the order review could not be updated', reply.error);
      return;
    }
    const { data, fragments, result, messages, reload } = reply.value;
    if (reload) {
      reloadPage();
      return;
    }
    doc.querySelectorAll('.woocommerce-NoticeGroup-updateOrderReview').forEach((group) => group.remove());
    const restore = rememberPaymentDetails(doc);
    const focused = doc.activeElement;
    const changed: Fragments = {};
    for (const [selector, html] of Object.entries(fragments)) if (lastFragments[selector] !== html) changed[selector] = html;
    applyFragments(changed, islands);
    lastFragments = fragments;
    doc.querySelectorAll<HTMLElement>(REVIEW_REGIONS).forEach((region) => unblock(region));
    restore();
    refocus(doc, focused, null);
    if (result === 'failure') showNotices(form, messages, 'updateOrderReview');
    setUpPayment();
    emit(CHECKOUT.updatedCheckout, [data], { data });
  };

  return {
    schedule(updateShippingMethod = true) {
      clearTimeout(timer);
      timer = setTimeout(() => void send(updateShippingMethod), UPDATE_DEBOUNCE_MS);
    },
    cancel: () => clearTimeout(timer),
  };
}
