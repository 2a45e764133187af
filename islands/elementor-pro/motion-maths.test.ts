import { describe, expect, it } from 'vitest';
import { layerOversize, layerStep, mouseValues, movePoint, pagePercent, readMotion, scrollValues, step, viewportPercent } from './motion-maths';

const full = { start: 0, end: 100 };
const band = { start: 20, end: 80 };

describe('motion effect settings', () => {
  it('reads only the effects switched on under their group, with Elementor Pro\'s defaults for what is left out', () => {
    const options = readMotion({
      motion_fx_motion_fx_scrolling: 'yes',
      motion_fx_translateY_effect: 'yes',
      motion_fx_translateY_speed: { unit: 'px', size: 2.5, sizes: [] },
      motion_fx_translateY_affectedRange: { unit: '%', size: '', sizes: { start: 10, end: 90 } },
      motion_fx_opacity_effect: 'yes',
      motion_fx_opacity_direction: 'in-out',
      motion_fx_blur_effect: '',
      motion_fx_tilt_effect: 'yes',
      motion_fx_range: 'page',
    });
    expect(options.scroll).toEqual({
      translateY: { direction: '', amount: 2.5, range: { start: 10, end: 90 } },
      opacity: { direction: 'in-out', amount: 10, range: band },
    });
    expect(options.mouse).toEqual({});
    expect(options.range).toBe('page');
    expect(readMotion({ motion_fx_motion_fx_mouse: 'yes', motion_fx_tilt_effect: 'yes', motion_fx_tilt_direction: 'negative' }).mouse).toEqual({
      tilt: { direction: 'negative', amount: 4, range: full },
    });
  });

  it('fills every effect switched on with Elementor Pro\'s defaults', () => {
    const on = Object.fromEntries(
      ['translateY', 'translateX', 'rotateZ', 'scale', 'opacity', 'blur', 'mouseTrack', 'tilt'].map((effect) => [`motion_fx_${effect}_effect`, 'yes']),
    );
    expect(readMotion({ ...on, motion_fx_motion_fx_scrolling: 'yes', motion_fx_motion_fx_mouse: 'yes' })).toEqual({
      scroll: {
        translateY: { direction: '', amount: 4, range: full },
        translateX: { direction: '', amount: 4, range: full },
        rotateZ: { direction: '', amount: 1, range: full },
        scale: { direction: 'out-in', amount: 4, range: band },
        opacity: { direction: 'out-in', amount: 10, range: band },
        blur: { direction: 'out-in', amount: 7, range: band },
      },
      mouse: {
        mouseTrack: { direction: '', amount: 1, range: full },
        tilt: { direction: '', amount: 4, range: full },
      },
      range: '',
    });
  });

  it('reads no effect while its group switch is off', () => {
    expect(readMotion({ motion_fx_translateY_effect: 'yes', motion_fx_tilt_effect: 'yes' })).toEqual({ scroll: {}, mouse: {}, range: '' });
  });

  it('takes the moving effects\' band from their affected range, the others\' from their range, and the fading effects\' amount from their level', () => {
    const sizes = (start: number, end: number) => ({ unit: '%', size: '', sizes: { start, end } });
    const size = (value: number) => ({ unit: 'px', size: value, sizes: [] });
    const settings: Record<string, unknown> = { motion_fx_motion_fx_scrolling: 'yes' };
    for (const effect of ['translateX', 'rotateZ', 'scale', 'opacity', 'blur']) {
      Object.assign(settings, {
        [`motion_fx_${effect}_effect`]: 'yes',
        // Each effect is given both settings; only one of each pair is its own.
        [`motion_fx_${effect}_affectedRange`]: sizes(5, 95),
        [`motion_fx_${effect}_range`]: sizes(30, 70),
        [`motion_fx_${effect}_speed`]: size(2),
        [`motion_fx_${effect}_level`]: size(6),
      });
    }
    expect(readMotion(settings).scroll).toEqual({
      translateX: { direction: '', amount: 2, range: { start: 5, end: 95 } },
      rotateZ: { direction: '', amount: 2, range: { start: 5, end: 95 } },
      scale: { direction: 'out-in', amount: 2, range: { start: 30, end: 70 } },
      opacity: { direction: 'out-in', amount: 6, range: { start: 30, end: 70 } },
      blur: { direction: 'out-in', amount: 6, range: { start: 30, end: 70 } },
    });
  });
});

