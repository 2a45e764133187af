import { CLASSIC, OWN, OWN_PREFIX, type ClassicEvent, type EmittedClassicEvent, type LanternEventMap } from './names';
import { pageJQuery, type JQueryHandler } from './jquery';

let ownEmissions = 0;

/**
 * Tells the page about one of our own mutations: the classic jQuery event with its classic
 * arguments (when jQuery is present) and our bubbling CustomEvent (always). Never a native
 * event under a classic name: jQuery handlers would hear it too, without their arguments.
 *
 * @example
 * emit(CLASSIC.addedToCart, [fragments, cartHash, $button], { fragments, cartHash, productId, button });
 */
export function emit<K extends EmittedClassicEvent>(
  name: K,
  classicArgs: unknown[],
  detail: LanternEventMap[(typeof OWN)[K]],
): void {
  emitOn(document.body, name, classicArgs, detail);
}

/**
 * {@link emit} on another element: the variation form's events are triggered on the form
 * (and `show_variation` on `.single_variation`), where plugins bind to them; both kinds bubble.
 *
 * @example
 * emitOn(form, CLASSIC.foundVariation, [variation], { variation });
 */
export function emitOn<K extends EmittedClassicEvent>(
  target: Element,
  name: K,
  classicArgs: unknown[],
  detail: LanternEventMap[(typeof OWN)[K]],
): void {
  const $ = pageJQuery();
  if ($) {
    ownEmissions += 1;
    try {
      $(target).trigger(name, classicArgs);
    } catch (error) {
      // A third-party handler throwing must not stop our own flow.
      console.error(error);
    } finally {
      ownEmissions -= 1;
    }
  }
  target.dispatchEvent(new CustomEvent(OWN_PREFIX + OWN[name], { bubbles: true, detail }));
}

/**
 * Asks classic listeners whether to go on (`should_send_ajax_request.adding_to_cart`).
 * Only an explicit `false` from a jQuery handler vetoes.
 */
export function vetoed(name: ClassicEvent, classicArgs: unknown[]): boolean {
  const $ = pageJQuery();
  if (!$) return false;
  try {
    return $(document.body).triggerHandler(name, classicArgs) === false;
  } catch (error) {
    console.error(error);
    return false;
  }
}

function argsFromDetail(detail: unknown): unknown[] {
  if (Array.isArray(detail)) return detail;
  const nested = (detail as { detail?: unknown } | null)?.detail;
  return Array.isArray(nested) ? nested : [];
}

/**
 * Hears a classic event raised by a third party: through jQuery when present, and as a native
 * CustomEvent (newer WooCommerce scripts dispatch those). Our own emissions are ignored.
 * Listens on `document.body` unless given another target (e.g. a variation form, or `document`
 * for events a plugin hears there, which hears those triggered on the body too).
 *
 * @example
 * onClassic(CLASSIC.fragmentRefresh, () => refresh(), signal);
 * onClassic(CLASSIC.checkVariations, () => check(), signal, form);
 */
export function onClassic(
  name: ClassicEvent,
  handler: (args: unknown[]) => void,
  signal: AbortSignal,
  target: Element | Document = document.body,
): void {
  const $ = pageJQuery();
  if ($) {
    const jqHandler: JQueryHandler = (event, ...args) => {
      // Native events reach jQuery handlers too; the native listener below handles those.
      if (ownEmissions > 0 || event.originalEvent) return;
      handler(args);
    };
    $(target).on(name, jqHandler);
    signal.addEventListener('abort', () => $(target).off(name, jqHandler), { once: true });
  }
  target.addEventListener(
    name,
    (event) => handler(argsFromDetail((event as CustomEvent<unknown>).detail)),
    { signal },
  );
}

export { CLASSIC };
