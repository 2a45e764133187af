import { toNumber, toRecord, toText } from '../../src/config/coerce';
import { currentDevice } from './device-mode';

/** Spec 9.2: motion effects re-check their device modes 200 ms after a resize. */
export const MOTION_RESIZE_DEBOUNCE_MS = 200;

type Settings = Record<string, unknown>;

function readSettings(element: HTMLElement): Settings {
  try {
    return toRecord(JSON.parse(element.dataset.settings ?? '{}'));
  } catch {
    return {};
  }
}

/**
 * Whether `motion_fx` (or `background_motion_fx`) is on for the current device: its devices
 * list absent or naming the mode, and scrolling or mouse effects switched on.
 */
export function motionActive(settings: Settings, name: 'motion_fx' | 'background_motion_fx', device: string): boolean {
  const devices = settings[`${name}_devices`];
  const onDevice = !Array.isArray(devices) || devices.map(String).includes(device);
  return onDevice && (settings[`${name}_motion_fx_scrolling`] === 'yes' || settings[`${name}_motion_fx_mouse`] === 'yes');
}

/** One scrolling effect's value at `progress` (0 when the element enters at the bottom, 1 when it leaves at the top). */
function effectAt(settings: Settings, effect: string, progress: number): number {
  const speed = toNumber(toRecord(settings[`motion_fx_${effect}_speed`]).size, 4);
  const negative = toText(settings[`motion_fx_${effect}_direction`], '') === 'negative' ? -1 : 1;
  return (0.5 - progress) * speed * 25 * negative;
}

/**
 * Scrolling motion effects of one element (vertical and horizontal drift, spec 4.11), active
 * only on the device modes listed for them; a resize re-checks 200 ms after it starts and
 * again after the last one (leading and trailing, as Elementor's debounce runs). The element's
 * place is measured when it starts and on resize; a scroll only reads `scrollY`, then writes a
 * transform in the next frame.
 *
 * @example startMotion(panel, signal);
 */
export function startMotion(element: HTMLElement, signal: AbortSignal): void {
  const settings = readSettings(element);
  let stop: (() => void) | null = null;

  const toggle = () => {
    const active = motionActive(settings, 'motion_fx', currentDevice()) && settings.motion_fx_motion_fx_scrolling === 'yes';
    stop?.();
    stop = null;
    if (!active) return;
    const local = new AbortController();
    element.style.transform = '';
    const box = element.getBoundingClientRect();
    const top = box.top + window.scrollY;
    const span = window.innerHeight + box.height;
    let frame = 0;
    const paint = () => {
      frame = 0;
      const progress = Math.min(1, Math.max(0, (window.scrollY + window.innerHeight - top) / span));
      const y = settings.motion_fx_translateY_effect === 'yes' ? effectAt(settings, 'translateY', progress) : 0;
      const x = settings.motion_fx_translateX_effect === 'yes' ? effectAt(settings, 'translateX', progress) : 0;
      element.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px)`;
    };
    window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(paint)), { passive: true, signal: local.signal });
    paint();
    element.classList.add('elementor-motion-effects-element');
    stop = () => {
      local.abort();
      cancelAnimationFrame(frame);
      element.style.transform = '';
    };
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
    stop?.();
  });
}
