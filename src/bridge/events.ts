import { pageJQuery, type JQueryHandler } from './jquery';
import type { EventPair, HeardEvent, LanternEventMap } from './names';
import { OWN_PREFIX } from './prefix';

let ownEmissions = 0;

/**
 * Tells the page about one of our own mutations: the classic jQuery event with its classic
 * arguments (when jQuery is present) and our bubbling CustomEvent (always). Never a native
 * event under a classic name: jQuery handlers would hear it too, without their arguments.
 *
 * @example
 * emit(CART.addedToCart, [fragments, cartHash, $button], { fragments, cartHash, productId, button });
 */
export function emit<P extends EventPair>(pair: P, classicArgs: unknown[], detail: LanternEventMap[P[1]]): void {
  emitOn(document.body, pair, classicArgs, detail);
}

/**
 * {@link emit} on another element: the variation form's events are triggered on the form
 * (and `show_variation` on `.single_variation`), where plugins bind to them; both kinds bubble.
 *
 * @example
 * emitOn(form, CHOSEN_VARIATION.foundVariation, [variation], { variation });
 */
export function emitOn<P extends EventPair>(target: Element, pair: P, classicArgs: unknown[], detail: LanternEventMap[P[1]]): void {
  const [name, own] = pair;
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
  target.dispatchEvent(new CustomEvent(OWN_PREFIX + own, { bubbles: true, detail }));
}

/**
 * Asks classic listeners whether to go on (`should_send_ajax_request.adding_to_cart`).
 * Only an explicit `false` from a jQuery handler vetoes.
 */
export function vetoed(name: string, classicArgs: unknown[]): boolean {
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
 * for events a plugin hears there, which hears those triggered on the body too). The handler
 * also gets the element the event was triggered on (delegated listening: a country field's
 * `refresh`).
 *
 * @example
 * onClassic(CART.fragmentRefresh, () => refresh(), signal);
 * onClassic(VARIATION.checkVariations, () => check(), signal, form);
 */
export function onClassic(
  event: HeardEvent,
  handler: (args: unknown[], origin: EventTarget | null) => void,
  signal: AbortSignal,
  target: Element | Document = document.body,
): void {
  const name = typeof event === 'string' ? event : event[0];
  const $ = pageJQuery();
  if ($) {
    const jqHandler: JQueryHandler = (event, ...args) => {
      // Native events reach jQuery handlers too; the native listener below handles those.
      if (ownEmissions > 0 || event.originalEvent) return;
      handler(args, event.target ?? null);
    };
    $(target).on(name, jqHandler);
    signal.addEventListener('abort', () => $(target).off(name, jqHandler), { once: true });
  }
  target.addEventListener(
    name,
    (event) => handler(argsFromDetail((event as CustomEvent<unknown>).detail), event.target),
    { signal },
  );
}

