import { ELEMENTOR } from '../../src/bridge/elementor-names';
import { currentDevice, deviceSetting, elementSettings, reducedMotion } from './device-mode';
import { layerOversize, mouseValues, pagePercent, readMotion, scrollValues, viewportPercent, type MotionGroup, type Movable } from './motion-maths';

/** Spec 9.2: motion effects re-check their device modes 200 ms after a resize. */
export const MOTION_RESIZE_DEBOUNCE_MS = 200;

type Settings = Record<string, unknown>;

/** The custom properties the effects write; the transform and filter rules read them. */
const VARIABLES = ['--translateX', '--translateY', '--rotateZ', '--scale', '--rotateX', '--rotateY', '--blur'];

/**
 * Whether `motion_fx` (or `background_motion_fx`) is on for the current device: its devices
 * list absent or naming the mode, and scrolling or mouse effects switched on.
 */
export function motionActive(settings: Settings, name: 'motion_fx' | 'background_motion_fx', device: string): boolean {
  const devices = settings[`${name}_devices`];
  const onDevice = !Array.isArray(devices) || devices.map(String).includes(device);
  return onDevice && (settings[`${name}_motion_fx_scrolling`] === 'yes' || settings[`${name}_motion_fx_mouse`] === 'yes');
}

/** What moves: a section or container itself, a widget's container, a column's widget wrap. */
function targetOf(element: HTMLElement): HTMLElement {
  const type = element.dataset.element_type;
  if (type === 'section' || type === 'container') return element;
  const child = element.querySelector<HTMLElement>(`:scope > ${type === 'column' ? '.elementor-widget-wrap' : '.elementor-widget-container'}`);
  return child ?? element;
}

/**
 * The element's own CSS transforms (`_transform_{name}_effect`, printed as `--e-transform-*`
 * variables) come first in the transform rule, so the effects add to them rather than replace them.
 */
function ownTransforms(settings: Settings): string {
  const names: string[] = [];
  for (const [key, value] of Object.entries(settings)) {
    const name = /_transform_(.+?)_effect/.exec(key)?.[1];
    if (!name || !value || names.includes(name)) continue;
    if (name === 'perspective') names.unshift(name);
    else names.push(name);
  }
  return names
    .map((name) => {
      const fn = name.replace(/^flip/, 'scale');
      const fallback = fn.startsWith('scale') ? '1' : `0${/^(rotate|skew)/.test(fn) ? 'deg' : 'px'}`;
      return `${fn}(var(--e-transform-${name}, ${fallback}))`;
    })
    .join('');
}

/**
 * A background layer as Elementor Pro adds one for background effects: a clipping container
 * first in the element (a column's populated wrap) holding a layer larger than the element by
 * the room its movement needs. The page's stylesheet paints the element's background on it.
 */
function addLayer(element: HTMLElement, oversize: Movable): { container: HTMLElement; layer: HTMLElement } {
  const container = document.createElement('div');
  container.className = 'elementor-motion-effects-container';
  const layer = document.createElement('div');
  layer.className = 'elementor-motion-effects-layer';
  layer.style.width = `${100 + oversize.x}%`;
  layer.style.height = `${100 + oversize.y}%`;
  container.append(layer);
  const host = element.dataset.element_type === 'column' ? element.querySelector<HTMLElement>(':scope > .elementor-element-populated') : null;
  (host ?? element).prepend(container);
  element.classList.add('elementor-motion-effects-element-type-background');
  return { container, layer };
}

/**
 * Runs one element's effects (its own, or its background layer's) until the returned stop.
 * Sizes are measured when it starts, on resize, when the page's height changes and on
 * `elementor-pro/motion-fx/recalc`, in a frame; a scroll or pointer event only notes `scrollY`
 * or the pointer and asks for a frame, and only while the element is in view (an
 * IntersectionObserver says so).
 */
