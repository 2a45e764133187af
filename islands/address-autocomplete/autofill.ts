/** Password managers' own "leave this field alone" attributes. */
const IGNORE_ATTRIBUTES = ['data-lpignore', 'data-op-ignore', 'data-1p-ignore'];

/**
 * Turns the browser's and password managers' autofill off on the field while our list shows
 * (its own `autocomplete` kept in `data-original-autocomplete`).
 *
 * @example
 * disableAutofill(input); // autocomplete="none", data-1p-ignore="true", …
 */
export function disableAutofill(input: HTMLInputElement): void {
  if (!input.hasAttribute('data-original-autocomplete')) {
    input.setAttribute('data-original-autocomplete', input.getAttribute('autocomplete') ?? '');
  }
  input.setAttribute('autocomplete', 'none');
  for (const name of IGNORE_ATTRIBUTES) input.setAttribute(name, 'true');
}

/**
 * Gives the field its autofill back: the saved value, else `address-line1`.
 *
 * @example
 * restoreAutofill(input); // autocomplete="address-line1"
 */
export function restoreAutofill(input: HTMLInputElement): void {
  if (!input.hasAttribute('data-original-autocomplete')) return;
  input.setAttribute('autocomplete', input.getAttribute('data-original-autocomplete') || 'address-line1');
  input.removeAttribute('data-original-autocomplete');
  for (const name of IGNORE_ATTRIBUTES) input.setAttribute(name, 'false');
}
