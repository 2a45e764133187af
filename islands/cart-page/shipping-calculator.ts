import { slide } from '../../src/dom/slide';

/** jQuery's `slideToggle('slow')`, which the cart script uses for the calculator. */
const SLOW_MS = 600;

/**
 * Opens or closes the shipping calculator under its "Change address" link, sliding as the
 * cart script does, and says so on the link (`aria-expanded`). On opening, the country field
 * gets a `change`, so the country and state script draws the state field for that country.
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
  if (!open) return;
  form.querySelectorAll('select.country_to_state, input.country_to_state').forEach((field) => {
    field.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
