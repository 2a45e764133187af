import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './country-select';

/** Rows as `woocommerce_form_field` prints them (the demo checkout's billing address, shortened). */
const row = (key: string, label: string, priority: number, control: string, required = true) =>
  `<p class="form-row form-row-wide address-field${required ? ' validate-required' : ''}" id="billing_${key}_field" data-priority="${priority}"><label for="billing_${key}">${label}&nbsp;${required ? '<abbr class="required" title="required">*</abbr>' : '<span class="optional">(optional)</span>'}</label><span class="woocommerce-input-wrapper">${control}</span></p>`;
const input = (key: string) => `<input type="text" class="input-text" name="billing_${key}" id="billing_${key}" value="">`;
const BILLING = [
  row('first_name', 'First name', 10, input('first_name')),
  row('last_name', 'Last name', 20, input('last_name')),
  row('company', 'Company name', 30, input('company'), false),
  row('country', 'Country / Region', 40, '<select name="billing_country" id="billing_country" class="country_to_state country_select" data-placeholder="Select a country / region…"><option value="AU" selected="selected">Australia</option><option value="NZ">New Zealand</option><option value="GB">United Kingdom (UK)</option><option value="US">United States (US)</option></select>'),
  row('address_1', 'Street address', 50, input('address_1')),
  row('address_2', 'Apartment, suite, unit, etc.', 60, input('address_2'), false),
  row('city', 'Suburb', 70, input('city')),
  row('state', 'State', 80, '<select name="billing_state" id="billing_state" class="state_select" data-placeholder="Select an option…" data-input-classes=""><option value="">Select an option…</option><option value="ACT">Australian Capital Territory</option><option value="NSW">New South Wales</option><option value="NT">Northern Territory</option><option value="QLD">Queensland</option><option value="SA">South Australia</option><option value="TAS">Tasmania</option><option value="VIC">Victoria</option><option value="WA">Western Australia</option></select>'),
  row('postcode', 'Postcode', 90, input('postcode')),
  row('phone', 'Phone', 100, input('phone')),
].join('');

/** A billing address (Australia) and the cart page's shipping calculator. */
const PAGE = `<form class="checkout"><div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">${BILLING}</div></div></form>
<form class="woocommerce-shipping-calculator"><section class="shipping-calculator-form">
<p class="form-row" id="calc_shipping_country_field"><label for="calc_shipping_country">Country</label><select name="calc_shipping_country" id="calc_shipping_country" class="country_to_state country_select"><option value="AU" selected>Australia</option><option value="AF">Afghanistan</option><option value="GB">United Kingdom (UK)</option></select></p>
<p class="form-row" id="calc_shipping_state_field"><span><input type="text" class="input-text" value="" placeholder="State / County" name="calc_shipping_state" id="calc_shipping_state" data-input-classes=""></span></p>
<p class="form-row" id="calc_shipping_city_field"><input type="text" class="input-text" name="calc_shipping_city" id="calc_shipping_city"></p>
</section></form>`;

/** WooCommerce 8.8.3's data for these countries, as printed (shortened: the US to four states). */
const STATES = {
  AF: [],
  AU: { ACT: 'Australian Capital Territory', NSW: 'New South Wales', NT: 'Northern Territory', QLD: 'Queensland', SA: 'South Australia', TAS: 'Tasmania', VIC: 'Victoria', WA: 'Western Australia' },
  NZ: { NTL: 'Northland', AUK: 'Auckland', WKO: 'Waikato' },
  US: { AL: 'Alabama', CA: 'California', NY: 'New York', WA: 'Washington' },
};
const LOCALE = {
  AU: { city: { label: 'Suburb' }, postcode: { label: 'Postcode' }, state: { label: 'State' } },
  NZ: { postcode: { label: 'Postcode' }, state: { required: false, label: 'Region' } },
  GB: { postcode: { label: 'Postcode' }, state: { label: 'County', required: false } },
  US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
  default: {
    0: 'first_name',
    address_1: { label: 'Street address', required: true, class: ['form-row-wide', 'address-field'], priority: 50 },
    address_2: { label: 'Apartment, suite, unit, etc.', required: false, class: ['form-row-wide', 'address-field'], priority: 60 },
    city: { label: 'Town / City', required: true, class: ['form-row-wide', 'address-field'], priority: 70 },
    state: { label: 'State / County', required: true, class: ['form-row-wide', 'address-field'], priority: 80 },
    postcode: { label: 'Postcode / ZIP', required: true, class: ['form-row-wide', 'address-field'], priority: 90 },
  },
};
const LOCALE_FIELDS = {
  address_1: '#billing_address_1_field, #shipping_address_1_field',
  address_2: '#billing_address_2_field, #shipping_address_2_field',
  state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
  postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
  city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
};
const addressParams = (locale: object = LOCALE) => ({ locale: JSON.stringify(locale), locale_fields: JSON.stringify(LOCALE_FIELDS), i18n_required_text: 'required', i18n_optional_text: 'optional' });

