/**
 * Posts the form the way the browser would have without Lantern, with the pressed button's
 * name and value (WooCommerce reads `add-to-cart` from the simple product's button). No
 * `submit` event fires, so nothing catches it again.
 *
 * @example postNatively(form, button);
 */
export function postNatively(form: HTMLFormElement, button: HTMLElement): void {
  if (button instanceof HTMLButtonElement && button.name && !form.querySelector(`input[type="hidden"][name="${CSS.escape(button.name)}"]`)) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = button.name;
    field.value = button.value;
    form.append(field);
  }
  HTMLFormElement.prototype.submit.call(form);
}
