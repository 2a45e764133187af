import { pageJQuery } from './jquery';

/** One entry of jQuery's own record of bound handlers (`jQuery._data(element, 'events')`). */
interface BoundHandler {
  selector?: string;
  /** The `data` argument of `.on(events, selector, data, handler)`. */
  data?: unknown;
}

/** Which of another script's handlers count: all, or only those a script marks as its own. */
export type HandlerOwner = (data: unknown) => boolean;

type EventRecord = Partial<Record<string, readonly BoundHandler[]>>;

/** jQuery's record of the handlers bound on `node`, or nothing (no jQuery, none bound). */
function boundOn(node: Node, type: string): readonly BoundHandler[] {
  const $ = pageJQuery() as { _data?: (node: Node, key: string) => unknown } | null;
  const events = typeof $?._data === 'function' ? ($._data(node, 'events') as EventRecord | undefined) : undefined;
  const handlers = events?.[type];
  return Array.isArray(handlers) ? handlers : [];
}

function closestWithin(target: Element, selector: string, delegate: Node): boolean {
  try {
    const match = target.closest(selector);
    return match !== null && match !== delegate && delegate.contains(match);
  } catch {
    // jQuery's own selector extensions (`:visible`, ...) are not the browser's: not counted.
    return false;
  }
}

/**
 * Whether another script bound a jQuery handler that runs for a `type` event on `target`:
 * one bound on the element itself, or one delegated from an ancestor (or the document) whose
 * selector matches it. Read from jQuery's own event data when jQuery is on the page; handlers
 * bound without jQuery cannot be seen. Lantern binds no jQuery handler for DOM events, so
 * whatever is found belongs to another script.
 *
 * @example
 * // theme.js: jQuery(document).on('click', '.quantity .plus, .quantity .minus', step);
 * jqueryHandles(document.querySelector('.quantity .plus')!, 'click'); // true
 */
export function jqueryHandles(target: Element, type: string, owner: HandlerOwner = () => true): boolean {
  if (boundOn(target, type).some((handler) => !handler.selector && owner(handler.data))) return true;
  for (let node: Node | null = target.parentNode; node; node = node.parentNode) {
    const delegate = node;
    if (boundOn(delegate, type).some((handler) => handler.selector && owner(handler.data) && closestWithin(target, handler.selector, delegate))) return true;
  }
  return false;
}

/**
 * WooCommerce's add-to-cart.js binds its add and remove clicks with `{ addToCartHandler }` as
 * their data: that tells its handlers from another plugin's (an analytics plugin's click
 * tracking on the same buttons), which must not take the add away from Lantern.
 *
 * @example
 * jqueryHandles(button, 'click', isWooCommerceCartHandler);
 */
export const isWooCommerceCartHandler: HandlerOwner = (data) => typeof data === 'object' && data !== null && 'addToCartHandler' in data;

/** A control another script handles too (the report's `DoubleHandler`, which this layer cannot import). */
export interface DoubleHandler {
  surface: string;
  selector: string;
  detail: string;
}

/** Double handlers found at a click, which no later look at the page could see again. */
const seen = new Map<string, DoubleHandler>();

/**
 * Records a double handler found while handling a click (a handler bound without jQuery has
 * no record to read later): `window.lantern.report()` lists it. One entry per surface and
 * selector, the latest detail kept.
 *
 * @example
 * noteDoubleHandler({ surface: 'quantity', selector: 'div.quantity .plus', detail: 'another script stepped the field first' });
 */
export function noteDoubleHandler(found: DoubleHandler): void {
  seen.set(`${found.surface}\u0000${found.selector}`, found);
}

/** The double handlers recorded so far on this page. */
export function seenDoubleHandlers(): DoubleHandler[] {
  return Array.from(seen.values());
}

/**
 * At a click on `target`: whether another script handles it, so Lantern stands aside for this
 * click (the other script does the work) and records the double handler for
 * `window.lantern.report()` under `surface` and `selector`. Two signs count:
 * - a jQuery click handler of another script (only those `owner` accepts, when given), read
 *   from jQuery's event data;
 * - without jQuery, a handler that ran before Lantern's and took the click: its default is
 *   already prevented when the click reaches Lantern's listener on the document. A handler that
 *   adds, removes or opens something in place must prevent the link's default, or the page would
 *   follow it; one that only watches (analytics) does not, so it takes nothing away. A control
 *   without a default of its own (a plain `<button>`) leaves no such sign.
 *
 * @example
 * // WooCommerce's add-to-cart.js printed without its id, its handler delegated from the body:
 * if (leftToAnotherHandler(event, button, 'add-to-cart', '.ajax_add_to_cart', isWooCommerceCartHandler)) return;
 */
export function leftToAnotherHandler(event: Event, target: Element, surface: string, selector: string, owner?: HandlerOwner): boolean {
  if (jqueryHandles(target, 'click', owner)) {
    noteDoubleHandler({ surface, selector, detail: "another script's jQuery click handler handles these: Lantern leaves their clicks to it" });
    return true;
  }
  if (event.defaultPrevented) {
    noteDoubleHandler({ surface, selector, detail: 'another script took the click before Lantern (it prevented its default): Lantern leaves their clicks to it' });
    return true;
  }
  return false;
}
