import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, clearAnnouncement, NEW_REGION_SETTLE_MS } from './announcer';

const regions = () => document.querySelectorAll('.widget_shopping_cart_live_region');
const region = () => document.querySelector('.widget_shopping_cart_live_region');

describe('announcer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds the region empty on first use and speaks into it a moment later, so the first message is heard', () => {
    announce('Item added');

    expect(region()?.getAttribute('role')).toBe('status');
    expect(region()?.textContent).toBe('');
    vi.advanceTimersByTime(NEW_REGION_SETTLE_MS);
    expect(region()?.textContent).toBe('Item added');
  });

  it('creates one hidden status region on first use and speaks through it', () => {
    announce('Item added');
    announce('Item removed');

    expect(regions()).toHaveLength(1);
    expect(region()?.className).toBe('widget_shopping_cart_live_region screen-reader-text');
    expect(region()?.getAttribute('role')).toBe('status');
    expect(region()?.getAttribute('aria-relevant')).toBe('all');
    expect(region()?.textContent).toBe('Item removed');
  });

  it('reuses a live region the page already printed', () => {
    document.body.innerHTML =
      '<div class="widget_shopping_cart_live_region screen-reader-text" role="status"></div>';

    announce('Item added');

    expect(regions()).toHaveLength(1);
    expect(region()?.textContent).toBe('Item added');
  });

  it('waits for the delay and lets a newer message replace one still waiting', () => {
    announce('First', { delay: 1000 });
    vi.advanceTimersByTime(500);
    announce('Second', { delay: 1000 });
    vi.advanceTimersByTime(999);
    expect(region()?.textContent ?? '').toBe('');

    vi.advanceTimersByTime(1);
    expect(region()?.textContent).toBe('Second');
    vi.runAllTimers();
    expect(region()?.textContent).toBe('Second');
  });

  it('changes the text when the same message is announced twice in a row', () => {
    announce('Item added');
    vi.advanceTimersByTime(NEW_REGION_SETTLE_MS);
    const first = region()?.textContent;
    announce('Item added');

    expect(region()?.textContent).not.toBe(first);
    expect(region()?.textContent).toBe('Item added\u00A0');
  });

  it('empties the region and drops aria-relevant when cleared', () => {
    announce('Item added');
    vi.advanceTimersByTime(NEW_REGION_SETTLE_MS);
    clearAnnouncement();

    expect(region()?.textContent).toBe('');
    expect(region()?.hasAttribute('aria-relevant')).toBe(false);
  });

  it('still delivers a waiting announcement after a clear', () => {
    announce('Item added', { delay: 1000 });
    clearAnnouncement();
    vi.advanceTimersByTime(1000);

    expect(region()?.textContent).toBe('Item added');
  });

  it('recreates the region when the page body was replaced', () => {
    announce('Before');
    document.body.innerHTML = '';
    announce('After');
    vi.advanceTimersByTime(NEW_REGION_SETTLE_MS);

    expect(regions()).toHaveLength(1);
    expect(region()?.textContent).toBe('After');
  });
});
