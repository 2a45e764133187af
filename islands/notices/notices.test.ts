import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/dom';
import { createMountContext } from '../../src/runtime/context';
import type { BehaviourModule } from '../../src/runtime/types';

// The module remembers which document it already served, so each case loads a fresh copy.
async function freshNotices(): Promise<BehaviourModule> {
  vi.resetModules();
  return import('./notices');
}

describe('notices', () => {
  let controller: AbortController;
  beforeEach(() => {
    vi.useFakeTimers();
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    vi.useRealTimers();
  });

  it('focuses the first error notice 500 ms after load, passing over info notices', async () => {
    document.body.innerHTML = `
      <div class="woocommerce-notices-wrapper">
        <div class="woocommerce-info" role="alert">Returning customer? Click here to login</div>
        <ul class="woocommerce-error" role="alert"><li><strong>Billing Postcode</strong> is not valid.</li></ul>
      </div>`;
    const { mount } = await freshNotices();
    mount(createMountContext(document.body, controller.signal));

    vi.advanceTimersByTime(499);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1);

    const error = screen.getAllByRole('alert')[1];
    expect(document.activeElement).toBe(error);
    expect(error?.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses a success notice', async () => {
    document.body.innerHTML = `
      <div class="woocommerce-notices-wrapper">
        <div class="woocommerce-message" role="alert">“Work light” has been added to your cart.</div>
      </div>`;
    const { mount } = await freshNotices();
    mount(createMountContext(document.body, controller.signal));
    vi.advanceTimersByTime(500);

    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('leaves focus alone when only info notices are shown', async () => {
    document.body.innerHTML = '<div class="woocommerce-info" role="alert">No products were found.</div>';
    const { mount } = await freshNotices();
    mount(createMountContext(document.body, controller.signal));
    vi.advanceTimersByTime(500);

    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus only once per page, even when mounted again', async () => {
    document.body.innerHTML = '<div class="woocommerce-message" role="alert">Cart updated.</div>';
    const { mount } = await freshNotices();
    mount(createMountContext(document.body, controller.signal));
    vi.advanceTimersByTime(500);
    document.body.insertAdjacentHTML('afterbegin', '<ul class="woocommerce-error" role="alert"><li>Oops</li></ul>');

    mount(createMountContext(document.body, controller.signal));
    vi.advanceTimersByTime(500);

    expect(document.activeElement).toBe(screen.getByText('Cart updated.'));
  });

  it('does not move focus when unmounted before the delay', async () => {
    document.body.innerHTML = '<div class="woocommerce-message" role="alert">Cart updated.</div>';
    const { mount } = await freshNotices();
    const cleanUp = mount(createMountContext(document.body, controller.signal));
    if (cleanUp) cleanUp();
    vi.advanceTimersByTime(500);

    expect(document.activeElement).toBe(document.body);
  });
});
