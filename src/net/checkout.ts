import { asRecord, parseJson, readFragments, type Fragments } from '../config/records';
import { shopAjaxUrl } from './endpoints';
import { encodeForm, FORM_HEADERS, type FormRecord } from './form';
import { fail, ok, type NetResult } from './result';
import { requestJson, requestText } from './transport';

/** `update_order_review`'s reply (`WC_AJAX::update_order_review`), every field kept for `updated_checkout`. */
export interface OrderReviewReply {
  /** `'success'`, or `'failure'` with `messages` to show. */
  result: string;
  messages: string;
  /** The server asks for a reload (the cart changed under the page). */
  reload: boolean;
  fragments: Fragments;
  /** The reply as it came, for the classic event's argument. */
  data: Record<string, unknown>;
}

/** `checkout`'s reply (`WC_Checkout::process_checkout`). */
export interface CheckoutReply {
  result: 'success' | 'failure';
  /** Where a successful order goes (its order-received page, or a gateway's). */
  redirect: string;
  messages: string;
  refresh: boolean;
  reload: boolean;
  data: Record<string, unknown>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * `?wc-ajax=update_order_review`: the fields WooCommerce's checkout script posts (security,
 * payment method, billing and shipping address parts, `has_full_address`, `post_data` the whole
 * form, `shipping_method`), answered with the review and payment fragments.
 *
 * @example
 * const reply = await updateOrderReview({ security, payment_method: 'bacs', post_data }, settings, signal);
 * if (reply.ok) applyFragments(reply.value.fragments, islandRuntime());
 */
export async function updateOrderReview(
  fields: FormRecord,
  settings: { wcAjaxUrl: string; requestTimeout: number },
  signal?: AbortSignal,
): Promise<NetResult<OrderReviewReply>> {
  const reply = await requestJson(shopAjaxUrl(settings, 'update_order_review'), {
    method: 'POST',
    headers: { ...FORM_HEADERS },
    body: encodeForm(fields),
    timeout: settings.requestTimeout,
    signal,
  });
  if (!reply.ok) return reply;
  const data = asRecord(reply.value);
  const fragments = data ? readFragments(data.fragments ?? {}) : null;
  if (!data || !fragments) return fail({ kind: 'invalid-reply', detail: 'update_order_review reply is not an object' });
  return ok({ result: text(data.result), messages: text(data.messages), reload: data.reload === true, fragments, data });
}

/**
 * The reply's JSON: the whole text, else the `{"result…}` part of a reply a plugin printed
 * around (a PHP notice before it), as WooCommerce's script rescues it.
 */
function readCheckoutJson(body: string): Record<string, unknown> | null {
  const whole = asRecord(parseJson(body.trim()));
  if (whole) return whole;
  const rescued = /{"result.*}/s.exec(body)?.[0];
  return rescued === undefined ? null : asRecord(parseJson(rescued));
}

/**
 * Posts the checkout form to `checkout_url` (`/?wc-ajax=checkout`), the body as the form
 * serializes. A reply that is not a checkout result (an HTML page, broken JSON, an unknown
 * `result`, a success without a redirect) is an error, never a reply to act on.
 *
 * @example
 * const reply = await placeOrder('billing_first_name=Ann&…', { checkoutUrl: '/?wc-ajax=checkout', checkoutTimeout: 60000 });
 * if (reply.ok && reply.value.result === 'success') navigate(reply.value.redirect);
 */
export async function placeOrder(body: string, settings: { checkoutUrl: string; checkoutTimeout: number }): Promise<NetResult<CheckoutReply>> {
  const reply = await requestText(settings.checkoutUrl, { method: 'POST', headers: { ...FORM_HEADERS }, body, timeout: settings.checkoutTimeout });
  if (!reply.ok) return reply;
  const data = readCheckoutJson(reply.value.text);
  if (!data) return fail({ kind: 'invalid-json', body: reply.value.text.slice(0, 500) });
  const result = data.result;
  const redirect = text(data.redirect);
  if (result !== 'success' && result !== 'failure') return fail({ kind: 'invalid-reply', detail: 'checkout reply has no result' });
  if (result === 'success' && redirect === '') return fail({ kind: 'invalid-reply', detail: 'checkout success without a redirect' });
  return ok({ result, redirect, messages: text(data.messages), refresh: data.refresh === true, reload: data.reload === true, data });
}
