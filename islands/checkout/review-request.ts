import type { FormRecord } from '../../src/net/form';
import { serializeForm } from '../../src/dom/serialize';

const valueOf = (doc: Document, id: string): string => {
  const field = doc.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field.value : '';
};

const isVisible = (element: Element) => element.getClientRects().length > 0;

/** The five address parts of a group as `update_order_review` names them (`country`, `state`, …). */
function addressOf(doc: Document, prefix: 'billing' | 'shipping'): Record<string, string> {
  return {
    country: valueOf(doc, `${prefix}_country`),
    state: valueOf(doc, `${prefix}_state`),
    postcode: valueOf(doc, `${prefix}_postcode`),
    city: valueOf(doc, `${prefix}_city`),
    address: valueOf(doc, `${prefix}_address_1`),
    address_2: valueOf(doc, `${prefix}_address_2`),
  };
}

/**
 * The chosen shipping rates by package (`data-index`): selects, checked radios and the hidden
 * input of a lone rate.
 */
function shippingMethods(form: HTMLFormElement): Record<string, string> {
  const chosen: Record<string, string> = {};
  const inputs = form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
  );
  for (const input of Array.from(inputs)) chosen[input.dataset.index ?? '0'] = input.value;
  return chosen;
}

/**
 * The body of `update_order_review`, field for field as checkout.js sends it: the billing
 * address, the shipping one (the billing values unless shipping elsewhere), whether every
 * visible required address field is filled, the whole form as `post_data`, and the chosen rates
 * unless the trigger said `update_shipping_method: false` (a coupon change).
 *
 * @example
 * reviewFields(form, { nonce: '72b0f8ce27', paymentMethod: 'bacs', updateShippingMethod: true });
 * // { security: '72b0f8ce27', payment_method: 'bacs', country: 'AU', …, post_data: '…', shipping_method: { 0: 'flat_rate:1' } }
 */
export function reviewFields(form: HTMLFormElement, options: { nonce: string; paymentMethod: string; updateShippingMethod: boolean }): FormRecord {
  const doc = form.ownerDocument;
  const billing = addressOf(doc, 'billing');
  const shipsElsewhere = doc.querySelector<HTMLInputElement>('#ship-to-different-address input')?.checked === true;
  const shipping = shipsElsewhere ? addressOf(doc, 'shipping') : billing;
  const required = Array.from(form.querySelectorAll('.address-field.validate-required')).filter(isVisible);
  const hasFullAddress = required.every((row) => {
    const input = row.querySelector('input, select, textarea');
    return !(input instanceof HTMLInputElement || input instanceof HTMLSelectElement || input instanceof HTMLTextAreaElement) || input.value !== '';
  });
  const fields: FormRecord = {
    security: options.nonce,
    payment_method: options.paymentMethod,
    ...billing,
    s_country: shipping.country,
    s_state: shipping.state,
    s_postcode: shipping.postcode,
    s_city: shipping.city,
    s_address: shipping.address,
    s_address_2: shipping.address_2,
    has_full_address: hasFullAddress,
    post_data: serializeForm(form),
  };
  if (options.updateShippingMethod) fields.shipping_method = shippingMethods(form);
  return fields;
}
