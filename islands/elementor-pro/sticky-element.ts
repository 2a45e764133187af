import { toNumber, toText } from '../../src/config/coerce';
import { currentDevice, deviceSetting, elementSettings } from './device-mode';

/** Spec 9.2: the sticky set-up is rebuilt 300 ms after the last resize. */
export const STICKY_RESIZE_DEBOUNCE_MS = 300;

const ACTIVE = 'elementor-sticky--active';
const HANDLES = 'elementor-section--handles-inside';
const EFFECTS = 'elementor-sticky--effects';
/** Where `sticky_parent` keeps an element: its column or container. */
const PARENTS = '.e-con, .e-con-inner, .elementor-widget-wrap';

export interface StickyConfig {
  side: 'top' | 'bottom';
  /** `sticky_offset` for the device (plus a fixed admin bar's height at the top). */
  offset: number;
  effectsOffset: number;
  /** `sticky_parent`: it stays within its column or container. */
  parent: boolean;
}

/** Where the element and its parent sit in the page, in px from the document's top. */
export interface StickyGeometry {
  /** The element draws no box (hidden on this device by the theme's or Elementor's CSS). */
  hidden?: boolean;
  top: number;
  height: number;
  parentTop: number | null;
  parentBottom: number | null;
}

/** `static` in the flow, `fixed` to the window, `parent`: held at the edge of its parent. */
export type StickyMode = 'static' | 'fixed' | 'parent';

const isContainer = (element: Element | null) => Boolean(element && (element.classList.contains('e-con') || element.classList.contains('e-con-inner')));

/**
 * The sticky set-up for the current device, or null where it is off (`sticky` unset, or the
 * device not in `sticky_on`). A top-level container has no parent to stay within.
 */
function stickyConfig(element: HTMLElement, settings: Record<string, unknown>): StickyConfig | null {
  const side = toText(settings.sticky, '');
  const device = currentDevice();
  const devices = Array.isArray(settings.sticky_on) ? settings.sticky_on.map(String) : ['desktop', 'tablet', 'mobile'];
  if ((side !== 'top' && side !== 'bottom') || !devices.includes(device)) return null;
  const bar = document.getElementById('wpadminbar');
  // WordPress's admin bar sits over the top of the page when it is fixed.
  const adminBar = side === 'top' && bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
  const topLevel = isContainer(element) && !isContainer(element.parentElement);
  return {
    side,
    offset: toNumber(deviceSetting(settings, 'sticky_offset', device), 0) + adminBar,
    effectsOffset: toNumber(deviceSetting(settings, 'sticky_effects_offset', device), 0),
    parent: Boolean(settings.sticky_parent) && !topLevel,
  };
}

/**
 * Where a sticky element belongs at `scrollY`, from sizes measured beforehand (no layout read):
 * at the top, fixed once its top reaches the offset, held at its parent's bottom once it would
 * leave the parent; at the bottom, fixed while its place is below the window's bottom edge,
 * held at its parent's top once it would rise above it. `passed` is how far past the point
 * where it sticks the page has scrolled (the effects class comes at `sticky_effects_offset`).
 *
 * @example stickyState({ side: 'top', offset: 0, effectsOffset: 0, parent: false }, { top: 100, height: 50, parentTop: null, parentBottom: null }, 150, 800)
 * // { mode: 'fixed', passed: 50 }
 */
export function stickyState(config: StickyConfig, geometry: StickyGeometry, scrollY: number, windowHeight: number): { mode: StickyMode; passed: number } {
  const { side, offset } = config;
  const { top, height, parentTop, parentBottom } = geometry;
  if (geometry.hidden) return { mode: 'static', passed: -Infinity };
  if (side === 'top') {
    const passed = scrollY + offset - top;
    if (passed < 0) return { mode: 'static', passed };
    return { mode: parentBottom !== null && scrollY + offset + height > parentBottom ? 'parent' : 'fixed', passed };
  }
  const edge = scrollY + windowHeight - offset;
  const passed = top + height - edge;
  if (passed < 0) return { mode: 'static', passed };
  return { mode: parentTop !== null && edge - height < parentTop ? 'parent' : 'fixed', passed };
}

const pageTop = (box: DOMRect) => box.top + window.scrollY;

