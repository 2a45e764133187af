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

/** The element's own motion (`motion_fx`) or its background layer's (`background_motion_fx`). */
export type MotionGroup = 'motion_fx' | 'background_motion_fx';

/** How far a background layer can move past its element, in px, per axis. */
export interface Movable {
  x: number;
  y: number;
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

function readEffect(settings: Record<string, unknown>, group: MotionGroup, effect: ScrollEffect | MouseEffect): EffectOptions {
  const [amount, range, direction] = DEFAULTS[effect];
  const key = (name: string) => settings[`${group}_${effect}_${name}`];
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
 * `motion_fx_motion_fx_mouse`), with its direction, speed or level and viewport range; the
 * same under `background_motion_fx_` for its background.
 *
 * @example readMotion({ motion_fx_motion_fx_scrolling: 'yes', motion_fx_blur_effect: 'yes' }).scroll.blur
 * // { direction: 'out-in', amount: 7, range: { start: 20, end: 80 } }
 */
export function readMotion(settings: Record<string, unknown>, group: MotionGroup = 'motion_fx'): MotionOptions {
  const on = (effect: string) => settings[`${group}_${effect}_effect`] === 'yes';
  const options: MotionOptions = { scroll: {}, mouse: {}, range: toText(settings[`${group}_range`], '') };
  if (settings[`${group}_motion_fx_scrolling`] === 'yes') for (const effect of SCROLL_EFFECTS) if (on(effect)) options.scroll[effect] = readEffect(settings, group, effect);
  if (settings[`${group}_motion_fx_mouse`] === 'yes') for (const effect of MOUSE_EFFECTS) if (on(effect)) options.mouse[effect] = readEffect(settings, group, effect);
  return options;
}

/**
 * A background layer's size beyond its element, in percent per axis: ten points per unit of
 * speed of the effects that move it (scrolling wins over mouse track), as Elementor Pro sizes it.
 *
 * @example layerOversize(readMotion({ background_motion_fx_motion_fx_scrolling: 'yes', background_motion_fx_translateY_effect: 'yes' }, 'background_motion_fx'))
 * // { x: 0, y: 40 }
 */
export function layerOversize(options: MotionOptions): Movable {
  const track = options.mouse.mouseTrack ? options.mouse.mouseTrack.amount * 10 : 0;
  return {
    x: options.scroll.translateX ? options.scroll.translateX.amount * 10 : track,
    y: options.scroll.translateY ? options.scroll.translateY.amount * 10 : track,
  };
}

/**
 * A background layer's offset at `percent`: it slides across the room it has past its element
 * (`movable` px), from 0 at the start of the passage to all of it at the end.
 *
 * @example layerStep(25, 400, '') // -100
 */
export function layerStep(percent: number, movable: number, direction: string): number {
  const passed = direction ? 100 - percent : percent;
  return -((movable * passed) / 100);
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
 * blur and opacity. With `movable`, the translations are a background layer's.
 *
 * @example scrollValues({ translateY: { direction: '', amount: 4, range: { start: 0, end: 100 } } }, 25)
 * // { transform: { translateY: '100px' } }
 */
export function scrollValues(effects: MotionOptions['scroll'], percent: number, movable?: Movable): { transform: Record<string, string>; blur?: string; opacity?: string } {
  const values: { transform: Record<string, string>; blur?: string; opacity?: string } = { transform: {} };
  for (const [name, options] of Object.entries(effects) as [ScrollEffect, EffectOptions][]) {
    const { direction, amount, range } = options;
    if ((name === 'translateY' || name === 'translateX') && movable) {
      values.transform[name] = `${round2(layerStep(clampTo(percent, range), name === 'translateY' ? movable.y : movable.x, direction))}px`;
    } else if (name === 'translateY' || name === 'translateX' || name === 'rotateZ') {
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
 * 3D tilt turns it towards the pointer at a tenth of its speed in degrees. With `movable`, the
 * track moves a background layer across the room it has.
 *
 * @example mouseValues({ mouseTrack: { direction: '', amount: 1, range: { start: 0, end: 100 } } }, 100, 50)
 * // { translateX: '-50px', translateY: '0px' }
 */
export function mouseValues(effects: MotionOptions['mouse'], x: number, y: number, movable?: Movable): Record<string, string> {
  const values: Record<string, string> = {};
  if (effects.mouseTrack) {
    const { amount, direction } = effects.mouseTrack;
    values.translateX = `${round2(movable ? layerStep(x, movable.x, direction) : step(x, amount, direction))}px`;
    values.translateY = `${round2(movable ? layerStep(y, movable.y, direction) : step(y, amount, direction))}px`;
  }
  if (effects.tilt) {
    const { amount, direction } = effects.tilt;
    values.rotateX = `${round2(step(y, amount / 10, direction))}deg`;
    values.rotateY = `${round2(step(100 - x, amount / 10, direction))}deg`;
  }
  return values;
}
