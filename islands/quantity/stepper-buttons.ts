import type { Settings } from '../../src/config/settings';

/** WooCommerce labels the field "<product> quantity"; the product name tells rows apart. */
function productName(input: HTMLInputElement): string {
  const text = (input.labels?.[0]?.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.replace(/\s*quantity$/i, '');
}

function stepperButton(input: HTMLInputElement, kind: 'minus' | 'plus', label: string): HTMLButtonElement {
  const button = input.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = kind;
  button.textContent = kind === 'minus' ? '-' : '+';
  button.setAttribute('aria-label', label);
  if (input.id) button.setAttribute('aria-controls', input.id);
  return button;
}

/**
 * Adds minus before and plus after the field, unless the theme printed its own, which are
 * then used as they are.
 *
 * @returns the buttons it added, to remove on unmount
 * @example
 * const added = addSteppers(div, div.querySelector('input.qty')!, settings.i18n);
 */
export function addSteppers(container: HTMLElement, input: HTMLInputElement, i18n: Settings['i18n']): HTMLElement[] {
  if (container.querySelector('.minus, .plus')) return [];
  const name = productName(input);
  const named = (base: string): string => (name ? `${base}: ${name}` : base);
  const minus = stepperButton(input, 'minus', named(i18n.quantityDecrease));
  const plus = stepperButton(input, 'plus', named(i18n.quantityIncrease));
  input.before(minus);
  input.after(plus);
  return [minus, plus];
}
