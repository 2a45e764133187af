import { describe, expect, it } from 'vitest';
import { parseQuantity, readLimits, stepDown, stepUp } from './quantity-rules';

function field(attributes: string): HTMLInputElement {
  document.body.innerHTML = `<input type="number" class="input-text qty text" ${attributes} />`;
  const input = document.body.firstElementChild;
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  return input;
}

describe('quantity rules', () => {
  it('counts an empty or invalid value as 0', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('abc')).toBe(0);
    expect(parseQuantity('2.5')).toBe(2.5);
  });

  it('counts an invalid min as 0, an invalid or "any" step as 1, an empty max as no limit', () => {
    expect(readLimits(field('min="x" max="" step="any"'))).toEqual({ min: 0, max: undefined, step: 1 });
    expect(readLimits(field('min="" max="9" step="0"'))).toEqual({ min: 0, max: 9, step: 1 });
    expect(readLimits(field('min="2" max="10" step="2"'))).toEqual({ min: 2, max: 10, step: 2 });
  });

  it('reads a field without limits as min 0, no max and step 1', () => {
    expect(readLimits(field(''))).toEqual({ min: 0, max: undefined, step: 1 });
  });

  it('counts a zero or negative max as no limit', () => {
    expect(readLimits(field('max="0"')).max).toBeUndefined();
    expect(readLimits(field('max="-1"')).max).toBeUndefined();
  });

  it('plus adds one step', () => {
    expect(stepUp(3, { min: 1, max: undefined, step: 1 })).toBe(4);
    expect(stepUp(0.2, { min: 0, max: undefined, step: 0.1 })).toBe(0.3);
  });

  it('keeps as many decimals as the finer of the value and the step', () => {
    expect(stepUp(1, { min: 0, max: undefined, step: 0.5 })).toBe(1.5);
    expect(stepUp(0.15, { min: 0, max: undefined, step: 0.01 })).toBe(0.16);
    expect(stepDown(1, { min: 0, max: undefined, step: 0.9 })).toBe(0.1);
  });

  it('plus never goes above max, and settles on max when at or above it', () => {
    expect(stepUp(4, { min: 1, max: 5, step: 2 })).toBe(5);
    expect(stepUp(5, { min: 1, max: 5, step: 1 })).toBe(5);
    expect(stepUp(8, { min: 1, max: 5, step: 1 })).toBe(5);
  });

  it('minus subtracts one step', () => {
    expect(stepDown(4, { min: 1, max: undefined, step: 1 })).toBe(3);
    expect(stepDown(0.3, { min: 0, max: undefined, step: 0.1 })).toBe(0.2);
  });

  it('minus settles on min when at or below it', () => {
    expect(stepDown(1, { min: 1, max: undefined, step: 1 })).toBe(1);
    expect(stepDown(0, { min: 2, max: undefined, step: 1 })).toBe(2);
    expect(stepDown(3, { min: 2, max: undefined, step: 2 })).toBe(2);
  });

  it('minus only decrements while the value is above 0', () => {
    expect(stepDown(0, { min: -5, max: undefined, step: 1 })).toBe(0);
    expect(stepDown(0, { min: 0, max: undefined, step: 1 })).toBe(0);
  });
});
