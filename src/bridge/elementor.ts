import { pageJQuery } from './jquery';

/**
 * Elementor Pro's popup events: triggered through jQuery on `document` (with `[id, instance]`)
 * and dispatched as window CustomEvents (`detail: {id, instance}`), as Elementor does both.
 */
const POPUP_EVENTS = { show: 'elementor/popup/show', hide: 'elementor/popup/hide' } as const;

/**
 * Announces a popup opening or closing the way Elementor Pro does: the jQuery event on
 * `document` with `[id, instance]` when jQuery is on the page, and a window CustomEvent with
 * `detail: {id, instance}` always. The native one goes to `window`, not `document`, so jQuery
 * handlers bound on `document` hear the event once, with its arguments.
 *
 * @example emitPopupEvent('show', '801', instance);
 */
export function emitPopupEvent(kind: 'show' | 'hide', id: number | string, instance: unknown): void {
  const name = POPUP_EVENTS[kind];
  const $ = pageJQuery();
  if ($) {
    try {
      $(document).trigger(name, [id, instance]);
    } catch (error) {
      // A third-party handler throwing must not stop the popup.
      console.error(error);
    }
  }
  window.dispatchEvent(new CustomEvent(name, { detail: { id, instance } }));
}
