/** What WooCommerce's checkout script checks on each field, and the classes it leaves on the row. */

/** The fields checked: text inputs, selects and checkboxes. */
export const CHECKED_FIELDS = '.input-text, select, input[type="checkbox"]';

const STATES = ['woocommerce-invalid', 'woocommerce-invalid-required-field', 'woocommerce-invalid-email', 'woocommerce-invalid-phone', 'woocommerce-invalid-postcode', 'woocommerce-validated'];

/** An address e-mail shape: a local part, `@`, dotted domain labels and a final label of letters (any script). */
const EMAIL = /^[^\s@"(),:;<>[\]\\]+(\.[^\s@"(),:;<>[\]\\]+)*@([\p{L}\d]([\p{L}\d-]*[\p{L}\d])?\.)+\p{L}[\p{L}\d-]*$/u;
/** Characters a phone number may hold. */
const PHONE_CHARACTERS = /[\s#0-9_\-+/().]/g;
/** Postcodes of the countries whose format is simple to tell; others are left to the server. */
const POSTCODES: Readonly<Record<string, RegExp>> = {
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  US: /^\d{5}(-?\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/i,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
};

/** @example isEmail('ann@example.com.au') // true */
export const isEmail = (value: string): boolean => EMAIL.test(value.trim());

/** @example isPostcode('30000', 'AU') // false */
export function isPostcode(value: string, country: string): boolean {
  const rule = POSTCODES[country];
  return !rule || rule.test(value.trim());
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The country a postcode field belongs to: the same group's country field (`billing_country` for `billing_postcode`). */
function countryOf(field: Field): string {
  const prefix = field.id.replace(/_postcode$/, '');
  const country = field.ownerDocument.getElementById(`${prefix}_country`);
  return country instanceof HTMLSelectElement || country instanceof HTMLInputElement ? country.value : '';
}

/**
 * The row's classes forgotten as the shopper types (WooCommerce's `input` handling).
 *
 * @example clearField(input); // the row loses woocommerce-invalid and woocommerce-validated
 */
export function clearField(field: Element): void {
  field.closest('.form-row')?.classList.remove(...STATES);
  field.removeAttribute('aria-invalid');
}

/**
 * Checks one field as WooCommerce does on `change` and `validate`, and marks its `.form-row`:
 * `woocommerce-invalid` with `-required-field`, `-email` (with `-phone`, as 8.8 marks it),
 * `-phone` or `-postcode`; else `woocommerce-validated`. Rows without a `validate-*` class get
 * `woocommerce-validated` only. Returns whether the field passed.
 *
 * @example
 * // <p class="form-row validate-required validate-email"><input id="billing_email" value="nope">
 * validateField(input); // false; the row has woocommerce-invalid woocommerce-invalid-email
 */
export function validateField(field: Element): boolean {
  const row = field.closest('.form-row');
  if (!row || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) return true;
  const value = field.value;
  const invalid: string[] = [];
  if (row.classList.contains('validate-required')) {
    // A select with no option chosen reads null in checkout.js, which is not '': it passes.
    const unchosen = field instanceof HTMLSelectElement && field.selectedIndex === -1;
    const empty = field instanceof HTMLInputElement && field.type === 'checkbox' ? !field.checked : value === '' && !unchosen;
    if (empty) invalid.push('woocommerce-invalid-required-field');
  }
  if (row.classList.contains('validate-email') && value !== '' && !isEmail(value)) invalid.push('woocommerce-invalid-email', 'woocommerce-invalid-phone');
  if (row.classList.contains('validate-phone') && value.replace(PHONE_CHARACTERS, '').length > 0) invalid.push('woocommerce-invalid-phone');
  if (row.classList.contains('validate-postcode') && value !== '' && !isPostcode(value, countryOf(field))) invalid.push('woocommerce-invalid-postcode');
  row.classList.remove(...STATES);
  if (invalid.length > 0) row.classList.add('woocommerce-invalid', ...invalid);
  else row.classList.add('woocommerce-validated');
  field.setAttribute('aria-invalid', String(invalid.length > 0));
  return invalid.length === 0;
}

/**
 * Checks every field of the form (after a refused order or review), as WooCommerce triggers
 * `validate` on each.
 *
 * @example validateAll(form);
 */
export function validateAll(form: HTMLFormElement): void {
  for (const field of Array.from(form.querySelectorAll(CHECKED_FIELDS))) validateField(field);
}
