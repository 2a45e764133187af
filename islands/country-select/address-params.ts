import { toRecord, toText } from '../../src/config/coerce';
import { isRecord, parseRecord } from '../../src/config/records';
import { pageGlobal } from '../../src/config/settings';

/** A country's state field: its states (code → name), or `none` (no state: the field is hidden). */
export type StateChoice = Readonly<Record<string, string>> | 'none';

/** `wc_country_select_params`, read. */
export interface CountryParams {
  /** Countries with a state list or none; a country missing here takes a free-text state. */
  states: ReadonlyMap<string, StateChoice>;
  selectStateText: string;
  noMatches: string;
}

/** One field's rule of `wc_address_i18n_params.locale`. */
export interface FieldRule {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
  classes?: readonly string[];
}

/** Field key (`state`, `postcode`, …) → its rule. */
export type CountryRules = Readonly<Record<string, FieldRule>>;

/** `wc_address_i18n_params`, read. */
export interface AddressParams {
  /** Country code (and `default`) → its rules. */
  locale: Readonly<Record<string, CountryRules>>;
  /** Field key → the selector of its rows (`#billing_state_field, #shipping_state_field, …`). */
  localeFields: Readonly<Record<string, string>>;
  requiredText: string;
  optionalText: string;
}

/**
 * WordPress prints these JSON maps as strings, in which `&quot;` may stand for a quote
 * (`wc_esc_json`); anything else (already an object, broken text) is read as it is or empty.
 */
function jsonMap(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return parseRecord(value.replace(/&quot;/g, '"')) ?? {};
  return toRecord(value);
}

function stateChoice(value: unknown): StateChoice | null {
  if (Array.isArray(value)) return 'none';
  if (!isRecord(value)) return null;
  const states: Record<string, string> = {};
  for (const [code, name] of Object.entries(value)) if (typeof name === 'string') states[code] = name;
  // An object without states is what PHP prints for an empty list once it went through an object.
  return Object.keys(states).length > 0 ? states : 'none';
}

/**
 * Reads `wc_country_select_params`, or null when the page has none (the state field then
 * stays as printed, as WooCommerce's script does nothing without it).
 *
 * @example
 * readCountryParams()?.states.get('AU'); // { ACT: 'Australian Capital Territory', … }
 */
export function readCountryParams(): CountryParams | null {
  const raw = (globalThis as Record<string, unknown>).wc_country_select_params;
  if (!isRecord(raw)) return null;
  const states = new Map<string, StateChoice>();
  for (const [country, value] of Object.entries(jsonMap(raw.countries))) {
    const choice = stateChoice(value);
    if (choice) states.set(country, choice);
  }
  return {
    states,
    selectStateText: toText(raw.i18n_select_state_text, 'Select an option…'),
    noMatches: toText(raw.i18n_no_matches, 'No matches found'),
  };
}

function fieldRule(value: Record<string, unknown>): FieldRule {
  const rule: FieldRule = {};
  if (typeof value.label === 'string') rule.label = value.label;
  if (typeof value.placeholder === 'string') rule.placeholder = value.placeholder;
  if (typeof value.required === 'boolean') rule.required = value.required;
  if (typeof value.hidden === 'boolean') rule.hidden = value.hidden;
  if (typeof value.priority === 'number' && Number.isFinite(value.priority)) rule.priority = value.priority;
  if (Array.isArray(value.class)) rule.classes = value.class.filter((name): name is string => typeof name === 'string' && name !== '');
  return rule;
}

function countryRules(value: unknown): CountryRules {
  const rules: Record<string, FieldRule> = {};
  // The default rules come with numbered keys naming the fields' order: not rules, skipped.
  if (isRecord(value)) for (const [key, rule] of Object.entries(value)) if (isRecord(rule)) rules[key] = fieldRule(rule);
  return rules;
}

/**
 * Reads `wc_address_i18n_params`, or null when the page has none.
 *
 * @example
 * readAddressParams()?.locale.NZ?.state; // { required: false, label: 'Region' }
 */
export function readAddressParams(): AddressParams | null {
  const raw = pageGlobal('wc_address_i18n_params');
  if (Object.keys(raw).length === 0) return null;
  const locale: Record<string, CountryRules> = {};
  for (const [country, rules] of Object.entries(jsonMap(raw.locale))) locale[country] = countryRules(rules);
  const localeFields: Record<string, string> = {};
  for (const [key, selector] of Object.entries(jsonMap(raw.locale_fields))) if (typeof selector === 'string') localeFields[key] = selector;
  return {
    locale,
    localeFields,
    requiredText: toText(raw.i18n_required_text, 'required'),
    optionalText: toText(raw.i18n_optional_text, 'optional'),
  };
}
