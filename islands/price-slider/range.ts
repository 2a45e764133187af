/** The slider's bounds and step, from the widget's data attributes. */
export interface PriceRange {
  min: number;
  max: number;
  step: number;
}

/** The chosen interval; `low <= high` always. */
export type Interval = readonly [low: number, high: number];

/**
 * Snaps a value to the step (counted from `min`) and keeps it inside the bounds.
 * @example snap(47, { min: 0, max: 100, step: 10 }); // 50
 */
export function snap(value: number, range: PriceRange): number {
  const stepped = range.min + Math.round((value - range.min) / range.step) * range.step;
  // Rounding away float noise (0.1 + 0.2) keeps the inputs free of long decimals.
  return Math.min(range.max, Math.max(range.min, Number(stepped.toFixed(6))));
}

/**
 * Moves one handle to `value`, never past the other one (the handles cannot cross).
 * @example moveHandle([20, 80], 0, 95, range); // [80, 80]
 */
export function moveHandle(interval: Interval, handle: 0 | 1, value: number, range: PriceRange): Interval {
  const next = snap(value, range);
  return handle === 0 ? [Math.min(next, interval[1]), interval[1]] : [interval[0], Math.max(next, interval[0])];
}

/**
 * Which handle a press on the track at `value` takes: the one on that side, else the nearer
 * one; `null` when both handles sit there, so the first move's direction picks one (else two
 * handles at an end could never be pulled apart).
 *
 * @example handleAt([20, 80], 70); // 1
 * @example handleAt([50, 50], 50); // null
 */
export function handleAt([low, high]: Interval, value: number): 0 | 1 | null {
  if (value < low) return 0;
  if (value > high) return 1;
  if (low === high) return null;
  return value - low <= high - value ? 0 : 1;
}

/**
 * Where a key sends a handle (WAI-ARIA slider; page keys move a fifth of the range, as jQuery
 * UI's slider does); `null` for keys the slider leaves alone.
 *
 * @example keyTarget('PageUp', 20, { min: 0, max: 100, step: 1 }); // 40
 */
export function keyTarget(key: string, value: number, range: PriceRange): number | null {
  const page = (range.max - range.min) / 5;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return value + range.step;
    case 'ArrowLeft':
    case 'ArrowDown':
      return value - range.step;
    case 'PageUp':
      return value + page;
    case 'PageDown':
      return value - page;
    case 'Home':
      return range.min;
    case 'End':
      return range.max;
    default:
      return null;
  }
}

/**
 * Reads bounds and step from the widget: `data-min` / `data-max` on its inputs, `data-step` on
 * `.price_slider_amount` (1 when missing or not positive). Null when the bounds are unusable.
 *
 * @example readRange(minInput, maxInput, amount); // { min: 0, max: 500, step: 10 }
 */
export function readRange(minInput: HTMLInputElement, maxInput: HTMLInputElement, amount: HTMLElement | null): PriceRange | null {
  const min = Number.parseFloat(minInput.dataset.min ?? '');
  const max = Number.parseFloat(maxInput.dataset.max ?? '');
  const step = Number.parseFloat(amount?.dataset.step ?? '');
  if (!Number.isFinite(min) || !Number.isFinite(max) || max <= min) return null;
  return { min, max, step: Number.isFinite(step) && step > 0 ? step : 1 };
}

/**
 * The starting interval: the inputs' values when they hold numbers, else the bounds.
 * @example startInterval('20', '', { min: 0, max: 100, step: 10 }); // [20, 100]
 */
export function startInterval(low: string, high: string, range: PriceRange): Interval {
  const read = (text: string, fallback: number) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : fallback);
  const a = Math.min(range.max, Math.max(range.min, read(low, range.min)));
  const b = Math.min(range.max, Math.max(range.min, read(high, range.max)));
  return a <= b ? [a, b] : [b, a];
}
