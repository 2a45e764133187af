import { islandRuntime } from '../../src/runtime/connect';
import type { Host } from '../../src/runtime/types';

/** The price filter widget's box, the slider island's element. */
export const PRICE_WIDGET = '.price_slider_wrapper';

type Runtime = Pick<Host, 'hydrate' | 'unmount'>;

/** Mounts the slider on one widget now rather than when it comes into view. */
function drawNow(wrapper: HTMLElement, runtime: Runtime): void {
  // A widget still waiting to come into view is scheduled by that strategy: drop the wait first.
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
 * Price widgets that arrive later (fragments, a loop refresh, a filter plugin's new sidebar, with
 * or without `init_price_filter`) are drawn at once, so the new widget looks like the one it
 * replaced: the stylesheet keeps the slider's place with its inputs hidden, and nothing else
 * would scan the new markup.
 *
 * @example watchArrivingWidgets(signal); // from the page's listener
 */
export function watchArrivingWidgets(signal: AbortSignal, doc: Document = document): void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) drawWaitingSliders(node);
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}

/**
 * WooCommerce's `init_price_filter`: every price widget on the page gets a slider built again
 * from its inputs' current values and bounds. Widgets already drawn are unmounted first (their
 * handles and listeners go with them), then mounted again at once.
 *
 * @example
 * reinitPriceSliders(); // after a script replaced the sidebar
 */
export function reinitPriceSliders(runtime: Runtime = islandRuntime(), doc: Document = document): void {
  for (const wrapper of doc.querySelectorAll<HTMLElement>(PRICE_WIDGET)) drawNow(wrapper, runtime);
}