describe('motion effect maths', () => {
  it('measures an element\'s passage through the window from 0 (below) to 100 (gone above)', () => {
    expect(viewportPercent(0, 800, 1000, 200)).toBe(0);
    expect(viewportPercent(700, 800, 1000, 200)).toBe(50);
    expect(viewportPercent(1200, 800, 1000, 200)).toBe(100);
    expect(viewportPercent(5000, 800, 1000, 200)).toBe(100);
    expect(pagePercent(250, 1000)).toBe(25);
    expect(pagePercent(0, 0)).toBe(0);
  });

  it('moves against the scroll, centred at 50 %, and turns round with a direction', () => {
    expect(step(0, 4, '')).toBe(200);
    expect(step(50, 4, '')).toBe(-0);
    expect(step(100, 4, '')).toBe(-200);
    expect(step(0, 4, 'negative')).toBe(-200);
  });

  it('runs each in/out direction through its viewport band', () => {
    expect([10, 50, 90].map((at) => movePoint(at, 'out-in', band))).toEqual([0, 50, 100]);
    expect([10, 50, 90].map((at) => movePoint(at, 'in-out', band))).toEqual([100, 50, 0]);
    expect([10, 50, 90].map((at) => movePoint(at, 'in-out-in', band))).toEqual([50, 0, 50]);
    expect([10, 50, 90].map((at) => movePoint(at, 'out-in-out', band))).toEqual([50, 100, 50]);
  });

  it('runs each in/out direction at its own pace before, inside and after the band', () => {
    expect([5, 35, 95].map((at) => movePoint(at, 'out-in', band))).toEqual([0, 25, 100]);
    expect([5, 35, 95].map((at) => movePoint(at, 'in-out', band))).toEqual([100, 75, 0]);
    expect([5, 35, 95].map((at) => movePoint(at, 'in-out-in', band))).toEqual([75, 0, 75]);
    expect([5, 35, 95].map((at) => movePoint(at, 'out-in-out', band))).toEqual([25, 100, 25]);
  });

  it('stays in its end state at the bottom of the page when the band runs to 100 %', () => {
    const toTheEnd = { start: 20, end: 100 };
    expect(movePoint(100, 'out-in-out', toTheEnd)).toBe(100);
    expect(movePoint(100, 'in-out-in', toTheEnd)).toBe(0);
  });

  it('gives each scrolling effect its CSS value', () => {
    const at = (percent: number) =>
      scrollValues(
        {
          translateX: { direction: '', amount: 2, range: { start: 0, end: 60 } },
          rotateZ: { direction: 'negative', amount: 1, range: full },
          scale: { direction: 'out-in', amount: 4, range: band },
          opacity: { direction: 'out-in', amount: 10, range: band },
          blur: { direction: 'out-in', amount: 7, range: band },
        },
        percent,
      );
    expect(at(10)).toEqual({ transform: { translateX: '80px', rotateZ: '-40deg', scale: '1' }, opacity: '0', blur: '7px' });
    expect(at(50)).toEqual({ transform: { translateX: '0px', rotateZ: '0deg', scale: '1.2' }, opacity: '0.5', blur: '3.5px' });
    // The horizontal move stops at the end of its affected range (60 %).
    expect(at(90)).toEqual({ transform: { translateX: '-20px', rotateZ: '40deg', scale: '1.4' }, opacity: '1', blur: '0px' });
  });

  it('moves vertically against the scroll too', () => {
    expect(scrollValues({ translateY: { direction: '', amount: 4, range: full } }, 25)).toEqual({ transform: { translateY: '100px' } });
  });

  it('tracks the pointer against its move and tilts towards it', () => {
    const track = { direction: '', amount: 1, range: full };
    expect(mouseValues({ mouseTrack: track }, 100, 0)).toEqual({ translateX: '-50px', translateY: '50px' });
    expect(mouseValues({ mouseTrack: { ...track, direction: 'negative' } }, 100, 0)).toEqual({ translateX: '50px', translateY: '-50px' });
    expect(mouseValues({ tilt: { direction: '', amount: 4, range: full } }, 100, 0)).toEqual({ rotateX: '20deg', rotateY: '20deg' });
    expect(mouseValues({ tilt: { direction: '', amount: 4, range: full } }, 50, 50)).toEqual({ rotateX: '0deg', rotateY: '0deg' });
  });

  it('slides a background layer across the room it has past its element, sized ten points per unit of speed', () => {
    const background = readMotion(
      { background_motion_fx_motion_fx_scrolling: 'yes', background_motion_fx_translateY_effect: 'yes', background_motion_fx_translateY_speed: { unit: 'px', size: 3, sizes: [] }, motion_fx_translateX_effect: 'yes' },
      'background_motion_fx',
    );
    expect(background.scroll).toEqual({ translateY: { direction: '', amount: 3, range: full } });
    expect(layerOversize(background)).toEqual({ x: 0, y: 30 });
    expect(layerStep(0, 120, '')).toBe(-0);
    expect(layerStep(50, 120, '')).toBe(-60);
    expect(layerStep(100, 120, 'negative')).toBe(-0);
    expect(scrollValues(background.scroll, 25, { x: 0, y: 120 })).toEqual({ transform: { translateY: '-30px' } });
    expect(mouseValues({ mouseTrack: { direction: '', amount: 1, range: full } }, 100, 0, { x: 40, y: 40 })).toEqual({ translateX: '-40px', translateY: '0px' });
  });

  it('slides a background layer sideways by its own room, and still turns and scales it as an element', () => {
    const effects = {
      translateX: { direction: '', amount: 4, range: full },
      rotateZ: { direction: '', amount: 1, range: full },
      scale: { direction: 'out-in', amount: 4, range: full },
    };
    expect(scrollValues(effects, 25, { x: 40, y: 120 })).toEqual({ transform: { translateX: '-10px', rotateZ: '25deg', scale: '1.1' } });
  });

  it('sizes a background layer for mouse track on both axes unless a scrolling move sizes one', () => {
    const track = { mouseTrack: { direction: '', amount: 2, range: full } };
    expect(layerOversize({ scroll: {}, mouse: track, range: '' })).toEqual({ x: 20, y: 20 });
    expect(layerOversize({ scroll: { translateX: { direction: '', amount: 3, range: full } }, mouse: track, range: '' })).toEqual({ x: 30, y: 20 });
  });
});
