import { pageJQuery, type JQueryHandler } from './jquery';
import type { EventPair, HeardEvent, LanternEventMap } from './names';
import { OWN_PREFIX } from './prefix';

/**
 * Classic events we are triggering right now, by name: our own handlers ignore those, but hear
 * others a third-party handler triggers meanwhile (a gateway answering `payment_method_selected`
 * with `update_checkout`).
 */
const ownEmissions = new Map<string, number>();

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
    ownEmissions.set(name, (ownEmissions.get(name) ?? 0) + 1);
    try {
      $(target).trigger(name, classicArgs);
    } catch (error) {
      // A third-party handler throwing must not stop our own flow.
      console.error(error);
    } finally {
      ownEmissions.set(name, (ownEmissions.get(name) ?? 1) - 1);
    }
  }
  target.dispatchEvent(new CustomEvent(OWN_PREFIX + own, { bubbles: true, detail }));
}

/**
 * Asks classic listeners whether to go on (`should_send_ajax_request.adding_to_cart` on the
 * body, `checkout_place_order` on the checkout form). Only an explicit `false` from a jQuery
 * handler vetoes.
 *
 * @example
 * if (vetoed('checkout_place_order', [classicForm], form)) return;
 */
export function vetoed(name: string, classicArgs: unknown[], target: Element = document.body): boolean {
  const $ = pageJQuery();
  if (!$) return false;
  try {
    return $(target).triggerHandler(name, classicArgs) === false;
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
      if ((ownEmissions.get(name) ?? 0) > 0 || event.originalEvent) return;
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


/**
 * Hears an event that a script triggers through jQuery only, with no native event behind it:
 * jQuery's `.trigger('change')` on a select (selectWoo picking a country, country-select.js
 * refilling the states) runs jQuery handlers but dispatches nothing a native listener hears.
 * The handler gets the element it was triggered on. Native events are left to native listeners.
 *
 * @example
 * onJQueryTriggered(form, 'change', (origin) => changed(origin), signal);
 */
export function onJQueryTriggered(target: Element, name: string, handler: (origin: Element) => void, signal: AbortSignal): void {
  const $ = pageJQuery();
  if (!$) return;
  const jqHandler: JQueryHandler = (event) => {
    if (event.originalEvent || !(event.target instanceof Element)) return;
    handler(event.target);
  };
  $(target).on(name, jqHandler);
  signal.addEventListener('abort', () => $(target).off(name, jqHandler), { once: true });
}
