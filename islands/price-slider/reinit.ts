import { onOwn } from '../../src/bridge/on-own';
import { islandRuntime } from '../../src/runtime/connect';
import type { Host } from '../../src/runtime/types';

/** The price filter widget's box, the slider island's element. */
export const PRICE_WIDGET = '.price_slider_wrapper';

type Runtime = Pick<Host, 'hydrate' | 'unmount'>;

/** Mounts the slider on one widget now rather than on the shopper's first touch. */
function drawNow(wrapper: HTMLElement, runtime: Runtime): void {
  // A widget still waiting for a touch is scheduled by that strategy: drop the wait first.
  runtime.unmount(wrapper);
  wrapper.dataset.hydrate = 'load';
  runtime.hydrate(wrapper);
}

/** Neither drawn nor already asked to draw at once. */
const waiting = (wrapper: HTMLElement): boolean => wrapper.dataset.islandState === undefined && wrapper.dataset.hydrate !== 'load';

/**
 * Draws the slider at once on every price widget inside `root` that does not show one yet.
 *
 * @example drawWaitingSliders(sidebar);
 */
export function drawWaitingSliders(root: Element, runtime: Runtime = islandRuntime()): void {
  const widgets = root.matches(PRICE_WIDGET) ? [root] : Array.from(root.querySelectorAll(PRICE_WIDGET));
  for (const wrapper of widgets) {
    if (wrapper instanceof HTMLElement && waiting(wrapper)) drawNow(wrapper, runtime);
  }
}

/**
 * Once the shopper has a slider, price widgets that arrive later (fragments, a loop refresh, a
 * filter plugin's new sidebar, with or without `init_price_filter`) are drawn at once, so the
 * new widget looks like the one it replaced instead of falling back to its two text inputs
 * until touched. Nothing is watched before the first slider is drawn.
 *
 * @example watchArrivingWidgets(signal); // from the page's listener
 */
export function watchArrivingWidgets(signal: AbortSignal, doc: Document = document): void {
  let observer: MutationObserver | undefined;
  const start = () => {
    stopHearing();
    if (observer || signal.aborted) return;
    observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) drawWaitingSliders(node);
      }
    });
    observer.observe(doc.body, { childList: true, subtree: true });
  };
  // WooCommerce's `price_slider_create`, as our slider tells it on each widget it draws.
  const stopHearing = onOwn('price-slider-create', start);
  signal.addEventListener(
    'abort',
    () => {
      stopHearing();
      observer?.disconnect();
    },
    { once: true },
  );
}

/**
 * WooCommerce's `init_price_filter`: every price widget on the page gets a slider built again
 * from its inputs' current values and bounds. Widgets already drawn are unmounted first (their
 * React root goes with them), then mounted again at once.
 *
 * @example
 * reinitPriceSliders(); // after a script replaced the sidebar
 */
export function reinitPriceSliders(runtime: Runtime = islandRuntime(), doc: Document = document): void {
  for (const wrapper of doc.querySelectorAll<HTMLElement>(PRICE_WIDGET)) drawNow(wrapper, runtime);
}
