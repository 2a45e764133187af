import { pageJQuery } from '../../src/bridge/jquery';
import type { FormRecord } from '../../src/net/form';
import { isRecord } from '../../src/config/records';

/**
 * Every data attribute of the button, as WooCommerce sends them: jQuery's stored data first
 * (when jQuery is on the page), then the element's dataset on top.
 *
 * @example
 * // <a data-product_id="12" data-quantity="2" data-success_message="…">
 * buttonFields(button) // { product_id: '12', quantity: '2', success_message: '…' }
 */
export function buttonFields(button: HTMLElement): FormRecord {
  const fields: FormRecord = {};
  const $ = pageJQuery() as ((el: Element) => { data(): unknown }) | null;
  const stored = $ ? $(button).data() : null;
  if (isRecord(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value as string | number | boolean;
    }
  }
  for (const [key, value] of Object.entries(button.dataset)) if (value !== undefined) fields[key] = value;
  return fields;
}
