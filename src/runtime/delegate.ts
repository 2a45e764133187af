/**
 * One capturing document listener per event type, shared by every selector that asks: the
 * loader watches held clicks and trigger intent this way, for elements present now or later.
 */
type Handler = (element: Element, event: Event) => boolean | void;

const handlers = new Map<string, { selector: string; handle: Handler }[]>();

/** `target.closest(selector)`, where a selector the browser rejects matches nothing. */
export function closest(target: Element, selector: string): Element | null {
  try {
    return target.closest(selector);
  } catch {
    // A selector the browser rejects matches nothing.
    return null;
  }
}

function dispatch(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  for (const { selector, handle } of handlers.get(event.type) ?? []) {
    const element = closest(target, selector);
    // A handler that returns true has taken the event: the others do not see it.
    if (element && handle(element, event) === true) return;
  }
}

/**
 * Calls `handle` for each `types` event whose target is inside an element matching `selector`.
 * @example delegate(['click'], '.ajax_add_to_cart', (button, event) => { ... });
 */
export function delegate(types: readonly string[], selector: string, handle: Handler): void {
  for (const type of types) {
    let list = handlers.get(type);
    if (!list) {
      handlers.set(type, (list = []));
      // Only a touch listener can hold up scrolling; clicks and submits must be cancellable.
      document.addEventListener(type, dispatch, { capture: true, passive: type === 'touchstart' });
    }
    list.push({ selector, handle });
  }
}

/** Everything off, for tests: the document listeners stay, with nothing left to call. */
export function clearDelegates(): void {
  handlers.clear();
}
