import { pageJQuery } from './jquery';
import { ELEMENTOR } from './elementor-names';

/**
 * Announces a popup opening or closing the way Elementor Pro does: the jQuery event on
 * `document` with `[id, instance]` when jQuery is on the page, and a window CustomEvent with
 * `detail: {id, instance}` always. The native one goes to `window`, not `document`, so jQuery
 * handlers bound on `document` hear the event once, with its arguments.
 *
 * @example emitPopupEvent('show', '801', instance);
 */
export function emitPopupEvent(kind: 'show' | 'hide', id: number | string, instance: unknown): void {
  const name = kind === 'show' ? ELEMENTOR.popupShow : ELEMENTOR.popupHide;
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
