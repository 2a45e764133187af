import { ADDRESS } from '../../src/bridge/address-names';
import { emit, onClassic } from '../../src/bridge/events';
import { classicElement, wrapForClassic } from '../../src/bridge/jquery';
import type { MountContext } from '../../src/runtime/types';
import { readAddressParams, readCountryParams, type AddressParams } from './address-params';
import { applyAddressRules } from './address-rules';
import { ENHANCED_SELECTS, enhanceSelect, removeBox } from './combobox-box';
import { renderBox } from './combobox-render';
import { addressWrapper, COUNTRY_FIELD, followCountry } from './state-field';

function enhanceAll(root: ParentNode, signal: AbortSignal): void {
  root.querySelectorAll<HTMLSelectElement>(ENHANCED_SELECTS).forEach((select) => enhanceSelect(select, signal));
}

/**
 * WooCommerce's country-select.js and address-i18n.js without jQuery, on the checkout, My
 * Account's address forms and the cart's shipping calculator. A country field's `change` (or
 * `refresh`, jQuery or native) rebuilds its address's state field from
 * `wc_country_select_params.countries` and applies `wc_address_i18n_params.locale`'s rules to
 * that address, with the classic events in WooCommerce's order: `country_to_state_changed`
 * then `country_to_state_changing` [country, $wrapper]. At start: `wc_address_i18n_ready`, then
 * every address with a country is set up once, as WooCommerce does at load. Country and state
 * selects become searchable comboboxes (combobox-box.ts). Without either global, that part is
 * left as printed, as WooCommerce's scripts leave it.
 *
 * @example
 * // <select id="billing_country" class="country_to_state country_select">…, wc_country_select_params printed
 * mount(createMountContext(document.body, controller.signal));
 */
export function mount({ signal }: MountContext): () => void {
  const countries = readCountryParams();
  const addresses = readAddressParams();

  const applyRules = (wrapper: HTMLElement, country: string, rules: AddressParams | null): void => {
    if (rules) applyAddressRules(wrapper, country, rules);
    enhanceAll(wrapper, signal);
  };

  const follow = (field: HTMLInputElement | HTMLSelectElement): void => {
    const wrapper = addressWrapper(field);
    if (!wrapper || !countries) return;
    const country = field.value;
    const $wrapper = wrapForClassic(wrapper);
    if (followCountry(wrapper, country, countries)) emit(ADDRESS.countryToStateChanged, [country, $wrapper], { country, wrapper });
    emit(ADDRESS.countryToStateChanging, [country, $wrapper], { country, wrapper });
    applyRules(wrapper, country, addresses);
  };

  const heard = (_args: unknown[], origin: EventTarget | null): void => {
    if (!(origin instanceof HTMLSelectElement || origin instanceof HTMLInputElement)) return;
    // A value set by a jQuery trigger raises no native `change` for the box to hear.
    if (origin instanceof HTMLSelectElement && origin.matches(ENHANCED_SELECTS)) renderBox(origin);
    if (origin.matches(COUNTRY_FIELD)) follow(origin);
  };
  onClassic('change', heard, signal);
  onClassic('refresh', heard, signal);
  // Another script saying an address changed country (as WooCommerce's country-select.js does).
  onClassic(
    ADDRESS.countryToStateChanging,
    ([country, $wrapper]) => {
      const wrapper = classicElement($wrapper);
      if (wrapper && typeof country === 'string') applyRules(wrapper, country, addresses);
    },
    signal,
  );

  if (addresses) emit(ADDRESS.i18nReady, [], {});
  document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(COUNTRY_FIELD).forEach((field) => {
    if (field.value) follow(field);
    else enhanceAll(addressWrapper(field) ?? document, signal);
  });
  enhanceAll(document, signal);
  return () => document.querySelectorAll<HTMLSelectElement>(ENHANCED_SELECTS).forEach(removeBox);
}
