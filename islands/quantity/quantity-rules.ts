/** What the field allows, read from its attributes at the moment of each click. */
export interface QuantityLimits {
  min: number;
  /** `undefined`: no upper limit (WooCommerce prints `max=""`). */
  max: number | undefined;
  step: number;
}

/**
 * Reads a quantity as the stepper counts it: empty or invalid text counts as 0.
 * @example parseQuantity('') // 0
 */
export function parseQuantity(text: string): number {
  const value = parseFloat(text);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Reads min, max and step from a quantity input (spec 5.5): an invalid min counts as 0; an
 * invalid step, or `any`, counts as 1; a missing or non-positive max means no limit.
 * @example readLimits(input) // { min: 1, max: undefined, step: 1 }
 */
export function readLimits(input: HTMLInputElement): QuantityLimits {
  // The reflected properties read '' for a missing attribute.
  const max = parseFloat(input.max);
  const step = parseFloat(input.step);
  return {
    min: parseQuantity(input.min),
    max: Number.isFinite(max) && max > 0 ? max : undefined,
    step: Number.isFinite(step) && step > 0 ? step : 1,
  };
}

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

/** Keeps 0.1 + 0.2 at 0.3: as many decimals as the numbers involved, no more. */
function tidy(result: number, ...inputs: number[]): number {
  return Number(result.toFixed(Math.max(...inputs.map(decimalsOf))));
}

/**
 * Plus: one step up, never past max; at or above max it settles on max.
 * @example stepUp(4, { min: 1, max: 5, step: 2 }) // 5
 */
export function stepUp(value: number, { max, step }: QuantityLimits): number {
  const next = tidy(value + step, value, step);
  return max !== undefined ? Math.min(next, max) : next;
}

/**
 * Minus: one step down, but only while the value is above 0; never below min, so at or below
 * min it settles on min.
 * @example stepDown(1, { min: 1, max: undefined, step: 1 }) // 1
 */
export function stepDown(value: number, { min, step }: QuantityLimits): number {
  return Math.max(value > 0 ? tidy(value - step, value, step) : value, min);
}
