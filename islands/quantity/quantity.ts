import type { Settings } from '../../src/config/settings';
import type { MountContext } from '../../src/runtime/types';
import { parseQuantity, readLimits, stepDown, stepUp } from './quantity-rules';

/** Date pickers, fixed quantities (hidden) and read-only fields get no steppers. */
function takesSteppers(input: HTMLInputElement): boolean {
  return input.type !== 'date' && input.type !== 'hidden' && !input.readOnly;
}

/**
 * Spec 5.4: a value below min is raised to it on load, except in cart rows, where only the
 * stepper's own rule applies it, and only for a positive min. No events: nothing changed
 * by the shopper.
 */
function applyMinimum(input: HTMLInputElement, withSteppers: boolean): void {
  const min = parseFloat(input.getAttribute('min') ?? '');
  const value = parseFloat(input.value);
  const inCartRow = input.closest('.product-quantity') !== null;
  const applies = inCartRow ? withSteppers && min > 0 : min >= 0;
  if (applies && value < min) input.value = String(min);
}

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

/** Adds minus/plus unless the theme printed its own, which are then used as they are. */
function addSteppers(container: HTMLElement, input: HTMLInputElement, i18n: Settings['i18n']): HTMLElement[] {
  if (container.querySelector('.minus, .plus')) return [];
  const name = productName(input);
  const named = (base: string): string => (name ? `${base}: ${name}` : base);
  const minus = stepperButton(input, 'minus', named(i18n.quantityDecrease));
  const plus = stepperButton(input, 'plus', named(i18n.quantityIncrease));
  input.before(minus);
  input.after(plus);
  return [minus, plus];
}

/** Applies the minimum rule and drives the minus/plus buttons of one quantity field. */
export function mount({ element, settings, signal }: MountContext): (() => void) | undefined {
  const input = element.querySelector<HTMLInputElement>('input.qty');
  if (!input) return undefined;
  const withSteppers = takesSteppers(input);
  applyMinimum(input, withSteppers);
  if (!withSteppers) return undefined;

  const added = addSteppers(element, input, settings.i18n);
  element.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('.minus, .plus') : null;
      if (!button || !element.contains(button) || input.disabled || input.readOnly) return;
      event.preventDefault();
      const value = parseQuantity(input.value);
      const limits = readLimits(input);
      const next = button.classList.contains('plus') ? stepUp(value, limits) : stepDown(value, limits);
      if (String(next) === input.value) return;
      input.value = String(next);
      // Cart forms enable "Update cart" and variation forms re-check on these.
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { signal },
  );

  return () => {
    for (const button of added) button.remove();
  };
}
