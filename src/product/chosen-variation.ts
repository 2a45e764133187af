/**
 * The variation a variation form has chosen, as its hidden `variation_id` field holds it: an id,
 * or '' when none is chosen (WooCommerce keeps `0` or empty there). Code that loads after the
 * shopper chose reads it here instead of waiting for the next `found_variation`.
 *
 * @example chosenVariationId(form); // '2002'
 */
export function chosenVariationId(form: Element): string {
  const value = form.querySelector<HTMLInputElement>('input[name="variation_id"]')?.value ?? '';
  return Number(value) > 0 ? value : '';
}
