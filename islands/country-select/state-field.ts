import type { CountryParams } from './address-params';

/** What holds one address's fields: the billing or shipping fields, an account address form, the calculator. */
const WRAPPERS = '.woocommerce-billing-fields,.woocommerce-shipping-fields,.woocommerce-address-fields,.woocommerce-shipping-calculator';
/** The state field of an address, by the ids WooCommerce gives it. */
const STATE_FIELD = '#billing_state,#shipping_state,#calc_shipping_state';

/** A country field: the select (or a hidden input when the shop sells to one country). */
export const COUNTRY_FIELD = 'select.country_to_state,input.country_to_state';

type StateBox = HTMLSelectElement | HTMLInputElement;

/**
 * The fields wrapper of a country field's address: the nearest billing, shipping, account
 * address or calculator wrapper, else the parent of the field's row.
 *
 * @example
 * addressWrapper(document.querySelector('#billing_country')!); // div.woocommerce-billing-fields
 */
export function addressWrapper(country: Element): HTMLElement | null {
  const wrapper = country.closest<HTMLElement>(WRAPPERS);
  return wrapper ?? country.closest('.form-row')?.parentElement ?? country.parentElement;
}

/** The state field of an address, if it has one. */
export function stateBoxOf(wrapper: ParentNode): StateBox | null {
  const box = wrapper.querySelector(STATE_FIELD);
  return box instanceof HTMLSelectElement || box instanceof HTMLInputElement ? box : null;
}

/** The state field's row: shown or hidden with it. */
function rowOf(box: Element): HTMLElement | null {
  return box.closest<HTMLElement>('.form-row,.form-field');
}

/** The enhanced box drawn after a select (ours or selectWoo's), which goes with the select. */
function removeEnhancedBoxes(row: ParentNode | null): void {
  row?.querySelectorAll('.select2-container').forEach((box) => box.remove());
}

/** Copies what identifies the field (id, name, input classes, autocomplete) to its replacement. */
function copyIdentity(from: StateBox, to: StateBox): void {
  to.id = from.id;
  to.name = from.name;
  to.setAttribute('data-input-classes', from.getAttribute('data-input-classes') ?? '');
  const autocomplete = from.getAttribute('autocomplete');
  if (autocomplete) to.setAttribute('autocomplete', autocomplete);
}

function stateSelect(box: StateBox, states: Readonly<Record<string, string>>, placeholder: string, params: CountryParams): HTMLSelectElement {
  const select = box instanceof HTMLSelectElement ? box : box.ownerDocument.createElement('select');
  if (select !== box) {
    copyIdentity(box, select);
    select.className = 'state_select';
    select.setAttribute('data-placeholder', placeholder);
  }
  const doc = select.ownerDocument;
  const first = doc.createElement('option');
  first.value = '';
  first.textContent = placeholder || params.selectStateText;
  const options = Object.entries(states).map(([code, name]) => {
    const option = doc.createElement('option');
    option.value = code;
    option.textContent = name;
    return option;
  });
  select.replaceChildren(first, ...options);
  return select;
}

function stateInput(box: StateBox, type: 'text' | 'hidden', placeholder: string): HTMLInputElement {
  const input = box.ownerDocument.createElement('input');
  input.type = type;
  copyIdentity(box, input);
  input.placeholder = placeholder;
  input.className = type === 'hidden' ? 'hidden' : `input-text ${box.getAttribute('data-input-classes') ?? ''}`.trim();
  if (type === 'text') input.setAttribute('data-placeholder', placeholder);
  return input;
}

/**
 * Rebuilds an address's state field for `country`, as country-select.js does: a select of the
 * country's states (the value kept when the new list has it, else no option chosen; `change`
 * raised on it), a hidden input with its row hidden when the country has none, or a text box
 * when the country is not listed. Any enhanced box drawn for the old select goes with it.
 *
 * @returns true when the field was (re)built, so `country_to_state_changed` is due; false when a
 *   text box stays a text box (WooCommerce sends nothing then) or the address has no state field
 * @example
 * followCountry(wrapper, 'NZ', params); // #billing_state now lists Northland … Southland
 */
export function followCountry(wrapper: ParentNode, country: string, params: CountryParams): boolean {
  const box = stateBoxOf(wrapper);
  if (!box) return false;
  const row = rowOf(box);
  const value = box.value;
  const placeholder = box.getAttribute('placeholder') || box.getAttribute('data-placeholder') || '';
  const choice = params.states.get(country);
  if (choice === 'none') {
    removeEnhancedBoxes(row);
    box.replaceWith(stateInput(box, 'hidden', placeholder));
    if (row) row.style.display = 'none';
    return true;
  }
  if (choice === undefined) {
    if (box instanceof HTMLInputElement && box.type !== 'hidden') return false;
    removeEnhancedBoxes(row);
    box.replaceWith(stateInput(box, 'text', placeholder));
    if (row) row.style.display = '';
    return true;
  }
  if (row) row.style.display = '';
  const select = stateSelect(box, choice, placeholder, params);
  if (select !== box) {
    removeEnhancedBoxes(row);
    box.replaceWith(select);
  }
  // WooCommerce sets the old value again: when the new list lacks it, no option is chosen at all
  // (jQuery's `val()` then reads null): the field is sent with no value and passes the
  // checkout's required check until the shopper picks, so no error shows before they can.
  if (Array.from(select.options).some((option) => option.value === value)) select.value = value;
  else select.selectedIndex = -1;
  // Delegated listeners (the checkout's totals, jQuery's) hear the rebuilt field's value.
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}
