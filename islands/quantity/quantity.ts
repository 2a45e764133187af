import type { MountContext } from '../../src/runtime/types';
import { parseQuantity, readLimits, stepDown, stepUp } from './quantity-rules';
import { addSteppers } from './stepper-buttons';

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

/**
 * Applies the minimum rule and drives the minus/plus buttons of one quantity field.
 *
 * @example
 * // <div class="quantity"><label for="quantity_1">Work light quantity</label>
 * //   <input type="number" id="quantity_1" class="input-text qty text" min="1" max="" step="1"></div>
 * const cleanUp = mount(createMountContext(div, controller.signal));
 */
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