function run(element: HTMLElement, settings: Settings, group: MotionGroup): () => void {
  const options = readMotion(settings, group);
  const scrollNames = Object.keys(options.scroll);
  const hasScroll = scrollNames.length > 0;
  const hasMouse = Object.keys(options.mouse).length > 0;
  if (!hasScroll && !hasMouse) return () => {};
  const background = group === 'background_motion_fx' ? addLayer(element, layerOversize(options)) : null;
  // What moves, and the element whose parent's passage through the window drives it.
  const target = background ? background.layer : targetOf(element);
  const moving = background ? element : target;
  const parent = moving.parentElement ?? document.body;
  const local = new AbortController();
  const listen = { passive: true, signal: local.signal };
  const fixed = deviceSetting(settings, '_position', currentDevice()) === 'fixed';
  const range = options.range || (fixed ? 'page' : '');

  const parts = scrollNames.filter((name) => name !== 'opacity' && name !== 'blur');
  if (options.mouse.mouseTrack) parts.push('translateX', 'translateY');
  if (options.mouse.tilt) parts.push('rotateX', 'rotateY');
  target.style.transform = (background ? '' : ownTransforms(settings)) + [...new Set(parts)].map((name) => `${name}(var(--${name}))`).join('');
  if (options.scroll.blur) target.style.filter = 'blur(var(--blur))';
  if (options.scroll.opacity) target.style.willChange = 'opacity';
  moving.classList.add('elementor-motion-effects-element');
  parent.classList.add('elementor-motion-effects-parent');
  parent.classList.toggle('elementor-motion-effects-perspective', Boolean(options.mouse.tilt));

  let top = 0;
  let height = 0;
  let windowWidth = 1;
  let windowHeight = 1;
  let scrollable = 0;
  let stale = true;
  let inView = true;
  let frame = 0;
  let pointer: { x: number; y: number } | null = null;
  let movable: Movable | undefined;

  const measure = () => {
    // Layout sizes, not drawn ones: the layer's own transform must not count.
    if (background) movable = { x: background.layer.offsetWidth - element.offsetWidth, y: background.layer.offsetHeight - element.offsetHeight };
    const box = parent.getBoundingClientRect();
    top = box.top + window.scrollY;
    height = box.height;
    windowWidth = window.innerWidth || 1;
    windowHeight = window.innerHeight || 1;
    scrollable = document.documentElement.scrollHeight - document.documentElement.clientHeight;
    stale = false;
  };
  const percent = () => {
    if (range === 'page') return pagePercent(window.scrollY, scrollable);
    if (fixed) return pagePercent(window.scrollY, windowHeight);
    return viewportPercent(window.scrollY, windowHeight, top, height);
  };
  const paint = () => {
    frame = 0;
    if (stale) measure();
    const values: Record<string, string> = {};
    if (hasScroll) {
      const scrolled = scrollValues(options.scroll, percent(), movable);
      Object.assign(values, scrolled.transform);
      if (scrolled.blur) values.blur = scrolled.blur;
      if (scrolled.opacity) target.style.opacity = scrolled.opacity;
    }
    if (hasMouse && pointer) Object.assign(values, mouseValues(options.mouse, (pointer.x / windowWidth) * 100, (pointer.y / windowHeight) * 100, movable));
    for (const [name, value] of Object.entries(values)) target.style.setProperty(`--${name}`, value);
  };
  const schedule = () => {
    if (inView) frame ||= requestAnimationFrame(paint);
  };
  const remeasure = () => {
    stale = true;
    schedule();
  };

  paint();
  const observer = new IntersectionObserver(([entry]) => {
    inView = entry?.isIntersecting ?? true;
    remeasure();
  });
  observer.observe(range === 'page' ? document.body : parent);
  const resized = new ResizeObserver(remeasure);
  resized.observe(document.documentElement);
  if (hasScroll) window.addEventListener('scroll', schedule, listen);
  if (hasMouse) {
    window.addEventListener(
      'mousemove',
      (event) => {
        pointer = { x: event.clientX, y: event.clientY };
        schedule();
      },
      listen,
    );
  }
  window.addEventListener('resize', remeasure, listen);
  window.addEventListener(ELEMENTOR.motionRecalc, remeasure, listen);

  return () => {
    local.abort();
    observer.disconnect();
    resized.disconnect();
    cancelAnimationFrame(frame);
    for (const property of ['transform', 'filter', 'opacity', 'will-change', ...VARIABLES]) target.style.removeProperty(property);
    moving.classList.remove('elementor-motion-effects-element', 'elementor-motion-effects-element-type-background');
    parent.classList.remove('elementor-motion-effects-parent', 'elementor-motion-effects-perspective');
    background?.container.remove();
  };
}

/**
 * Elementor Pro's motion effects on one element (spec 4.11): vertical and horizontal scroll,
 * rotate, scale, transparency and blur as the page scrolls, mouse track and 3D tilt as the
 * pointer moves, each with its direction, speed or level and viewport range as `data-settings`
 * holds them, and only on the device modes in `motion_fx_devices`; the same for its background
 * (`background_motion_fx_*`, on a layer the background is painted on). A visitor who asked for
 * reduced motion gets none. A resize re-checks the device mode at once and 200 ms after the
 * last one (Elementor's leading and trailing debounce).
 *
 * @example startMotion(panel, signal);
 */
export function startMotion(element: HTMLElement, signal: AbortSignal): void {
  const settings = elementSettings(element);
  const stops = new Map<MotionGroup, () => void>();

  const toggle = () => {
    const device = currentDevice();
    for (const group of ['motion_fx', 'background_motion_fx'] as const) {
      const active = motionActive(settings, group, device) && !reducedMotion();
      if (active === stops.has(group)) continue;
      stops.get(group)?.();
      stops.delete(group);
      if (active) stops.set(group, run(element, settings, group));
    }
  };

  toggle();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let leading = true;
  window.addEventListener(
    'resize',
    () => {
      if (leading) toggle();
      leading = false;
      clearTimeout(timer);
      timer = setTimeout(() => {
        leading = true;
        toggle();
      }, MOTION_RESIZE_DEBOUNCE_MS);
    },
    { passive: true, signal },
  );
  signal.addEventListener('abort', () => {
    clearTimeout(timer);
    stops.forEach((stop) => stop());
  });
}
