import { html, type SafeHtml } from '../../fixtures/html/html';
import { STATES } from '../../fixtures/shop/address-locale';
import { DEMO_COUNTRIES } from './address-globals';

interface FieldSpec {
  key: string;
  label: string;
  required: boolean;
  classes: string;
  autocomplete: string;
  priority: number;
  type?: 'text' | 'tel' | 'email' | 'country' | 'state';
  placeholder?: string;
  /** Label only for screen readers (address line 2). */
  srLabel?: boolean;
}

const AU_STATES = Object.entries(STATES.AU ?? {});

/** Address fields with WooCommerce's defaults and the Australian locale's labels. */
const ADDRESS: readonly FieldSpec[] = [
  { key: 'first_name', label: 'First name', required: true, classes: 'form-row-first', autocomplete: 'given-name', priority: 10 },
  { key: 'last_name', label: 'Last name', required: true, classes: 'form-row-last', autocomplete: 'family-name', priority: 20 },
  { key: 'company', label: 'Company name', required: false, classes: 'form-row-wide', autocomplete: 'organization', priority: 30 },
  { key: 'country', label: 'Country / Region', required: true, classes: 'form-row-wide address-field update_totals_on_change', autocomplete: 'country', priority: 40, type: 'country' },
  { key: 'address_1', label: 'Street address', required: true, classes: 'form-row-wide address-field', autocomplete: 'address-line1', priority: 50, placeholder: 'House number and street name' },
  { key: 'address_2', label: 'Apartment, suite, unit, etc.', required: false, classes: 'form-row-wide address-field', autocomplete: 'address-line2', priority: 60, placeholder: 'Apartment, suite, unit, etc. (optional)', srLabel: true },
  { key: 'city', label: 'Suburb', required: true, classes: 'form-row-wide address-field', autocomplete: 'address-level2', priority: 70 },
  { key: 'state', label: 'State', required: true, classes: 'form-row-wide address-field validate-state', autocomplete: 'address-level1', priority: 80, type: 'state' },
  { key: 'postcode', label: 'Postcode', required: true, classes: 'form-row-wide address-field validate-postcode', autocomplete: 'postal-code', priority: 90 },
];

const BILLING_EXTRA: readonly FieldSpec[] = [
  { key: 'phone', label: 'Phone', required: true, classes: 'form-row-wide validate-phone', autocomplete: 'tel', priority: 100, type: 'tel' },
  { key: 'email', label: 'Email address', required: true, classes: 'form-row-wide validate-email', autocomplete: 'email', priority: 110, type: 'email' },
];

function control(field: FieldSpec, id: string): SafeHtml {
  const required = field.required && html` aria-required="true"`;
  if (field.type === 'country') {
    return html`<select name="${id}" id="${id}" class="country_to_state country_select" autocomplete="${field.autocomplete}" data-placeholder="Select a country / region…" data-label="${field.label}"${required}>${DEMO_COUNTRIES.map(
      ([code, name]) => html`<option value="${code}"${code === 'AU' && html` selected="selected"`}>${name}</option>`,
    )}</select><noscript><button type="submit" name="woocommerce_checkout_update_totals" value="Update country / region">Update country / region</button></noscript>`;
  }
  if (field.type === 'state') {
    return html`<select name="${id}" id="${id}" class="state_select" autocomplete="${field.autocomplete}" data-placeholder="Select an option…" data-input-classes="" data-label="${field.label}"${required}><option value="">Select an option…</option>${AU_STATES.map(
      ([code, name]) => html`<option value="${code}">${name}</option>`,
    )}</select>`;
  }
  return html`<input type="${field.type ?? 'text'}" class="input-text" name="${id}" id="${id}" placeholder="${field.placeholder ?? ''}" value="" autocomplete="${field.autocomplete}"${required}>`;
}

function formField(prefix: string, field: FieldSpec): SafeHtml {
  const id = `${prefix}_${field.key}`;
  const marker = field.required ? html`&nbsp;<abbr class="required" title="required">*</abbr>` : html`&nbsp;<span class="optional">(optional)</span>`;
  return html`<p class="form-row ${field.classes}${field.required && ' validate-required'}" id="${id}_field" data-priority="${field.priority}"><label for="${id}"${field.srLabel && html` class="screen-reader-text"`}>${field.label}${marker}</label><span class="woocommerce-input-wrapper">${control(field, id)}</span></p>`;
}

/**
 * Billing or shipping address fields as `woocommerce_form_field` prints them, ids
 * `<prefix>_<key>` (e.g. `billing_address_1`), which address autocomplete looks up.
 *
 * @example
 * addressFields('billing');
 */
export function addressFields(prefix: 'billing' | 'shipping'): SafeHtml {
  const fields = prefix === 'billing' ? [...ADDRESS, ...BILLING_EXTRA] : ADDRESS;
  return html`${fields.map((field) => formField(prefix, field))}`;
}
