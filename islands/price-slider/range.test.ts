import { describe, expect, it } from 'vitest';
import { formatPrice } from './price-format';
import { handleAt, keyTarget, moveHandle, readRange, snap, startInterval } from './range';

const range = { min: 0, max: 500, step: 10 };

describe('price range rules', () => {
  it('snaps to the step counted from the lower bound and stays inside the bounds', () => {
    expect(snap(47, range)).toBe(50);
    expect(snap(-20, range)).toBe(0);
    expect(snap(999, range)).toBe(500);
    expect(snap(0.3, { min: 0.1, max: 1, step: 0.1 })).toBe(0.3);
  });

  it('never lets the handles cross', () => {
    expect(moveHandle([100, 200], 0, 350, range)).toEqual([200, 200]);
    expect(moveHandle([100, 200], 1, 20, range)).toEqual([100, 100]);
    expect(moveHandle([100, 200], 1, 260, range)).toEqual([100, 260]);
  });

  it('gives a press on the track to the handle on its side, else the nearer one, and no handle where both sit', () => {
    expect(handleAt([100, 200], 40)).toBe(0);
    expect(handleAt([100, 200], 260)).toBe(1);
    expect(handleAt([100, 200], 140)).toBe(0);
    expect(handleAt([100, 200], 160)).toBe(1);
    // Halfway between them the lower handle takes it, as jQuery UI's slider does.
    expect(handleAt([100, 200], 150)).toBe(0);
    expect(handleAt([150, 150], 150)).toBeNull();
    expect(handleAt([150, 150], 160)).toBe(1);
  });

  it('moves by the step on arrows, a fifth of the range on page keys, to the ends on Home and End', () => {
    expect(keyTarget('ArrowRight', 100, range)).toBe(110);
    expect(keyTarget('ArrowDown', 100, range)).toBe(90);
    expect(keyTarget('PageUp', 100, range)).toBe(200);
    expect(keyTarget('PageDown', 100, range)).toBe(0);
    expect(keyTarget('Home', 100, range)).toBe(0);
    expect(keyTarget('End', 100, range)).toBe(500);
    expect(keyTarget('a', 100, range)).toBeNull();
    // A fifth of the range's width, wherever the range starts.
    expect(keyTarget('PageUp', 300, { min: 200, max: 700, step: 10 })).toBe(400);
  });

  it('reads the bounds from the inputs and the step from the amount box, with a step of 1 when none is printed', () => {
    const withData = <T extends HTMLElement>(element: T, data: Record<string, string>): T => {
      Object.assign(element.dataset, data);
      return element;
    };
    const input = (data: Record<string, string>) => withData(document.createElement('input'), data);
    const amount = withData(document.createElement('div'), { step: '5' });
    expect(readRange(input({ min: '10' }), input({ max: '90' }), amount)).toEqual({ min: 10, max: 90, step: 5 });
    expect(readRange(input({ min: '10' }), input({ max: '90' }), null)).toEqual({ min: 10, max: 90, step: 1 });
    expect(readRange(input({ min: '10' }), input({ max: '90' }), withData(document.createElement('div'), { step: '-2' }))).toEqual({ min: 10, max: 90, step: 1 });
    expect(readRange(input({ min: '10' }), input({ max: '90' }), withData(document.createElement('div'), { step: '0' }))).toEqual({ min: 10, max: 90, step: 1 });
    expect(readRange(input({}), input({ max: '90' }), amount)).toBeNull();
    expect(readRange(input({ min: '10' }), input({}), amount)).toBeNull();
    expect(readRange(input({ min: '90' }), input({ max: '10' }), amount)).toBeNull();
  });

  it('starts from the chosen values, or the bounds when none are chosen', () => {
    expect(startInterval('', '', range)).toEqual([0, 500]);
    expect(startInterval('120', '80', range)).toEqual([80, 120]);
    expect(startInterval('x', '900', range)).toEqual([0, 500]);
    // A blank input (spaces only) is no choice, not 0.
    expect(startInterval('  ', '300', range)).toEqual([0, 300]);
    expect(startInterval('100', ' ', range)).toEqual([100, 500]);
  });

  it("formats amounts in the shop's currency format", () => {
    const aud = { decimals: 0, symbol: '$', decimalSeparator: '.', thousandSeparator: ',', pattern: '%s%v' };
    expect(formatPrice(1250, aud)).toBe('$1,250');
    expect(formatPrice(1250.5, { ...aud, decimals: 2, decimalSeparator: ',', thousandSeparator: '.', symbol: '€', pattern: '%v %s' })).toBe('1.250,50 €');
  });
});
