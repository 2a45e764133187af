import { toRecord } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';
import { parseJson } from '../../src/config/records';

/** Elementor's stock breakpoints, used when the page prints none. */
const STOCK_BREAKPOINTS: Record<string, { value: number; direction: string }> = {
  mobile: { value: 767, direction: 'max' },
  tablet: { value: 1024, direction: 'max' },
};

/**
 * The device mode Elementor would report: the `content` of `#elementor-device-mode::after`
 * (Elementor's stylesheet sets it per breakpoint), else the printed breakpoints against the
 * window's width. Read when a rule needs it (popup conditions and animations, sticky and
 * motion effects), never per scroll or pointer event.
 *
 * @example currentDevice() // 'mobile' on a 390 px phone
 */
export function currentDevice(): string {
  let marker = document.getElementById('elementor-device-mode');
  if (!marker) {
    marker = document.createElement('span');
    marker.id = 'elementor-device-mode';
    marker.className = 'elementor-screen-only';
    document.body.append(marker);
  }
  const content = getComputedStyle(marker, '::after').content.replace(/["']/g, '');
  if (content && content !== 'none' && content !== 'normal') return content;
  const printed = toRecord(toRecord(pageGlobal('elementorFrontendConfig').responsive).breakpoints);
  const breakpoints = Object.keys(printed).length ? printed : STOCK_BREAKPOINTS;
  const width = window.innerWidth;
  let device = 'desktop';
  let best = Infinity;
  for (const [name, raw] of Object.entries(breakpoints)) {
    const point = toRecord(raw);
    if (point.is_enabled === false) continue;
    const value = Number(point.value);
    if (point.direction === 'min') {
      if (width >= value && device === 'desktop') device = name;
    } else if (width <= value && value < best) {
      best = value;
      device = name;
    }
  }
  return device;
}

/**
 * A setting for the current device: `{key}_{device}`, else the next wider device's, else the
 * desktop value (`key` itself), as Elementor's responsive controls inherit.
 * @example deviceSetting(settings, 'entrance_animation', 'mobile') // 'fadeIn'
 */
export function deviceSetting(settings: Record<string, unknown>, key: string, device: string): unknown {
  const order = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop'];
  const start = order.indexOf(device);
  if (start >= 0) {
    for (const mode of order.slice(start)) {
      const value = settings[`${key}_${mode}`];
      if (value !== undefined && value !== '') return value;
    }
  } else if (device !== 'desktop' && settings[`${key}_${device}`] !== undefined) {
    return settings[`${key}_${device}`];
  }
  return settings[key];
}

/**
 * An Elementor element's `data-settings` (its frontend settings as core prints them);
 * unreadable JSON reads as none.
 * @example elementSettings(header).sticky // 'top'
 */
export function elementSettings(element: Element): Record<string, unknown> {
  return toRecord(parseJson(element.getAttribute('data-settings') ?? '{}'));
}

/** Whether the visitor asked for reduced motion: animations and motion effects then stay still. */
export const reducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
