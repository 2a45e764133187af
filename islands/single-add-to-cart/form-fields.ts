import type { FormRecord } from '../../src/net/form';

/**
 * The form's fields as WooCommerce's single-product AJAX script posts them: every field of the
 * form (with the pressed button's own name and value), `add-to-cart` renamed to `product_id`,
 * and the chosen variation's id as `product_id` when there is one, which is how
 * `wc-ajax=add_to_cart` takes a variation. The attribute fields stay, for values a variation
 * leaves open ("any").
 *
 * @example
 * // <form class="cart"><input name="quantity" value="2"><button name="add-to-cart" value="104">
 * singleFormFields(form, button); // { quantity: '2', product_id: '104' }
 */
export function singleFormFields(form: HTMLFormElement, submitter: HTMLElement | null): FormRecord {
  const fields: FormRecord = {};
  const data = new FormData(form);
  if (submitter instanceof HTMLButtonElement && submitter.name && submitter.form === form) data.append(submitter.name, submitter.value);
  for (const [name, value] of data) if (typeof value === 'string') fields[name] = value;
  const productId = fields['add-to-cart'] ?? fields.product_id;
  delete fields['add-to-cart'];
  const variationId = Number(fields.variation_id ?? 0);
  fields.product_id = variationId > 0 ? String(fields.variation_id) : productId;
  return fields;
}

/**
 * Whether the form adds one product WooCommerce's AJAX endpoint can take: a simple product (the
 * button carries `add-to-cart`) or a variable one. Grouped and external products keep their post.
 *
 * @example isSingleProductForm(form, button) // true for `form.variations_form`
 */
export function isSingleProductForm(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  if (form.classList.contains('grouped_form') || form.method.toLowerCase() !== 'post') return false;
  if (form.classList.contains('variations_form')) return true;
  const named = submitter instanceof HTMLButtonElement && submitter.name === 'add-to-cart' && submitter.value !== '';
  return named || form.querySelector('input[name="add-to-cart"]') !== null;
}
