import { toNumber, toRecord, toText } from '../../src/config/coerce';

/** A viewport band in percent: 0 is the element entering at the bottom, 100 leaving at the top. */
export interface Range {
  start: number;
  end: number;
}

/** The scrolling effects Elementor Pro's motion effects offer, by their settings name. */
export type ScrollEffect = 'translateY' | 'translateX' | 'rotateZ' | 'scale' | 'opacity' | 'blur';
/** The mouse effects. */
export type MouseEffect = 'mouseTrack' | 'tilt';

/** One effect as its settings configure it (`motion_fx_{effect}_direction|speed|level|…`). */
export interface EffectOptions {
  direction: string;
  /** `speed` (translate, rotate, scale, mouse) or `level` (opacity, blur). */
  amount: number;
  /** `affectedRange` (translate, rotate) clamps the percentage; `range` (scale, opacity, blur) shapes it. */
  range: Range;
}

export interface MotionOptions {
  scroll: Partial<Record<ScrollEffect, EffectOptions>>;
  mouse: Partial<Record<MouseEffect, EffectOptions>>;
  /** `motion_fx_range`: `page` measures the page's scroll instead of the element's passage. */
  range: string;
}

const SCROLL_EFFECTS: readonly ScrollEffect[] = ['translateY', 'translateX', 'rotateZ', 'scale', 'opacity', 'blur'];
const MOUSE_EFFECTS: readonly MouseEffect[] = ['mouseTrack', 'tilt'];

/** Elementor Pro's defaults, for settings a page leaves out: amount, then the range. */
const DEFAULTS: Record<ScrollEffect | MouseEffect, [number, Range, string]> = {
  translateY: [4, { start: 0, end: 100 }, ''],
  translateX: [4, { start: 0, end: 100 }, ''],
  rotateZ: [1, { start: 0, end: 100 }, ''],
  scale: [4, { start: 20, end: 80 }, 'out-in'],
  opacity: [10, { start: 20, end: 80 }, 'out-in'],
  blur: [7, { start: 20, end: 80 }, 'out-in'],
  mouseTrack: [1, { start: 0, end: 100 }, ''],
  tilt: [4, { start: 0, end: 100 }, ''],
};

const round2 = (value: number) => Math.round(value * 100) / 100;

function readEffect(settings: Record<string, unknown>, effect: ScrollEffect | MouseEffect): EffectOptions {
  const [amount, range, direction] = DEFAULTS[effect];
  const key = (name: string) => settings[`motion_fx_${effect}_${name}`];
  const sizes = toRecord(toRecord(key(effect === 'translateY' || effect === 'translateX' || effect === 'rotateZ' ? 'affectedRange' : 'range')).sizes);
  return {
    direction: toText(key('direction'), direction),
    amount: toNumber(toRecord(key(effect === 'opacity' || effect === 'blur' ? 'level' : 'speed')).size, amount),
    range: { start: toNumber(sizes.start, range.start), end: toNumber(sizes.end, range.end) },
  };
}

/**
 * The element's motion effects from its `data-settings`: each effect switched on
 * (`motion_fx_{effect}_effect: 'yes'`) under its group switch (`motion_fx_motion_fx_scrolling`,
 * `motion_fx_motion_fx_mouse`), with its direction, speed or level and viewport range.
 *
 * @example readMotion({ motion_fx_motion_fx_scrolling: 'yes', motion_fx_blur_effect: 'yes' }).scroll.blur
 * // { direction: 'out-in', amount: 7, range: { start: 20, end: 80 } }
 */
export function readMotion(settings: Record<string, unknown>): MotionOptions {
  const on = (effect: string) => settings[`motion_fx_${effect}_effect`] === 'yes';
  const options: MotionOptions = { scroll: {}, mouse: {}, range: toText(settings.motion_fx_range, '') };
  if (settings.motion_fx_motion_fx_scrolling === 'yes') for (const effect of SCROLL_EFFECTS) if (on(effect)) options.scroll[effect] = readEffect(settings, effect);
  if (settings.motion_fx_motion_fx_mouse === 'yes') for (const effect of MOUSE_EFFECTS) if (on(effect)) options.mouse[effect] = readEffect(settings, effect);
  return options;
}

/**
 * How far an element of `height` px whose top sits at `top` px in the document has passed
 * through the window, in percent (two decimals): 0 while it is below the window, 100 once it
 * has left at the top. Reads no layout: the caller keeps the sizes.
 *
 * @example viewportPercent(0, 800, 800, 200) // 0
 */
