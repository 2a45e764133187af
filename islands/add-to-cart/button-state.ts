import { emit } from '../../src/bridge/events';
import { wrapForClassic } from '../../src/bridge/jquery';
import type { Settings } from '../../src/config/settings';
import { CART } from '../../src/bridge/cart-names';
import { alertElement } from '../../src/dom/alert';

const ERROR_CLASS = 'lantern-add-to-cart-error';

export function markLoading(button: HTMLElement): void {
  button.classList.remove('added');
  button.classList.add('loading');
  button.setAttribute('aria-busy', 'true');
  clearError(button);
}

function stopLoading(button: HTMLElement): void {
  button.classList.remove('loading');
  button.removeAttribute('aria-busy');
}

/**
 * WooCommerce's updateButton: loading off, `added` on when fragments came back, and the
 * 'View cart' link inserted once beside the button (never on the cart page).
 */
export function updateButton(button: HTMLElement, added: boolean, settings: Settings): void {
  stopLoading(button);
  if (added) {
    button.classList.add('added');
    if (!settings.isCart && !button.parentElement?.querySelector('.added_to_cart')) {
      const link = document.createElement('a');
      link.href = settings.cartUrl;
      link.className = 'added_to_cart wc-forward';
      link.title = settings.i18nViewCart;
      link.textContent = settings.i18nViewCart;
      button.after(link);
    }
  }
  emit(CART.cartButtonUpdated, [wrapForClassic(button)], { button });
}

/** A failed add never leaves the button loading: it says so beside the button instead. */
export function showError(button: HTMLElement, message: string): void {
  stopLoading(button);
  clearError(button);
  button.after(alertElement('span', `${ERROR_CLASS} woocommerce-error`, message));
}

function clearError(button: HTMLElement): void {
  button.parentElement?.querySelectorAll(`:scope > .${ERROR_CLASS}`).forEach((note) => note.remove());
}
