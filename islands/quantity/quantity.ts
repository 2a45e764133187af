import { leftToAnotherHandler, noteDoubleHandler } from '../../src/bridge/foreign-handlers';
import { readSurfaceChoices } from '../../src/config/surfaces';
import type { MountContext } from '../../src/runtime/types';
import { parseQuantity, readLimits, stepDown, stepUp } from './quantity-rules';
import { addSteppers } from './stepper-buttons';
import { QUANTITY_STEPPERS } from '../../src/dom/quantity-steppers';

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
 * Applies the minimum rule and drives the minus/plus buttons the theme printed around one
 * quantity field. Lantern adds buttons of its own only where the theme printed none and
 * `lantern_config.surfaces['quantity-buttons']` is `'take'`: a visible control is the
 * shop's to choose. A button another script already steps (a jQuery click handler bound on
 * it, or delegated to it, or any handler that changed the value before Lantern's ran) is left
 * to that script, so no click ever steps twice.
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

  const added = readSurfaceChoices()['quantity-buttons'] === 'take' ? addSteppers(element, input, settings.i18n) : [];
  const stepperOf = (event: Event): Element | null => {
    const button = event.target instanceof Element ? event.target.closest('.minus, .plus') : null;
    return button && element.contains(button) ? button : null;
  };
  // The value before any handler of the button itself runs: capture on the field's box comes
  // first, so a changed value in the bubbling handler below means another script stepped.
  let before: string | null = null;
  element.addEventListener('click', (event) => (before = stepperOf(event) ? input.value : null), { capture: true, signal });
  element.addEventListener(
    'click',
    (event) => {
      const button = stepperOf(event);
      if (!button || input.disabled || input.readOnly) return;
      // Read at the click: the theme's script binds its handlers when it likes.
      if (leftToAnotherHandler(event, button, 'quantity', QUANTITY_STEPPERS)) return;
      if (before !== null && before !== input.value) {
        // A handler bound without jQuery (Astra's addEventListener) stepped it already.
        noteDoubleHandler({ surface: 'quantity', selector: QUANTITY_STEPPERS, detail: "another script's click handler (bound without jQuery) steps these buttons: Lantern leaves their clicks to it" });
        return;
      }
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
