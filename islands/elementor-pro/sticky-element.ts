import { toNumber, toRecord, toText } from '../../src/config/coerce';
import { currentDevice } from './device-mode';

/** Spec 9.2: the sticky set-up is rebuilt 300 ms after the last resize. */
export const STICKY_RESIZE_DEBOUNCE_MS = 300;

const ACTIVE = 'elementor-sticky--active';
const HANDLES = 'elementor-section--handles-inside';

function readSettings(element: HTMLElement): Record<string, unknown> {
  try {
    return toRecord(JSON.parse(element.dataset.settings ?? '{}'));
  } catch {
    return {};
  }
}

/** The sticky set-up for the current device, or null where it is off (not in `sticky_on`). */
function stickyConfig(settings: Record<string, unknown>) {
  const side = toText(settings.sticky, '');
  const devices = Array.isArray(settings.sticky_on) ? settings.sticky_on.map(String) : ['desktop', 'tablet', 'mobile'];
  if ((side !== 'top' && side !== 'bottom') || !devices.includes(currentDevice())) return null;
  const bar = document.getElementById('wpadminbar');
  // WordPress's admin bar sits over the top of the page when it is fixed.
  const adminBar = side === 'top' && bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
  return { side, offset: toNumber(settings.sticky_offset, 0) + adminBar, effectsOffset: toNumber(settings.sticky_effects_offset, 0) };
}

/**
 * Makes one element sticky as Elementor Pro does, only on the device modes in `sticky_on`
 * (spec 4.11): a spacer keeps its place, `elementor-sticky--active` while it sticks,
 * `elementor-sticky--effects` past `sticky_effects_offset`. An IntersectionObserver on the
 * spacer's place tells when it sticks; a scroll reads `scrollY` only. A resize rebuilds the
 * set-up after 300 ms if the device mode changed it.
 *
 * @example startSticky(header, signal);
 */
export function startSticky(element: HTMLElement, signal: AbortSignal): void {
  const settings = readSettings(element);
  let stop = () => {};
  let applied = '';

  const start = () => {
    const config = stickyConfig(settings);
    const key = JSON.stringify(config);
    if (key === applied) return;
    applied = key;
    stop();
    stop = () => {};
    if (!config) return;
    element.classList.add('elementor-sticky');
    const spacer = document.createElement('div');
    spacer.className = 'elementor-sticky__spacer';
    spacer.setAttribute('aria-hidden', 'true');
    spacer.style.cssText = 'visibility:hidden;height:0;margin:0;padding:0';
    element.before(spacer);
    const local = new AbortController();
    const setActive = (active: boolean) => {
      if (active === element.classList.contains(ACTIVE)) return;
      if (active) {
        const { width, height } = element.getBoundingClientRect();
        spacer.style.height = `${height}px`;
        Object.assign(element.style, { position: 'fixed', width: `${width}px`, zIndex: '99', [config.side]: `${config.offset}px` });
      } else {
        spacer.style.height = '0';
        element.style.removeProperty('position');
        element.style.removeProperty('width');
        element.style.removeProperty('z-index');
        element.style.removeProperty(config.side);
      }
      element.classList.toggle(ACTIVE, active);
      element.classList.toggle(HANDLES, active);
    };
    const margin = config.side === 'top' ? `-${config.offset}px 0px 0px 0px` : `0px 0px -${config.offset}px 0px`;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const past = config.side === 'top' ? entry.boundingClientRect.top < config.offset : entry.boundingClientRect.bottom > window.innerHeight - config.offset;
        setActive(!entry.isIntersecting && past);
      },
      { rootMargin: margin, threshold: [0, 1] },
    );
    observer.observe(spacer);
    const effects = () => element.classList.toggle('elementor-sticky--effects', window.scrollY > config.effectsOffset);
    window.addEventListener('scroll', effects, { passive: true, signal: local.signal });
    effects();
    stop = () => {
      observer.disconnect();
      local.abort();
      setActive(false);
      spacer.remove();
      element.classList.remove('elementor-sticky', 'elementor-sticky--effects');
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
