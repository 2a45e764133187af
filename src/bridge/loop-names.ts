/**
 * Elementor's signal on `document` once a loop widget shows new items: lazy background images
 * in them are watched. Only the loop filter raises it, so it sits apart from the other Elementor
 * names, which the popups' code loads (decision 0038: a names module goes whole into one chunk).
 *
 * @example
 * document.dispatchEvent(new Event(LOOP.lazyloadObserve));
 */
export const LOOP = {
  lazyloadObserve: 'elementor/lazyload/observe',
} as const;
