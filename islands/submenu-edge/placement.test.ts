import { describe, expect, it } from 'vitest';
import { placement, placementStyle } from './placement';

const at = (itemLeft: number, nested = false) => placement({ itemLeft, itemWidth: 80, submenuWidth: 220, viewportWidth: 1280, nested });

describe('submenu placement', () => {
  it('keeps the stylesheet side while the submenu ends inside the window, edge included', () => {
    expect(at(100)).toBe('default');
    expect(at(1280 - 80 - 220)).toBe('default');
  });

  it('aligns a top-level submenu to its item right edge one pixel past the edge', () => {
    expect(at(1280 - 80 - 220 + 1)).toBe('flip-top');
  });

  it('opens a nested submenu on the left of its item', () => {
    expect(at(1100, true)).toBe('flip-nested');
  });

  it('writes the theme inline sides', () => {
    expect(placementStyle('flip-top')).toEqual({ left: 'auto', right: '0' });
    expect(placementStyle('flip-nested')).toEqual({ left: 'auto', right: '100%' });
    expect(placementStyle('default')).toEqual({ left: '', right: '' });
  });
});
