import { pageJQuery } from './jquery';

/** One entry of jQuery's own record of bound handlers (`jQuery._data(element, 'events')`). */
interface BoundHandler {
  selector?: string;
}

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
export function jqueryHandles(target: Element, type: string): boolean {
  if (boundOn(target, type).some((handler) => !handler.selector)) return true;
  for (let node: Node | null = target.parentNode; node; node = node.parentNode) {
    const delegate = node;
    if (boundOn(delegate, type).some((handler) => handler.selector && closestWithin(target, handler.selector, delegate))) return true;
  }
  return false;
}
