/**
 * A form's fields as jQuery's `serialize()` sends them: the successful controls' text values in
 * document order (files and buttons left out), form-encoded.
 *
 * @example
 * serializeForm(form); // 'billing_first_name=Ann&billing_country=AU&…'
 */
export function serializeForm(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return params.toString();
}
