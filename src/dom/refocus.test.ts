import { afterEach, describe, expect, it } from 'vitest';
import { refocus } from './refocus';

const replaceWith = (html: string) => {
  document.body.innerHTML = html;
};

describe('refocus after a reply replaced the markup', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts the focus on the same field of the new markup, found by name', () => {
    replaceWith('<input name="holder" id="a">');
    const old = document.querySelector<HTMLInputElement>('input')!;
    old.focus();
    replaceWith('<input name="holder" id="b">');
    refocus(document, old, null);
    expect(document.activeElement?.id).toBe('b');
  });

  it('finds the radio of the same value, not the first of its name', () => {
    replaceWith('<input type="radio" name="m" value="bacs"><input type="radio" name="m" value="cheque">');
    const old = document.querySelector<HTMLInputElement>('[value="cheque"]')!;
    old.focus();
    replaceWith('<input type="radio" name="m" value="bacs"><input type="radio" name="m" value="cheque" id="new-cheque">');
    refocus(document, old, null);
    expect(document.activeElement?.id).toBe('new-cheque');
  });

  it('falls back to the reply’s notice when the field is gone', () => {
    replaceWith('<input name="qty">');
    const old = document.querySelector('input')!;
    old.focus();
    replaceWith('<div class="woocommerce-message" role="alert">Removed.</div>');
    const alert = document.querySelector<HTMLElement>('[role="alert"]');
    refocus(document, old, alert);
    expect(document.activeElement).toBe(alert);
  });

  it('leaves the focus where the shopper moved it meanwhile', () => {
    replaceWith('<input name="holder"><button id="elsewhere">Go</button>');
    const old = document.querySelector('input')!;
    old.remove();
    document.body.insertAdjacentHTML('afterbegin', '<input name="holder" id="fresh">');
    document.querySelector<HTMLElement>('#elsewhere')!.focus();
    refocus(document, old, null);
    expect(document.activeElement?.id).toBe('elsewhere');
  });
});