/**
 * Makes one element sticky as Elementor Pro does, only on the device modes in `sticky_on`
 * (spec 4.11): fixed to the top or bottom edge at `sticky_offset`, a spacer keeping its place,
 * `elementor-sticky--active` while it sticks, `elementor-sticky--effects` past
 * `sticky_effects_offset`, and with `sticky_parent` held at the end of its column or container
 * instead of leaving it. Sizes are measured when it starts, on resize and when the page's height
 * changes; a scroll reads `scrollY` only and writes only when the state changes. A resize
 * rebuilds the set-up after 300 ms if the device mode changed it.
 *
 * @example startSticky(header, signal);
 */
export function startSticky(element: HTMLElement, signal: AbortSignal): void {
  const settings = elementSettings(element);
  let stop = () => {};
  let applied = '';

  const start = () => {
    const config = stickyConfig(element, settings);
    const key = JSON.stringify(config);
    if (key === applied) return;
    applied = key;
    stop();
    stop = () => {};
    if (!config) return;
    element.classList.add('elementor-sticky');
    const parent = config.parent ? element.parentElement?.closest<HTMLElement>(PARENTS) ?? null : null;
    const spacer = document.createElement('div');
    spacer.className = 'elementor-sticky__spacer';
    spacer.setAttribute('aria-hidden', 'true');
    const local = new AbortController();
    let mode: StickyMode = 'static';
    let geometry: StickyGeometry = { top: 0, height: 0, parentTop: null, parentBottom: null };
    let windowHeight = window.innerHeight;
    let width = 0;
    let parentPosition: string | null = null;

    const measure = () => {
      const box = element.getBoundingClientRect();
      const parentBox = parent?.getBoundingClientRect();
      geometry = {
        hidden: element.getClientRects().length === 0,
        top: pageTop(box),
        height: box.height,
        parentTop: parentBox ? pageTop(parentBox) : null,
        parentBottom: parentBox ? pageTop(parentBox) + parentBox.height : null,
      };
      width = box.width;
      windowHeight = window.innerHeight;
    };

    const clearStyles = () => {
      for (const property of ['position', 'width', 'z-index', 'top', 'bottom', 'margin-top', 'margin-bottom']) element.style.removeProperty(property);
    };
    const setMode = (next: StickyMode) => {
      if (next === mode) return;
      if (mode === 'parent' && parent && parentPosition !== null) {
        parent.style.position = parentPosition;
        parentPosition = null;
      }
      mode = next;
      clearStyles();
      element.classList.toggle(ACTIVE, next !== 'static');
      element.classList.toggle(HANDLES, next !== 'static');
      if (next === 'static') {
        spacer.remove();
        return;
      }
      spacer.style.cssText = `visibility:hidden;height:${geometry.height}px;width:${width}px;flex-shrink:0;margin:0;padding:0`;
      if (!spacer.isConnected) element.after(spacer);
      Object.assign(element.style, { width: `${width}px`, zIndex: '99', marginTop: '0', marginBottom: '0' });
      if (next === 'fixed') {
        element.style.position = 'fixed';
        element.style[config.side] = `${config.offset}px`;
      } else if (parent) {
        // Held at the parent's far edge: the parent becomes its containing block.
        if (getComputedStyle(parent).position === 'static') {
          parentPosition = parent.style.position;
          parent.style.position = 'relative';
        }
        element.style.position = 'absolute';
        element.style[config.side === 'top' ? 'bottom' : 'top'] = '0';
      }
    };
    const update = () => {
      const state = stickyState(config, geometry, window.scrollY, windowHeight);
      setMode(state.mode);
      element.classList.toggle(EFFECTS, state.mode !== 'static' && state.passed >= config.effectsOffset);
    };
    let frame = 0;
    const remeasure = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        // Its width and place are read back in the flow: the window or the page changed.
        setMode('static');
        measure();
        update();
      });
    };

    measure();
    update();
    window.addEventListener('scroll', update, { passive: true, signal: local.signal });
    window.addEventListener('resize', remeasure, { passive: true, signal: local.signal });
    const resized = new ResizeObserver(remeasure);
    resized.observe(document.documentElement);
    stop = () => {
      local.abort();
      resized.disconnect();
      cancelAnimationFrame(frame);
      setMode('static');
      element.classList.remove('elementor-sticky', EFFECTS);
    };
  };

  start();
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener(
    'resize',
    () => {
      clearTimeout(timer);
      timer = setTimeout(start, STICKY_RESIZE_DEBOUNCE_MS);
    },
    { passive: true, signal },
  );
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    stop();
  });
}