function setGlobals(on: boolean): void {
  Object.assign(globalThis, {
    // Quotes written as `&quot;`, as wc_esc_json may print them.
    wc_country_select_params: on ? { countries: JSON.stringify(STATES).replace(/"/g, '&quot;'), i18n_select_state_text: 'Select an option…', i18n_no_matches: 'No matches found' } : undefined,
    wc_address_i18n_params: on ? addressParams() : undefined,
  });
}

const labelOf = (id: string) => document.querySelector(`#${id}_field label`)?.textContent;
const rowOf = (id: string) => document.getElementById(`${id}_field`)!;
function chooseCountry(id: string, value: string): void {
  const select = document.getElementById(id) as HTMLSelectElement;
  select.value = value;
  fireEvent.change(select);
}

describe('country and state fields', () => {
  let controller: AbortController;
  let events: string[];
  beforeEach(() => {
    document.body.innerHTML = PAGE;
    controller = new AbortController();
    setGlobals(true);
    events = [];
    for (const name of ['address-i18n-ready', 'country-to-state-changed', 'country-to-state-changing']) {
      document.body.addEventListener(`lantern:${name}`, (event) => events.push(`${name} ${(event as CustomEvent<{ country?: string }>).detail.country ?? ''}`.trim()), { signal: controller.signal });
    }
  });
  afterEach(() => {
    controller.abort();
    setGlobals(false);
  });

  it('sets every address up at start, with WooCommerce’s events in its order', () => {
    const stateChanges: string[] = [];
    document.addEventListener('change', (event) => stateChanges.push((event.target as Element).id), { signal: controller.signal });
    mount(createMountContext(document.body, controller.signal));
    expect(events).toEqual(['address-i18n-ready', 'country-to-state-changed AU', 'country-to-state-changing AU', 'country-to-state-changed AU', 'country-to-state-changing AU']);
    expect(stateChanges).toEqual(['billing_state', 'calc_shipping_state']);
    // The calculator's text box becomes the states of Australia.
    expect((document.getElementById('calc_shipping_state') as HTMLSelectElement).options.length).toBe(9);
  });

  it('swaps the states, labels and required marks from Australia to New Zealand to the United States', () => {
    mount(createMountContext(document.body, controller.signal));
    chooseCountry('billing_country', 'NZ');
    const state = document.getElementById('billing_state') as HTMLSelectElement;
    expect(Array.from(state.options).slice(0, 3).map((option) => option.text)).toEqual(['Select an option…', 'Northland', 'Auckland']);
    expect(labelOf('billing_state')).toBe('Region\u00a0(optional)');
    expect(labelOf('billing_city')).toBe('Town / City\u00a0*');
    expect(rowOf('billing_state').classList.contains('validate-required')).toBe(false);
    chooseCountry('billing_country', 'US');
    expect(labelOf('billing_state')).toBe('State\u00a0*');
    expect(document.querySelector('#billing_state_field abbr.required')?.getAttribute('title')).toBe('required');
    expect(labelOf('billing_postcode')).toBe('ZIP Code\u00a0*');
    expect(rowOf('billing_state').classList.contains('validate-required')).toBe(true);
    expect(Array.from((document.getElementById('billing_state') as HTMLSelectElement).options).map((option) => option.value)).toEqual(['', 'AL', 'CA', 'NY', 'WA']);
  });

  it('chooses no state at all when the new country’s list lacks the old one, as WooCommerce does', () => {
    mount(createMountContext(document.body, controller.signal));
    chooseCountry('billing_country', 'US');
    (document.getElementById('billing_state') as HTMLSelectElement).value = 'CA';
    chooseCountry('billing_country', 'NZ');
    const state = document.getElementById('billing_state') as HTMLSelectElement;
    expect(state.selectedIndex).toBe(-1);
    expect(state.selectedOptions).toHaveLength(0);
  });

  it('keeps a state the new list has, and makes the state a text box, then hidden, as the country asks', () => {
    mount(createMountContext(document.body, controller.signal));
    (document.getElementById('billing_state') as HTMLSelectElement).value = 'WA';
    chooseCountry('billing_country', 'US');
    expect((document.getElementById('billing_state') as HTMLSelectElement).value).toBe('WA');
    chooseCountry('calc_shipping_country', 'GB');
    const text = document.getElementById('calc_shipping_state') as HTMLInputElement;
    expect([text.tagName, text.type, text.name, text.className]).toEqual(['INPUT', 'text', 'calc_shipping_state', 'input-text']);
    chooseCountry('calc_shipping_country', 'AF');
    const hidden = document.getElementById('calc_shipping_state') as HTMLInputElement;
    expect([hidden.type, hidden.className, rowOf('calc_shipping_state').style.display]).toEqual(['hidden', 'hidden', 'none']);
    expect(events.slice(-4)).toEqual(['country-to-state-changed GB', 'country-to-state-changing GB', 'country-to-state-changed AF', 'country-to-state-changing AF']);
  });

  it('puts rows in the order of their priority, and hides a row the rules hide', () => {
    Object.assign(globalThis, { wc_address_i18n_params: addressParams({ ...LOCALE, DE: { postcode: { priority: 65 }, address_2: { hidden: true } } }) });
    const select = document.getElementById('billing_country') as HTMLSelectElement;
    select.insertAdjacentHTML('beforeend', '<option value="DE">Germany</option>');
    mount(createMountContext(document.body, controller.signal));
    (document.getElementById('billing_address_2') as HTMLInputElement).value = 'Unit 3';
    chooseCountry('billing_country', 'DE');
    const ids = Array.from(document.querySelectorAll('.woocommerce-billing-fields__field-wrapper > .form-row')).map((row) => row.id.replace(/^billing_|_field$/g, ''));
    expect(ids.slice(4, 9)).toEqual(['address_1', 'address_2', 'postcode', 'city', 'state']);
    expect(rowOf('billing_address_2').style.display).toBe('none');
    expect((document.getElementById('billing_address_2') as HTMLInputElement).value).toBe('');
  });

  it('leaves the fields as printed without WooCommerce’s globals', () => {
    setGlobals(false);
    const before = document.body.innerHTML;
    mount(createMountContext(document.body, controller.signal));
    chooseCountry('billing_country', 'NZ');
    expect(events).toEqual([]);
    // Only the comboboxes are drawn.
    document.querySelectorAll('.select2-container').forEach((box) => box.remove());
    document.querySelectorAll('select').forEach((select) => {
      select.classList.remove('select2-hidden-accessible');
      select.removeAttribute('aria-hidden');
      select.removeAttribute('tabindex');
    });
    document.querySelectorAll('label[id]').forEach((label) => label.removeAttribute('id'));
    (document.getElementById('billing_country') as HTMLSelectElement).value = 'AU';
    expect(document.body.innerHTML).toBe(before);
  });

  it('hears a country change another script triggers as `refresh`, and its `country_to_state_changing`', () => {
    mount(createMountContext(document.body, controller.signal));
    const select = document.getElementById('billing_country') as HTMLSelectElement;
    select.value = 'NZ';
    select.dispatchEvent(new CustomEvent('refresh', { bubbles: true }));
    expect(labelOf('billing_state')).toBe('Region\u00a0(optional)');
    const wrapper = document.querySelector('.woocommerce-billing-fields')!;
    document.body.dispatchEvent(new CustomEvent('country_to_state_changing', { detail: ['US', wrapper] }));
    expect(labelOf('billing_postcode')).toBe('ZIP Code\u00a0*');
  });
});

describe('the searchable country and state comboboxes', () => {
  let controller: AbortController;
  beforeEach(() => {
    document.body.innerHTML = PAGE;
    controller = new AbortController();
    setGlobals(true);
    mount(createMountContext(document.body, controller.signal));
  });
  afterEach(() => {
    controller.abort();
    setGlobals(false);
  });

  it('names each box by its label and shows the chosen option, the select kept as the form’s value', () => {
    const box = screen.getByRole('combobox', { name: /Country \/ Region/ });
    expect(box.textContent).toBe('Australia');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-required')).toBe('true');
    const select = document.getElementById('billing_country') as HTMLSelectElement;
    expect([select.getAttribute('aria-hidden'), select.tabIndex, select.name]).toEqual(['true', -1, 'billing_country']);
    expect(screen.getByRole('combobox', { name: /State/ }).textContent).toBe('Select an option…');
  });

  it('filters by typing, moves with the arrow keys, Home and End, and chooses with Enter', async () => {
    const changes: string[] = [];
    document.addEventListener('change', (event) => changes.push((event.target as HTMLSelectElement).id), { signal: controller.signal });
    const box = screen.getByRole('combobox', { name: /Country \/ Region/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.classList.contains('select2-search__field')).toBe(true));
    const search = document.activeElement as HTMLInputElement;
    expect([search.getAttribute('role'), search.getAttribute('aria-controls')]).toEqual(['combobox', screen.getByRole('listbox').id]);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Australia', 'New Zealand', 'United Kingdom (UK)', 'United States (US)']);
    const active = () => document.getElementById(document.activeElement!.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Australia');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(active()).toBe('United States (US)');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(active()).toBe('New Zealand');
    const field = document.activeElement as HTMLInputElement;
    field.value = 'united';
    fireEvent.input(field);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['United Kingdom (UK)', 'United States (US)']);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect((document.getElementById('billing_country') as HTMLSelectElement).value).toBe('US');
    expect(changes).toContain('billing_country');
    expect(box.textContent).toBe('United States (US)');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(box);
    expect(search.isConnected).toBe(false);
  });

  it('closes with Escape without choosing, and says when nothing matches', async () => {
    const box = screen.getByRole('combobox', { name: /Country \/ Region/ });
    fireEvent.keyDown(box, { key: 'z' });
    await waitFor(() => expect(document.activeElement?.classList.contains('select2-search__field')).toBe(true));
    expect((document.activeElement as HTMLInputElement).value).toBe('z');
    expect(screen.getByRole('option').textContent).toBe('New Zealand');
    const field = document.activeElement as HTMLInputElement;
    field.value = 'zzz';
    fireEvent.input(field);
    expect(screen.getByRole('option').textContent).toBe('No matches found');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect((document.getElementById('billing_country') as HTMLSelectElement).value).toBe('AU');
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses an option by a click, and follows a value another script sets', async () => {
    const box = screen.getByRole('combobox', { name: /State/ });
    fireEvent.click(box);
    const option = await waitFor(() => screen.getByRole('option', { name: 'Victoria' }));
    fireEvent.click(option);
    expect((document.getElementById('billing_state') as HTMLSelectElement).value).toBe('VIC');
    expect(box.textContent).toBe('Victoria');
    const state = document.getElementById('billing_state') as HTMLSelectElement;
    state.value = 'QLD';
    fireEvent.change(state);
    expect(box.textContent).toBe('Queensland');
  });
});
