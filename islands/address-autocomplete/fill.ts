import type { AddressResult, AddressType } from './types';

/** Filled 50 ms after country and address_1 (spec 9.2), once the country change has re-drawn them. */
export const DEPENDENT_FILL_DELAY_MS = 50;
const DEPENDENT_FIELDS = ['address_2', 'city', 'postcode', 'state'] as const;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function field(type: AddressType, key: string): Field | null {
  const element = document.getElementById(`${type}_${key}`);
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? element : null;
}

/**
 * Sets a field and raises `change` as the shopper's own edit would. It bubbles, unlike
 * WooCommerce's own fill, because the checkout's handlers (totals, shipping, the state list
 * of `country_to_state`) are delegated from the form and the body; jQuery and select2 hear
 * it too, so no second jQuery `change` is triggered.
 */
function setField(element: Field, value: string): void {
  element.value = value;
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Fills one address form from a provider's result: country and address_1 at once, then
 * address_2, city, postcode and state after 50 ms (read again, as the country change may have
 * replaced the state field), clearing any of those the result leaves empty.
 *
 * @example
 * await fillAddress('billing', { country: 'AU', address_1: '12 Smith St', city: 'Fitzroy', state: 'VIC', postcode: '3065' });
 */
export function fillAddress(type: AddressType, result: AddressResult): Promise<void> {
  for (const key of ['country', 'address_1'] as const) {
    const value = result[key];
    const element = field(type, key);
    if (value && element) setField(element, value);
  }
  return new Promise((resolve) => {
    window.setTimeout(() => {
      for (const key of DEPENDENT_FIELDS) {
        const element = field(type, key);
        if (!element) continue;
        const value = result[key];
        if (value) setField(element, value);
        else if (element.value) setField(element, '');
      }
      resolve();
    }, DEPENDENT_FILL_DELAY_MS);
  });
}
