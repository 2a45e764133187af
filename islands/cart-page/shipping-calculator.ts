import { ADDRESS } from '../../src/bridge/address-names';
import { emit } from '../../src/bridge/events';
import { slide } from '../../src/dom/slide';

/** jQuery's `slideToggle('slow')`, which the cart script uses for the calculator. */
const SLOW_MS = 600;

/**
 * Opens or closes the shipping calculator under its "Change address" link, sliding as the
 * cart script does, and says so on the link (`aria-expanded`). Each time, as the cart script
 * does, every country field of the page gets a `change` (the country and state script draws
 * the state field for its country), then `country_to_state_changed` goes out with no
 * arguments, which scripts that draw their own selects wait for.
 *
 * @example
 * toggleCalculator(document.querySelector('.shipping-calculator-button')!);
 */
export function toggleCalculator(button: HTMLAnchorElement): void {
  const form = button.closest('form.woocommerce-shipping-calculator') ?? button.parentElement;
  const section = form?.querySelector<HTMLElement>('.shipping-calculator-form');
  if (!form || !section) return;
  const open = section.style.display === 'none' || getComputedStyle(section).display === 'none';
  button.setAttribute('aria-expanded', String(open));
  slide(section, open, SLOW_MS);
  const fields = form.ownerDocument.querySelectorAll<HTMLInputElement | HTMLSelectElement>('select.country_to_state, input.country_to_state');
  fields.forEach((field) => field.dispatchEvent(new Event('change', { bubbles: true })));
  const country = form.querySelector<HTMLInputElement | HTMLSelectElement>('.country_to_state')?.value ?? '';
  emit(ADDRESS.countryToStateChanged, [], { country, wrapper: form instanceof HTMLElement ? form : section });
}
