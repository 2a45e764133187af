import { describe, expect, it } from 'vitest';
import { stickyState, type StickyConfig } from './sticky-element';

const top: StickyConfig = { side: 'top', offset: 70, effectsOffset: 0, parent: true };
const bottom: StickyConfig = { side: 'bottom', offset: 0, effectsOffset: 0, parent: true };
// A 50 px widget at 1000 px, in a column from 1000 to 2000 px.
const geometry = { top: 1000, height: 50, parentTop: 1000, parentBottom: 2000 };
const free = { ...geometry, parentTop: null, parentBottom: null };

describe('where a sticky element belongs', () => {
  it('sticks to the top once its top reaches the offset, and counts how far past', () => {
    expect(stickyState(top, free, 900, 800)).toEqual({ mode: 'static', passed: -30 });
    expect(stickyState(top, free, 930, 800)).toEqual({ mode: 'fixed', passed: 0 });
    expect(stickyState(top, free, 5000, 800).mode).toBe('fixed');
  });

  it('stays within its parent: held at the parent\'s bottom once it would leave it', () => {
    expect(stickyState(top, geometry, 1800, 800).mode).toBe('fixed');
    expect(stickyState(top, geometry, 1880, 800).mode).toBe('fixed');
    expect(stickyState(top, geometry, 1881, 800).mode).toBe('parent');
  });

  it('sticks to the bottom while its place is below the window, and rests in place after', () => {
    expect(stickyState(bottom, free, 0, 800)).toEqual({ mode: 'fixed', passed: 250 });
    expect(stickyState(bottom, free, 250, 800).mode).toBe('fixed');
    expect(stickyState(bottom, free, 251, 800).mode).toBe('static');
  });

  it('at the bottom within its parent, is held at the parent\'s top until the parent reaches the window\'s bottom edge', () => {
    const end = { ...geometry, top: 1950 };
    expect(stickyState(bottom, end, 0, 800).mode).toBe('parent');
    expect(stickyState(bottom, end, 250, 800).mode).toBe('fixed');
    expect(stickyState(bottom, end, 1200, 800).mode).toBe('fixed');
    expect(stickyState(bottom, end, 1201, 800).mode).toBe('static');
  });

  it('stays in place while the element is hidden on this device (a header for phones only)', () => {
    expect(stickyState(top, { ...free, hidden: true, top: 0, height: 0 }, 500, 800).mode).toBe('static');
  });
});
