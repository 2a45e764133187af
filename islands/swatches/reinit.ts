/** Spec 9.2: swatches are set up again 1 s after a server request completes. */
export const REINIT_DELAY_MS = 1000;

const renders = new Set<() => void>();
let observer: PerformanceObserver | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

interface LanternGlobal {
  hydrate?(root: ParentNode): void;
}

function reinitialise(): void {
  timer = undefined;
  // Forms a quick view or filter inserted are mounted; the mounted ones are drawn again.
  (globalThis as { lantern?: LanternGlobal }).lantern?.hydrate?.(document.body);
  for (const render of renders) render();
}

function onEntries(list: PerformanceObserverEntryList): void {
  const requests = list
    .getEntries()
    .filter((entry) => entry instanceof PerformanceResourceTiming && ['fetch', 'xmlhttprequest'].includes(entry.initiatorType));
  if (requests.length === 0) return;
  if (timer !== undefined) clearTimeout(timer);
  timer = setTimeout(reinitialise, REINIT_DELAY_MS);
}

/**
 * Redraws `render` 1 s after any request the page sends (fetch or XHR, by Lantern, jQuery or
 * another script) completes: the swatches plugin does this on jQuery's `ajaxComplete`, which
 * misses requests that do not go through jQuery. Returns the unsubscribe.
 *
 * @example
 * const stop = redrawAfterRequests(render); … stop();
 */
export function redrawAfterRequests(render: () => void): () => void {
  renders.add(render);
  if (!observer && typeof PerformanceObserver === 'function') {
    observer = new PerformanceObserver(onEntries);
    try {
      observer.observe({ type: 'resource' });
    } catch {
      observer = undefined;
    }
  }
  return () => {
    renders.delete(render);
    if (renders.size > 0) return;
    observer?.disconnect();
    observer = undefined;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
}
