import type { Settings } from '../config/settings';
import { shopAjaxUrl } from './endpoints';
import { encodeForm, FORM_HEADERS, type FormRecord } from './form';
import { htmlReply } from './html-reply';
import { fail, ok, type NetResult } from './result';
import { requestText, type RawReply } from './transport';

export type CartPageSettings = Pick<Settings, 'wcAjaxUrl' | 'requestTimeout'>;

/** The markers of a cart page: its form, or the empty-cart message that replaces it. */
const CART_PAGE_MARK = /\bwoocommerce-cart-form\b|\bwc-empty-cart-message\b/;

/**
 * A reply meant to be the cart page (after a redirect, as fetch follows it): a page that holds
 * neither the cart form nor the empty-cart message (a fatal error screen, a login page, a
 * firewall's page), JSON, or WordPress's `0`/`-1` is a failure, never content to show.
 */
function cartPageReply(reply: NetResult<RawReply>): NetResult<string> {
  if (!reply.ok) return reply;
  const { text, headers } = reply.value;
  if (/\bjson\b/i.test(headers.get('content-type') ?? '') || !CART_PAGE_MARK.test(text)) {
    return fail({ kind: 'invalid-reply', detail: text.trim().slice(0, 200) });
  }
  return ok(text);
}

/**
 * Posts a cart page form in place, as cart.js does: the cart form with `update_cart`, or the
 * shipping calculator with `calc_shipping`. `fields` is the form's own encoding (the browser's
 * `URLSearchParams(new FormData(form))`) plus the action's field. The reply is the cart page.
 *
 * @example
 * const page = await postCartForm(form.action, fields, settings);
 * if (page.ok) replaceCartFrom(page.value);
 */
export async function postCartForm(action: string, fields: URLSearchParams, settings: CartPageSettings): Promise<NetResult<string>> {
  const reply = await requestText(action, {
    method: 'POST',
    headers: { ...FORM_HEADERS },
    body: fields.toString(),
    timeout: settings.requestTimeout,
  });
  return cartPageReply(reply);
}

/**
 * Fetches a cart link in place (a row's remove link, a notice's "Undo?"): the server acts and
 * redirects to the cart page, which is the reply.
 *
 * @example
 * const page = await getCartLink('/cart/?remove_item=abc&_wpnonce=1', settings);
 */
export async function getCartLink(href: string, settings: CartPageSettings): Promise<NetResult<string>> {
  const reply = await requestText(href, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    timeout: settings.requestTimeout,
  });
  return cartPageReply(reply);
}

/** A wc-ajax call of the cart page whose reply is HTML (notices, or the totals). */
async function postCartAjax(endpoint: string, fields: FormRecord, settings: CartPageSettings): Promise<NetResult<string>> {
  const reply = await requestText(shopAjaxUrl(settings, endpoint), {
    method: 'POST',
    headers: { ...FORM_HEADERS },
    body: encodeForm(fields),
    timeout: settings.requestTimeout,
  });
  return htmlReply(reply);
}

/**
 * `?wc-ajax=apply_coupon` with `security` (the page's `apply_coupon_nonce`) and `coupon_code`;
 * the checkout also sends `billing_email` (the coupon may be limited to some addresses), the
 * cart page does not. The reply is the notices WooCommerce printed ("Coupon code applied
 * successfully.", or why not).
 *
 * @example
 * const notices = await applyCoupon('save10', params.apply_coupon_nonce, settings);
 * const onCheckout = await applyCoupon('save10', params.apply_coupon_nonce, settings, 'ann@example.com');
 */
export function applyCoupon(code: string, nonce: string, settings: CartPageSettings, billingEmail?: string): Promise<NetResult<string>> {
  const fields: FormRecord = { security: nonce, coupon_code: code };
  if (billingEmail !== undefined) fields.billing_email = billingEmail;
  return postCartAjax('apply_coupon', fields, settings);
}

/**
 * `?wc-ajax=remove_coupon` with `security` and `coupon`; the reply is notices HTML.
 *
 * @example
 * const notices = await removeCoupon('save10', params.remove_coupon_nonce, settings);
 */
export function removeCoupon(code: string, nonce: string, settings: CartPageSettings): Promise<NetResult<string>> {
  return postCartAjax('remove_coupon', { security: nonce, coupon: code }, settings);
}

/**
 * `?wc-ajax=update_shipping_method` with `security` and every package's chosen rate
 * (`shipping_method[0]=flat_rate:1`); the reply is the new `div.cart_totals`.
 *
 * @example
 * const totals = await updateShippingMethod({ 0: 'local_pickup:2' }, params.update_shipping_method_nonce, settings);
 */
export async function updateShippingMethod(
  methods: Readonly<Record<string, string>>,
  nonce: string,
  settings: CartPageSettings,
): Promise<NetResult<string>> {
  const reply = await postCartAjax('update_shipping_method', { security: nonce, shipping_method: { ...methods } }, settings);
  if (reply.ok && !/\bcart_totals\b/.test(reply.value)) return fail({ kind: 'invalid-reply', detail: reply.value.trim().slice(0, 200) });
  return reply;
}
