import { ADDRESS_LOCALE, COUNTRY_SELECT_TEXTS, LOCALE_FIELDS, STATES } from '../../fixtures/shop/address-locale';
import type { LocalizedScript } from '../context';

/** The countries the demo sells to, as the country select lists them. */
export const DEMO_COUNTRIES: readonly [code: string, name: string][] = [['AU', 'Australia'], ['NZ', 'New Zealand'], ['GB', 'United Kingdom (UK)'], ['US', 'United States (US)']];

/**
 * `wc_country_select_params`: the states of the countries sold to, as a JSON string (the
 * United Kingdom has no list: a text box), and selectWoo's texts.
 */
export const countrySelectGlobal: LocalizedScript = {
  id: 'wc-country-select-js-extra',
  name: 'wc_country_select_params',
  value: { countries: JSON.stringify(STATES), ...COUNTRY_SELECT_TEXTS },
};

/** `wc_address_i18n_params`: the address rules per country and the rows each field key names. */
export const addressI18nGlobal: LocalizedScript = {
  id: 'wc-address-i18n-js-extra',
  name: 'wc_address_i18n_params',
  value: {
    locale: JSON.stringify(ADDRESS_LOCALE),
    locale_fields: JSON.stringify(LOCALE_FIELDS),
    i18n_required_text: 'required',
    i18n_optional_text: 'optional',
  },
};

/** Both, in the order WordPress prints them. */
export const addressGlobals: readonly LocalizedScript[] = [countrySelectGlobal, addressI18nGlobal];
