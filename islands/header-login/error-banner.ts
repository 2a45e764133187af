import { trustedFragment } from '../../src/dom/html';
import { alertElement } from '../../src/dom/alert';

const BANNER = 'result-error';

/**
 * Shows the login error above the form's fields in the theme's classes. There is only ever one
 * banner: a later message replaces the text of the one already shown.
 *
 * @example showLoginError(form, 'Wrong username or password. Please try again!!!');
 */
export function showLoginError(form: HTMLFormElement, message: string): HTMLElement {
  let banner = form.querySelector<HTMLElement>(`:scope > .${BANNER}`);
  if (!banner) {
    banner = alertElement('div', `${BANNER} woocommerce-message woocommerce-error`, '');
    form.prepend(banner);
  }
  // The message is the shop's own reply text, which themes may mark up.
  banner.replaceChildren(trustedFragment(message));
  return banner;
}

/** Removes the error banner (before a reload after a successful sign-in). */
export function clearLoginError(form: HTMLFormElement): void {
  form.querySelector(`:scope > .${BANNER}`)?.remove();
}
