import { describe, expect, it } from 'vitest';
import { crowded } from './crowded';

describe("the theme's menu filter fit", () => {
  it('fits while the widgets and their gaps leave 300 px of the bar', () => {
    expect(crowded([200, 180], 1000)).toBe(false);
    expect(crowded([320, 320], 1000)).toBe(false); // 700 = 1000 - 300
  });

  it('is crowded one pixel past that', () => {
    expect(crowded([321, 320], 1000)).toBe(true);
  });

  it('is never crowded without widgets', () => {
    expect(crowded([], 100)).toBe(false);
  });
});
