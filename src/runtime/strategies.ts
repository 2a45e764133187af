import type { HydrateStrategy } from './types';

let painted: Promise<void> | undefined;

const PAINT_WAIT_LIMIT_MS = 5000;

/**
 * Resolves after the browser has painted once: island code is never fetched before first paint.
 * Where paints are reported it waits for the `first-paint` entry (a frame callback alone can
 * run before the paint is recorded); elsewhere, a frame and a task. A hidden tab never paints,
 * so there it resolves on the next task.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'hidden' || performance.getEntriesByType('paint').length > 0) next();
    else if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) requestAnimationFrame(next);
    else {
      new PerformanceObserver((_, observer) => {
        observer.disconnect();
        next();
      }).observe({ type: 'paint' });
      // A page hidden before it paints, or one that reports no paint, must still come alive.
      document.addEventListener('visibilitychange', next, { once: true });
      setTimeout(next, PAINT_WAIT_LIMIT_MS);
    }
  });
  return painted;
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/** Every browser Lantern supports has IntersectionObserver (Safari since 12.1): no fallback. */
function visible(element: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          resolve();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    signal.addEventListener('abort', () => observer.disconnect(), { once: true });
  });
}

/** Any first touch of the element itself; triggers elsewhere count by intent alone (hold-clicks). */
const INTERACTION_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'click'] as const;

function interaction(element: Element, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    // A page behaviour sits on the body, where every touch of the page lands: only intent on
    // its triggers counts, and that mounts it from the outside (lifecycle's `wire`).
    if (element === document.body) return;
    const local = new AbortController();
    const go = () => {
      local.abort();
      resolve();
    };
    signal.addEventListener('abort', () => local.abort(), { once: true });
    for (const type of INTERACTION_EVENTS) element.addEventListener(type, go, { capture: true, signal: local.signal, passive: true });
    // The shopper got there before the code knew the island: focus that came first, or a
    // pointer resting on it (no pointer event comes until it moves again).
    if (element.contains(document.activeElement) || element.matches(':hover')) go();
  });
}

/**
 * Waits until an island's strategy says its code may load.
 * @example await whenReady('visible', element, controller.signal);
 */
export async function whenReady(strategy: HydrateStrategy, element: Element, signal: AbortSignal): Promise<void> {
  await afterFirstPaint();
  if (strategy === 'idle') await idle();
  else if (strategy === 'visible') await visible(element, signal);
  else if (strategy === 'interaction') await interaction(element, signal);
}

export function isStrategy(value: string | undefined): value is HydrateStrategy {
  return value === 'load' || value === 'idle' || value === 'visible' || value === 'interaction';
}
