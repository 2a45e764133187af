import type { AddressParams, FieldRule } from './address-params';

const ROW_WIDTHS = ['form-row-first', 'form-row-last', 'form-row-wide'];
const INVALID = ['validate-required', 'woocommerce-invalid', 'woocommerce-invalid-required-field'];
/** Rows whose printed classes are kept in `data-o_class` the first time, as address-i18n.js keeps them. */
const ORIGINAL_CLASS_KEYS = ['postcode', 'city', 'state'];
/** The field lists whose rows are put in priority order. */
const FIELD_LISTS =
  '.woocommerce-billing-fields__field-wrapper,.woocommerce-shipping-fields__field-wrapper,.woocommerce-address-fields__field-wrapper,.woocommerce-additional-fields__field-wrapper .woocommerce-account-fields';

/** The rows of `wrapper` a locale field's selector names (the selector lists every address's row). */
function rowsIn(wrapper: HTMLElement, selector: string): HTMLElement[] {
  try {
    return Array.from(wrapper.querySelectorAll<HTMLElement>(selector));
  } catch {
    // A selector the page cannot read names no row.
    return [];
  }
}

/** The required mark or "(optional)" after a label's text, as WooCommerce prints them. */
function markRequired(row: HTMLElement, required: boolean, params: AddressParams): void {
  const label = row.querySelector('label');
  if (required) {
    label?.querySelectorAll('.optional').forEach((mark) => mark.remove());
    row.classList.add('validate-required');
    if (label && !label.querySelector('.required')) {
      const abbr = row.ownerDocument.createElement('abbr');
      abbr.className = 'required';
      abbr.title = params.requiredText;
      abbr.textContent = '*';
      label.append('\u00a0', abbr);
    }
    return;
  }
  label?.querySelectorAll('.required').forEach((mark) => mark.remove());
  row.classList.remove(...INVALID);
  if (label && !label.querySelector('.optional')) {
    const optional = row.ownerDocument.createElement('span');
    optional.className = 'optional';
    optional.textContent = `(${params.optionalText})`;
    label.append('\u00a0', optional);
  }
}

function setLabel(row: HTMLElement, text: string, rule: FieldRule): void {
  const label = row.querySelector('label');
  if (label) {
    // Text, not HTML: the marks are put back by markRequired.
    label.textContent = text;
    return;
  }
  if (rule.placeholder === undefined) for (const input of row.querySelectorAll('input,select,textarea')) input.setAttribute('placeholder', text);
}

function setPlaceholder(row: HTMLElement, text: string): void {
  for (const input of row.querySelectorAll('input,select,textarea')) {
    input.setAttribute('placeholder', text);
    input.setAttribute('data-placeholder', text);
  }
  row.querySelectorAll('.select2-selection__placeholder').forEach((shown) => (shown.textContent = text));
}

function applyRule(row: HTMLElement, key: string, rule: FieldRule, params: AddressParams): void {
  if (rule.label !== undefined) setLabel(row, rule.label, rule);
  if (rule.placeholder !== undefined) setPlaceholder(row, rule.placeholder);
  markRequired(row, rule.required === true, params);
  if (rule.priority !== undefined) row.setAttribute('data-priority', String(rule.priority));
  // The state row is shown or hidden with its field (followCountry), not by the rules.
  if (key !== 'state') {
    if (rule.hidden === true) {
      row.style.display = 'none';
      row.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input,select,textarea').forEach((input) => (input.value = ''));
    } else {
      row.style.display = '';
    }
  }
  if (rule.classes) {
    row.classList.remove(...ROW_WIDTHS);
    row.classList.add(...rule.classes);
  }
}

/** Puts a list's rows in priority order (a row without one follows the row before it), moving none that is in place. */
function sortRows(list: Element): void {
  const rows = Array.from(list.children).filter((child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('form-row'));
  let previous = 0;
  const ranked = rows.map((row, index) => {
    const priority = Number.parseFloat(row.getAttribute('data-priority') ?? '');
    previous = Number.isFinite(priority) ? priority : previous + 1;
    return { row, priority: previous, index };
  });
  const sorted = [...ranked].sort((a, b) => a.priority - b.priority || a.index - b.index);
  if (sorted.every((entry, position) => entry.index === position)) return;
  // Moving a row takes focus out of it: only an order that changed is written.
  for (const { row } of sorted) list.append(row);
}

/**
 * Applies a country's address rules (`wc_address_i18n_params.locale`, over its `default`) to
 * one address, as address-i18n.js does on `country_to_state_changing`: labels, placeholders,
 * required marks (`<abbr class="required">` or "(optional)") and `validate-required`, hidden
 * rows (their values emptied), width classes and the rows' order by priority.
 *
 * @example
 * applyAddressRules(billingFields, 'US', params); // postcode labelled "ZIP Code", state required
 */
export function applyAddressRules(wrapper: HTMLElement, country: string, params: AddressParams): void {
  const defaults = params.locale.default ?? {};
  const rules = params.locale[country] ?? defaults;
  for (const key of ORIGINAL_CLASS_KEYS) {
    const selector = params.localeFields[key];
    if (!selector) continue;
    for (const row of rowsIn(wrapper, selector)) if (!row.hasAttribute('data-o_class')) row.setAttribute('data-o_class', row.className);
  }
  for (const [key, selector] of Object.entries(params.localeFields)) {
    const rule: FieldRule = { ...defaults[key], ...rules[key] };
    for (const row of rowsIn(wrapper, selector)) applyRule(row, key, rule, params);
  }
  wrapper.querySelectorAll(FIELD_LISTS).forEach(sortRows);
}
