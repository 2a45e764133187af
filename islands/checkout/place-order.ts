import { emit, vetoed } from '../../src/bridge/events';
import { CHECKOUT } from '../../src/bridge/checkout-names';
import { wrapForClassic } from '../../src/bridge/jquery';
import type { CheckoutSettings } from '../../src/config/checkout-settings';
import { block, unblock } from '../../src/dom/block';
import { navigate, reloadPage } from '../../src/dom/navigate';
import { serializeForm } from '../../src/dom/serialize';
import { placeOrder } from '../../src/net/checkout';
import type { NetError } from '../../src/net/result';
import { showNotices } from './notices';

/** Why an order could not be sent or read, in words a shopper can act on (spec 8.2's where it names one). */
const REASONS: Readonly<Record<NetError['kind'], string>> = {
  http: 'The shop answered with an error.',
  'invalid-json': 'The response is not a valid JSON response.',
  'invalid-reply': 'The response is not a valid JSON response.',
  timeout: 'The shop did not answer in time. Please check your e-mail for an order confirmation before you try again.',
  offline: 'You are probably offline.',
  aborted: 'The request was cancelled.',
};

/**
 * The error notice for a request that gave no checkout result: WooCommerce's
 * `i18n_checkout_error` (the shop's own text, HTML as WooCommerce prints it) and the reason,
 * marked with its kind. The form is left as the shopper filled it. `reasons` words a kind
 * otherwise for a call whose reply is not JSON (the coupon's).
 *
 * @example
 * namedError({ kind: 'invalid-json', body: '<!DOCTYPE html>…' }, 'Error processing checkout. Please try again.');
 * // '<ul class="woocommerce-error" role="alert" data-lantern-error="invalid-json"><li>Error processing checkout. Please try again. The response is not a valid JSON response.</li></ul>'
 */
export function namedError(error: NetError, checkoutError: string, reasons: Partial<Record<NetError['kind'], string>> = {}): string {
  const status = error.kind === 'http' ? ` (HTTP ${Math.trunc(error.status)})` : '';
  return `<ul class="woocommerce-error" role="alert" data-lantern-error="${error.kind}"><li>${checkoutError} ${reasons[error.kind] ?? REASONS[error.kind]}${status}</li></ul>`;
}

/**
 * What checkout.js hands gateways as `wc_checkout_form`: the form (as jQuery when it is on the
 * page) and the chosen method.
 */
export interface ClassicCheckoutForm {
  $checkout_form: unknown;
  get_payment_method(): string;
}

export interface PlaceOrderOptions {
  form: HTMLFormElement;
  settings: CheckoutSettings;
  paymentMethod(): string;
  /** Asks for a review update (a refused order's `refresh`, for a fresh nonce). */
  requestUpdate(): void;
  /** Forgets a review update waiting to be sent. */
  cancelUpdate(): void;
}

/** Keeps the shopper from leaving while the order is out, as WooCommerce does. */
const holdUnload = (event: BeforeUnloadEvent) => event.preventDefault();

/**
 * Places the order as checkout.js does on the form's submit: a form already `processing` is
 * left alone; gateways are asked (`checkout_place_order`, then `checkout_place_order_<method>`,
 * a `false` from any stops it); the form is blocked and posted to `checkout_url`; a success
 * goes to its `redirect` (unless `checkout_place_order_success` says `false`); a failure shows
 * its messages at the top of the form (or reloads, or refreshes the review, as it asks) and
 * fires `checkout_error`. A reply that is no checkout result is a named error, the form intact.
 *
 * @example
 * form.addEventListener('submit', (event) => { event.preventDefault(); void submitOrder(options); });
 */
export async function submitOrder({ form, settings, paymentMethod, requestUpdate, cancelUpdate }: PlaceOrderOptions): Promise<void> {
  cancelUpdate();
  if (form.classList.contains('processing')) return;
  const classicForm: ClassicCheckoutForm = { $checkout_form: wrapForClassic(form), get_payment_method: paymentMethod };
  if (vetoed(CHECKOUT.placeOrder, [classicForm], form) || vetoed(`${CHECKOUT.placeOrder}_${paymentMethod()}`, [classicForm], form)) return;
  const body = serializeForm(form);
  block(form);
  const view = form.ownerDocument.defaultView ?? window;
  view.addEventListener('beforeunload', holdUnload);
  const reply = await placeOrder(body, settings);
  view.removeEventListener('beforeunload', holdUnload);

  const fail = (messages: string): void => {
    showNotices(form, messages, 'checkout');
    unblock(form);
    emit(CHECKOUT.checkoutError, [messages], { messages });
  };

  if (!reply.ok) {
    fail(namedError(reply.error, settings.i18nCheckoutError));
    return;
  }
  const result = reply.value;
  if (result.result === 'success' && !vetoed(CHECKOUT.placeOrderSuccess, [result.data, classicForm], form)) {
    if (navigate(result.redirect, { offSite: true })) return;
  }
  if (result.reload) {
    reloadPage();
    return;
  }
  if (result.refresh) requestUpdate();
  fail(result.messages !== '' ? result.messages : `<div class="woocommerce-error">${settings.i18nCheckoutError}</div>`);
}
