import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { focusFirstNotice, focusNotice } from './focus';

describe('focusNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('focuses the notice only once the delay has passed', () => {
    document.body.innerHTML = '<div class="woocommerce-message" role="alert">Saved.</div>';
    const notice = screen.getByRole('alert');

    focusNotice(notice);
    vi.advanceTimersByTime(499);
    expect(document.activeElement).not.toBe(notice);

    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(notice);
    expect(notice.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus where the shopper moved it during the pause', () => {
    document.body.innerHTML = '<div class="woocommerce-message" role="alert">Saved.</div><a href="#remove">Remove</a>';
    const notice = screen.getByRole('alert');
    const link = screen.getByRole('link', { name: 'Remove' });

    focusNotice(notice);
    link.focus();
    vi.advanceTimersByTime(500);

    expect(document.activeElement).toBe(link);
    expect(notice.hasAttribute('tabindex')).toBe(false);
  });

  it('still focuses the notice when the control that had focus went away during the pause', () => {
    document.body.innerHTML = '<div class="woocommerce-message" role="alert">Applied.</div><form><input aria-label="Coupon code"></form>';
    const notice = screen.getByRole('alert');
    screen.getByRole('textbox', { name: 'Coupon code' }).focus();

    focusNotice(notice);
    document.querySelector('form')?.remove();
    vi.advanceTimersByTime(500);

    expect(document.activeElement).toBe(notice);
  });

  it('does nothing once cancelled', () => {
    document.body.innerHTML = '<div class="woocommerce-message" role="alert">Saved.</div>';
    const notice = screen.getByRole('alert');

    const cancel = focusNotice(notice, 100);
    cancel();
    vi.advanceTimersByTime(100);

    expect(document.activeElement).not.toBe(notice);
    expect(notice.hasAttribute('tabindex')).toBe(false);
  });
});

describe('focusFirstNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('passes over info notices and focuses the first success or error notice', () => {
    document.body.innerHTML = `
      <div class="woocommerce-notices-wrapper">
        <div class="woocommerce-info" role="alert">Have a coupon?</div>
        <ul class="woocommerce-error" role="alert"><li>Billing Email is required.</li></ul>
        <div class="woocommerce-message" role="alert">Cart updated.</div>
      </div>`;

    focusFirstNotice(document);
    vi.advanceTimersByTime(500);

    expect(document.activeElement).toBe(screen.getByText('Billing Email is required.').parentElement);
  });

  it('returns nothing when only info notices are present', () => {
    document.body.innerHTML = '<div class="woocommerce-info" role="alert">Have a coupon?</div>';

    expect(focusFirstNotice(document)).toBeUndefined();
  });
});
