import type { VariationData } from '../../src/net/variation';
import { setText, trustedFragment } from '../../src/dom/html';
import { flag, text } from '../../src/product/variation-data';
import { alertElement } from '../../src/dom/alert';

/** The parts of a variation form Lantern writes to, found once on mount. */
export interface FormParts {
  form: HTMLElement;
  singleVariation: HTMLElement | null;
  variationId: HTMLInputElement | null;
  button: HTMLElement | null;
  buttonArea: HTMLElement | null;
  resetLink: HTMLElement | null;
  resetAlert: HTMLElement | null;
}

/** Finds the parts WooCommerce's `variable.php` prints. */
export function findParts(form: HTMLElement): FormParts {
  return {
    form,
    singleVariation: form.querySelector<HTMLElement>('.single_variation'),
    variationId: form.querySelector<HTMLInputElement>('input[name="variation_id"], input.variation_id'),
    button: form.querySelector<HTMLElement>('.single_add_to_cart_button'),
    buttonArea: form.querySelector<HTMLElement>('.woocommerce-variation-add-to-cart'),
    resetLink: form.querySelector<HTMLElement>('.reset_variations'),
    resetAlert: form.querySelector<HTMLElement>('.reset_variations_alert'),
  };
}

function block(className: string, html: string): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  // Server data from `get_available_variation()`: HTML WooCommerce wrote.
  element.append(trustedFragment(html));
  return element;
}

/**
 * Fills `.single_variation` as WooCommerce's `variation-template` does (description, price,
 * availability), or with the unavailable text for a variation that is not visible.
 *
 * @example
 * renderVariation(parts.singleVariation, variation, settings.i18nUnavailable);
 */
export function renderVariation(target: HTMLElement, variation: VariationData, unavailableText: string): void {
  if (!flag(variation, 'variation_is_visible')) {
    target.replaceChildren(alertElement('p', '', unavailableText));
    return;
  }
  target.replaceChildren(
    block('woocommerce-variation-description', text(variation, 'variation_description')),
    block('woocommerce-variation-price', text(variation, 'price_html')),
    block('woocommerce-variation-availability', text(variation, 'availability_html')),
  );
}

const BUTTON_STATES = ['disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable'] as const;

/**
 * The add-to-cart button's state, with WooCommerce's classes: `selection-needed` while no
 * variation is shown, `purchasable` or `unavailable` for a shown one. `aria-disabled` tells
 * screen readers what the classes tell sighted shoppers; the button stays focusable so a
 * click can explain why (WooCommerce's alert).
 */
export function setButtonState(parts: FormParts, state: 'selection-needed' | 'purchasable' | 'unavailable'): void {
  const { button, buttonArea } = parts;
  if (button) {
    button.classList.remove(...BUTTON_STATES);
    if (state === 'selection-needed') button.classList.add('disabled', 'wc-variation-selection-needed');
    if (state === 'unavailable') button.classList.add('disabled', 'wc-variation-is-unavailable');
    if (state === 'purchasable') button.removeAttribute('aria-disabled');
    else button.setAttribute('aria-disabled', 'true');
  }
  if (buttonArea) {
    buttonArea.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'purchasable');
    buttonArea.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'purchasable');
  }
}

function numberOr(value: unknown, fallback: number | ''): number | '' {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : fallback;
}

/**
 * Quantity limits of the matched variation: sold individually means exactly one (the field is
 * hidden); otherwise min/max come from the variation and the value is clamped into them.
 *
 * @example
 * applyQuantity(form, { variation_id: 5, attributes: {}, min_qty: 1, max_qty: 4 }); // max="4"
 */
export function applyQuantity(form: HTMLElement, variation: VariationData): void {
  const input = form.querySelector<HTMLInputElement>('.single_variation_wrap input.qty, input.qty');
  if (!input) return;
  const wrapper = input.closest<HTMLElement>('.quantity');
  const before = input.value;
  if (text(variation, 'is_sold_individually') === 'yes') {
    input.value = '1';
    input.setAttribute('min', '1');
    input.setAttribute('max', '');
    if (wrapper) wrapper.hidden = true;
  } else {
    if (wrapper) wrapper.hidden = false;
    const min = numberOr(variation.min_qty, 1);
    const max = numberOr(variation.max_qty, '');
    const value = Number(input.value);
    let next = Number.isFinite(value) ? value : Number(min || 1);
    if (typeof min === 'number' && next < min) next = min;
    if (typeof max === 'number' && max > 0 && next > max) next = max;
    input.value = String(next);
    input.setAttribute('min', String(min));
    input.setAttribute('max', max === '' ? '' : String(max));
  }
  if (input.value !== before) input.dispatchEvent(new Event('change', { bubbles: true }));
}

const NO_MATCH_CLASS = 'wc-no-matching-variations';

/**
 * The no-match message after `.single_variation`, as WooCommerce inserts it
 * (`div[role=alert] > p.wc-no-matching-variations.woocommerce-info`). `error` marks Lantern's
 * own message for a lookup that failed.
 */
export function showFormMessage(parts: FormParts, message: string, kind: 'info' | 'error' = 'info'): void {
  clearFormMessage(parts);
  const anchor = parts.singleVariation;
  if (!anchor) return;
  const paragraph = document.createElement('p');
  paragraph.className = `${NO_MATCH_CLASS} woocommerce-${kind}`;
  setText(paragraph, message);
  anchor.after(alertElement('div', '', paragraph));
}

export function clearFormMessage(parts: FormParts): void {
  parts.form.querySelectorAll(`.${NO_MATCH_CLASS}`).forEach((paragraph) => {
    const wrapper = paragraph.parentElement;
    if (wrapper?.getAttribute('role') === 'alert' && wrapper.childElementCount === 1) wrapper.remove();
    else paragraph.remove();
  });
}
