import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountContext } from '../../src/runtime/context';
import { mount } from './result-count';

const COUNT_HTML =
  'Showing 1&ndash;12 of 40 results<span class="screen-reader-text">Sorted by price: low to high</span>';

function renderCounts(attributes = ''): HTMLElement[] {
  document.body.innerHTML = `
    <p class="woocommerce-result-count" ${attributes}>${COUNT_HTML}</p>
    <ul class="products"></ul>
    <p class="woocommerce-result-count" ${attributes}>${COUNT_HTML}</p>`;
  return Array.from(document.querySelectorAll<HTMLElement>('.woocommerce-result-count'));
}

describe('result count', () => {
  let controller: AbortController;
  beforeEach(() => {
    vi.useFakeTimers();
    controller = new AbortController();
  });
  afterEach(() => {
    controller.abort();
    vi.useRealTimers();
  });

  it('hides the count from assistive technology until it is re-announced', () => {
    const [count] = renderCounts();
    if (!count) throw new Error('no count');
    mount(createMountContext(count, controller.signal));

    expect(count.getAttribute('aria-hidden')).toBe('true');
    expect(count.getAttribute('role')).toBe('status');
    expect(count.textContent).toContain('Showing 1–12 of 40 results');
  });

  it('rewrites the same text 2 s after load so a live region reads it again', () => {
    const [count] = renderCounts();
    if (!count) throw new Error('no count');
    mount(createMountContext(count, controller.signal));
    const before = count.firstChild;

    vi.advanceTimersByTime(1999);
    expect(count.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(1);

    expect(count.getAttribute('aria-hidden')).toBe('false');
    expect(count.innerHTML).toBe(COUNT_HTML.replace('&ndash;', '–'));
    expect(count.firstChild).not.toBe(before); // fresh nodes, not the old ones
  });

  it('keeps the role the server printed', () => {
    const [count] = renderCounts('role="alert" aria-relevant="all" data-is-sorted-by="true"');
    if (!count) throw new Error('no count');
    mount(createMountContext(count, controller.signal));

    expect(count.getAttribute('role')).toBe('alert');
  });

  it('re-announces even without a query string (spec, unlike WooCommerce)', () => {
    expect(window.location.search).toBe('');
    const [count] = renderCounts();
    if (!count) throw new Error('no count');
    mount(createMountContext(count, controller.signal));
    vi.advanceTimersByTime(2000);

    expect(count.getAttribute('aria-hidden')).toBe('false');
  });

  it('speaks once when the theme prints the count twice', () => {
    const [, second] = renderCounts();
    if (!second) throw new Error('no second count');
    mount(createMountContext(second, controller.signal));
    vi.advanceTimersByTime(2000);

    expect(second.hasAttribute('aria-hidden')).toBe(false);
    expect(second.hasAttribute('role')).toBe(false);
  });

  it('puts the element back as printed when unmounted before the re-announce', () => {
    const [count] = renderCounts();
    if (!count) throw new Error('no count');
    const cleanUp = mount(createMountContext(count, controller.signal));
    cleanUp?.();
    vi.advanceTimersByTime(2000);

    expect(count.hasAttribute('aria-hidden')).toBe(false);
    expect(count.hasAttribute('role')).toBe(false);
  });
});
