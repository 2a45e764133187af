import { describe, expect, it } from 'vitest';
import { alertElement } from './alert';

describe('an inline alert', () => {
  it('is announced, in the tag and classes asked for, with the text as text', () => {
    const alert = alertElement('p', 'woocommerce-error own', '<b>Sorry</b> & try again');
    expect(alert.tagName).toBe('P');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.className).toBe('woocommerce-error own');
    expect(alert.textContent).toBe('<b>Sorry</b> & try again');
    expect(alert.querySelector('b')).toBeNull();
  });

  it('takes nodes as they are, and no class attribute when none is given', () => {
    const strong = document.createElement('strong');
    strong.textContent = 'Wrong password';
    const alert = alertElement('div', '', strong);
    expect(alert.hasAttribute('class')).toBe(false);
    expect(alert.firstElementChild).toBe(strong);
  });
});
