import { emit } from '../../src/bridge/events';
import { CHECKOUT } from '../../src/bridge/checkout-names';
import { slide } from '../../src/dom/slide';

/** How long a payment box slides (checkout.js's 230 ms). */
const BOX_SLIDE_MS = 230;

const radiosOf = (form: HTMLFormElement) => Array.from(form.querySelectorAll<HTMLInputElement>('input[name="payment_method"]'));
const boxOf = (form: HTMLFormElement, radio: HTMLInputElement) => form.querySelector<HTMLElement>(`div.payment_box.${CSS.escape(radio.id)}`);
const isShown = (element: HTMLElement) => element.style.display !== 'none' && element.getClientRects().length > 0;

/**
 * The payment methods as checkout.js keeps them: boxes, the Place order button's text and the
 * `payment_method_selected` event when the method changes.
 */
export interface PaymentMethods {
  /** After the payment section is printed or replaced: a lone method's radio hidden, one checked, the other boxes closed. */
  setUp(): void;
  /** A payment radio was clicked (or chosen by keyboard). */
  choose(radio: HTMLInputElement): void;
  /** The checked method's `value`, `''` when none. */
  current(): string;
}

/**
 * @example
 * const methods = paymentMethods(form);
 * methods.setUp();
 * form.addEventListener('change', (event) => methods.choose(event.target));
 */
export function paymentMethods(form: HTMLFormElement): PaymentMethods {
  let selectedId: string | undefined;

  const choose = (radio: HTMLInputElement, animate = true): void => {
    const radios = radiosOf(form);
    if (radios.length > 1) {
      const box = boxOf(form, radio);
      if (radio.checked && box && !isShown(box)) {
        for (const other of radios) {
          const otherBox = boxOf(form, other);
          if (otherBox && otherBox !== box && isShown(otherBox)) slide(otherBox, false, animate ? BOX_SLIDE_MS : 0);
        }
        slide(box, true, animate ? BOX_SLIDE_MS : 0);
      }
    } else {
      form.querySelectorAll<HTMLElement>('div.payment_box').forEach((box) => (box.style.display = 'block'));
    }
    const button = form.ownerDocument.getElementById('place_order');
    if (button) button.textContent = radio.dataset.order_button_text || button.dataset.value || button.textContent;
    const checked = radios.find((candidate) => candidate.checked);
    if (checked && checked.id !== selectedId) {
      selectedId = checked.id;
      emit(CHECKOUT.paymentMethodSelected, [], { method: checked.value });
    }
    selectedId = checked?.id;
  };

  return {
    setUp() {
      const radios = radiosOf(form);
      if (radios.length === 0) return;
      if (radios.length === 1 && radios[0]) radios[0].style.display = 'none';
      const checked = radios.find((radio) => radio.checked) ?? radios[0];
      if (!checked) return;
      checked.checked = true;
      if (radios.length > 1) {
        for (const radio of radios) {
          const box = boxOf(form, radio);
          if (box) box.style.display = radio === checked ? 'block' : 'none';
        }
      }
      choose(checked, false);
    },
    choose,
    current: () => radiosOf(form).find((radio) => radio.checked)?.value ?? '',
  };
}