export function viewportPercent(scrollY: number, windowHeight: number, top: number, height: number): number {
  const passed = (scrollY + windowHeight - top) / (windowHeight + height);
  return round2(Math.min(1, Math.max(0, passed)) * 100);
}

/**
 * How far the page is scrolled, in percent of what it can scroll (`motion_fx_range: page`).
 * @example pagePercent(500, 1000) // 50
 */
export const pagePercent = (scrollY: number, scrollable: number): number => (scrollable > 0 ? (scrollY / scrollable) * 100 : 0);

const share = (span: number, passed: number) => (span > 0 ? round2((passed / span) * 100) : 100);

/**
 * Where an effect with an in/out `direction` stands at `percent`, from 0 (the "out" state: clear
 * of the effect's end value) to 100 ("in"), across its viewport `range`:
 * `out-in` rises through the range, `in-out` falls, `in-out-in` dips to 0 inside it and
 * `out-in-out` peaks at 100 inside it.
 *
 * @example movePoint(50, 'out-in', { start: 20, end: 80 }) // 50
 */
export function movePoint(percent: number, direction: string, range: Range): number {
  if (percent < range.start) {
    if (direction === 'out-in') return 0;
    if (direction === 'in-out') return 100;
    const point = share(range.start, percent);
    return direction === 'in-out-in' ? 100 - point : point;
  }
  if (percent < range.end) {
    if (direction === 'in-out-in') return 0;
    if (direction === 'out-in-out') return 100;
    const point = share(range.end - range.start, percent - range.start);
    return direction === 'in-out' ? 100 - point : point;
  }
  if (direction === 'in-out') return 0;
  if (direction === 'out-in') return 100;
  const point = share(100 - range.end, 100 - percent);
  return direction === 'in-out-in' ? 100 - point : point;
}

/**
 * A moving effect's offset at `percent`: 0 at the middle, `speed` units per percent away from
 * it, against the movement unless `direction` (`negative`) turns it round.
 *
 * @example step(0, 4, '') // 200
 */
export function step(percent: number, speed: number, direction: string): number {
  const passed = direction ? 100 - percent : percent;
  return -(passed - 50) * speed;
}

const clampTo = (percent: number, range: Range) => Math.min(range.end, Math.max(range.start, percent));

/**
 * The CSS of the scrolling effects at `percent`: transform parts (in the effects' order),
 * blur and opacity.
 *
 * @example scrollValues({ translateY: { direction: '', amount: 4, range: { start: 0, end: 100 } } }, 25)
 * // { transform: { translateY: '100px' } }
 */
export function scrollValues(effects: MotionOptions['scroll'], percent: number): { transform: Record<string, string>; blur?: string; opacity?: string } {
  const values: { transform: Record<string, string>; blur?: string; opacity?: string } = { transform: {} };
  for (const [name, options] of Object.entries(effects) as [ScrollEffect, EffectOptions][]) {
    const { direction, amount, range } = options;
    if (name === 'translateY' || name === 'translateX' || name === 'rotateZ') {
      values.transform[name] = `${round2(step(clampTo(percent, range), amount, direction))}${name === 'rotateZ' ? 'deg' : 'px'}`;
    } else {
      const point = movePoint(percent, direction, range);
      if (name === 'scale') values.transform.scale = String(round2(1 + (amount * point) / 1000));
      else if (name === 'blur') values.blur = `${round2(amount - (amount * point) / 100)}px`;
      else values.opacity = String(round2(1 - amount / 10 + ((amount / 10) * point) / 100));
    }
  }
  return values;
}

/**
 * The transform parts of the mouse effects with the pointer at `x`, `y` percent of the window:
 * mouse track moves the element against the pointer (with it when `direction` is `negative`),
 * 3D tilt turns it towards the pointer at a tenth of its speed in degrees.
 *
 * @example mouseValues({ mouseTrack: { direction: '', amount: 1, range: { start: 0, end: 100 } } }, 100, 50)
 * // { translateX: '-50px', translateY: '0px' }
 */
export function mouseValues(effects: MotionOptions['mouse'], x: number, y: number): Record<string, string> {
  const values: Record<string, string> = {};
  if (effects.mouseTrack) {
    const { amount, direction } = effects.mouseTrack;
    values.translateX = `${round2(step(x, amount, direction))}px`;
    values.translateY = `${round2(step(y, amount, direction))}px`;
  }
  if (effects.tilt) {
    const { amount, direction } = effects.tilt;
    values.rotateX = `${round2(step(y, amount / 10, direction))}deg`;
    values.rotateY = `${round2(step(100 - x, amount / 10, direction))}deg`;
  }
  return values;
}
