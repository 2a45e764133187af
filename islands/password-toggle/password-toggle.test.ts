import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { readSettings } from '../../src/config/settings';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './password-toggle';

const LOGIN_FORM = `
  <div class="woocommerce">
    <form class="woocommerce-form woocommerce-form-login login" method="post">
      <p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide">
        <label for="password">Password&nbsp;<span class="required" aria-hidden="true">*</span></label>
        <input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" />
      </p>
    </form>
  </div>`;

const CHECKOUT_FORM = `
  <div class="woocommerce">
    <form name="checkout" method="post" class="checkout woocommerce-checkout">
      <p class="form-row validate-required" id="account_password_field">
        <label for="account_password">Create account password</label>
        <span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" autocomplete="new-password" /></span>
      </p>
    </form>
  </div>`;

function passwordField(html: string, label: RegExp): HTMLInputElement {
  document.body.innerHTML = html;
  const input = screen.getByLabelText(label);
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  return input;
}

describe('password toggle', () => {
  let controller: AbortController;
  beforeEach(() => (controller = new AbortController()));
  afterEach(() => controller.abort());

  it('wraps an account password field and adds a labelled show button', () => {
    const input = passwordField(LOGIN_FORM, /^Password/);
    mount(createMountContext(input, controller.signal));

    const button = screen.getByRole('button', { name: 'Show password' });
    expect(input.parentElement?.matches('span.password-input')).toBe(true);
    expect(button.parentElement).toBe(input.parentElement);
    expect(button.getAttribute('aria-describedby')).toBe('password');
    // WooCommerce 8's element, which the shop's stylesheet draws as an icon, and in the tab order.
    expect(button.matches('span.show-password-input[tabindex="0"]')).toBe(true);
  });

  it('reveals the password with Enter, and hides it with Space as it comes up, without scrolling the page', () => {
    const input = passwordField(LOGIN_FORM, /^Password/);
    mount(createMountContext(input, controller.signal));
    const button = screen.getByRole('button', { name: 'Show password' });

    fireEvent.keyDown(button, { key: 'Enter' });
    expect(input.type).toBe('text');
    button.focus();
    const spaceDown = fireEvent.keyDown(button, { key: ' ' });
    expect(spaceDown).toBe(false);
    expect(input.type).toBe('text');
    fireEvent.keyUp(button, { key: ' ' });
    expect(input.type).toBe('password');
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(button, { key: 'a' });
    fireEvent.keyUp(button, { key: 'a' });
    expect(input.type).toBe('password');
  });

  it('reuses the checkout field wrapper instead of adding another', () => {
    const input = passwordField(CHECKOUT_FORM, /Create account password/);
    mount(createMountContext(input, controller.signal));

    expect(input.parentElement?.className).toBe('woocommerce-input-wrapper password-input');
    expect(document.querySelectorAll('span.password-input')).toHaveLength(1);
  });

  it('reveals the password, then hides it again, keeping focus in the field', () => {
    const input = passwordField(LOGIN_FORM, /^Password/);
    mount(createMountContext(input, controller.signal));

    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    const hideButton = screen.getByRole('button', { name: 'Hide password' });
    expect(input.type).toBe('text');
    expect(hideButton.classList.contains('display-password')).toBe(true);
    expect(document.activeElement).toBe(input);

    fireEvent.click(hideButton);
    expect(input.type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' }).classList.contains('display-password')).toBe(false);
  });

  it('takes its labels from the localized shop strings', () => {
    Object.assign(globalThis, {
      woocommerce_params: { i18n_password_show: 'Passwort anzeigen', i18n_password_hide: 'Passwort verbergen' },
    });
    try {
      const input = passwordField(LOGIN_FORM, /^Password/);
      mount(createMountContext(input, controller.signal, readSettings(document)));

      fireEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
      expect(screen.getByRole('button', { name: 'Passwort verbergen' })).toBeTruthy();
    } finally {
      Reflect.deleteProperty(globalThis, 'woocommerce_params');
    }
  });

  it('removes what it added and hides the password again on unmount', () => {
    const input = passwordField(LOGIN_FORM, /^Password/);
    const printed = document.body.innerHTML;
    const cleanUp = mount(createMountContext(input, controller.signal));
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));

    controller.abort();
    cleanUp?.();

    expect(input.type).toBe('password');
    expect(document.body.innerHTML).toBe(printed);
  });

  it('leaves the checkout wrapper as printed on unmount', () => {
    const input = passwordField(CHECKOUT_FORM, /Create account password/);
    const cleanUp = mount(createMountContext(input, controller.signal));
    cleanUp?.();

    expect(input.parentElement?.className).toBe('woocommerce-input-wrapper');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
