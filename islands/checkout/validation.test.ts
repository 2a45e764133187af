import { afterEach, describe, expect, it } from 'vitest';
import { clearField, isEmail, isPostcode, validateField } from './validation';

afterEach(() => document.body.replaceChildren());

/** A `.form-row` with `classes` and one input, as WooCommerce prints a checkout field. */
function row(classes: string, id: string, value: string, type = 'text'): HTMLInputElement {
  document.body.insertAdjacentHTML('beforeend', `<p class="form-row ${classes}" id="${id}_field"><input class="input-text" type="${type}" id="${id}" value="${value}"></p>`);
  return document.getElementById(id) as HTMLInputElement;
}
const classesOf = (input: HTMLInputElement) => Array.from(input.closest('.form-row')?.classList ?? []).filter((name) => name.startsWith('woocommerce-'));

describe('inline validation of checkout fields', () => {
  it('marks an empty required field, and a filled one as validated', () => {
    const input = row('validate-required', 'billing_first_name', '');
    expect(validateField(input)).toBe(false);
    expect(classesOf(input)).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    input.value = 'Ann';
    expect(validateField(input)).toBe(true);
    expect(classesOf(input)).toEqual(['woocommerce-validated']);
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('marks a bad e-mail with the e-mail and phone classes, as WooCommerce 8.8 does, and leaves an empty optional one alone', () => {
    const input = row('validate-email', 'billing_email', 'nope');
    validateField(input);
    expect(classesOf(input)).toEqual(['woocommerce-invalid', 'woocommerce-invalid-email', 'woocommerce-invalid-phone']);
    input.value = '';
    expect(validateField(input)).toBe(true);
  });

  it('checks a postcode against its own group’s country, and a phone’s characters', () => {
    document.body.insertAdjacentHTML('beforeend', '<select id="shipping_country"><option value="AU">AU</option><option value="US" selected>US</option></select>');
    const postcode = row('validate-postcode', 'shipping_postcode', '6160');
    expect(validateField(postcode)).toBe(false);
    expect(classesOf(postcode)).toContain('woocommerce-invalid-postcode');
    postcode.value = '94103';
    expect(validateField(postcode)).toBe(true);
    const phone = row('validate-phone', 'billing_phone', 'call me');
    expect(validateField(phone)).toBe(false);
    expect(classesOf(phone)).toEqual(['woocommerce-invalid', 'woocommerce-invalid-phone']);
    phone.value = '+61 (8) 9430-1234';
    expect(validateField(phone)).toBe(true);
  });

  it('marks a required select whose placeholder is chosen, and passes one with no option chosen at all, as checkout.js reads it', () => {
    document.body.insertAdjacentHTML('beforeend', '<p class="form-row validate-required" id="billing_state_field"><select id="billing_state"><option value="">Select an option…</option><option value="NSW">New South Wales</option></select></p>');
    const select = document.getElementById('billing_state') as HTMLSelectElement;
    const marks = () => Array.from(select.closest('.form-row')?.classList ?? []).filter((name) => name.startsWith('woocommerce-'));
    expect(validateField(select)).toBe(false);
    expect(marks()).toEqual(['woocommerce-invalid', 'woocommerce-invalid-required-field']);
    // A country switch whose list lacks the old state leaves none chosen: jQuery's val() is null.
    select.selectedIndex = -1;
    expect(validateField(select)).toBe(true);
    expect(marks()).toEqual(['woocommerce-validated']);
  });

  it('needs a required checkbox ticked', () => {
    const terms = row('validate-required', 'terms', '', 'checkbox');
    expect(validateField(terms)).toBe(false);
    terms.checked = true;
    expect(validateField(terms)).toBe(true);
  });

  it('forgets the marks as the shopper types again', () => {
    const input = row('validate-required', 'billing_city', '');
    validateField(input);
    clearField(input);
    expect(classesOf(input)).toEqual([]);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('tells e-mails and postcodes apart', () => {
    expect(['ann@example.com.au', 'o.brien+shop@müller.de'].map(isEmail)).toEqual([true, true]);
    expect(['nope', 'a@b', 'a b@c.de', '@c.de'].map(isEmail)).toEqual([false, false, false, false]);
    expect([isPostcode('6160', 'AU'), isPostcode('61600', 'AU'), isPostcode('TR11 3AA', 'GB'), isPostcode('anything', 'JP')]).toEqual([true, false, true, true]);
  });
});
