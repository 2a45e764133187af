/** The slice of jQuery the bridge uses; Lantern never requires jQuery to be on the page. */
export interface JQueryEventLike {
  originalEvent?: Event;
  /** Where the event was triggered (e.g. the variation form for `found_variation`). */
  target?: EventTarget;
}
export type JQueryHandler = (event: JQueryEventLike, ...args: unknown[]) => unknown;
export interface JQueryCollection {
  trigger(name: string, args?: unknown[]): JQueryCollection;
  triggerHandler(name: string, args?: unknown[]): unknown;
  on(name: string, handler: JQueryHandler): JQueryCollection;
  off(name: string, handler: JQueryHandler): JQueryCollection;
}
export type JQueryStatic = (target: unknown) => JQueryCollection;

/** Read at call time: jQuery may be loaded after Lantern, or not at all. */
export function pageJQuery(): JQueryStatic | null {
  const candidate = (globalThis as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as JQueryStatic) : null;
}

/** Wraps a DOM element the way classic handlers expect (`$button`); the element itself without jQuery. */
export function wrapForClassic(element: Element): unknown {
  const $ = pageJQuery();
  return $ ? $(element) : element;
}

/**
 * The element a classic handler passed (`$button`, `$wrapper`), jQuery-wrapped or not; null
 * when it is neither.
 *
 * @example
 * classicElement(args[1]) ?? document.body
 */
export function classicElement(candidate: unknown): HTMLElement | null {
  const element = (candidate as { 0?: unknown } | null)?.[0] ?? candidate;
  return element instanceof HTMLElement ? element : null;
}

/**
 * What jQuery keeps for `element` under `key` (`$(element).data(key)`), or undefined without
 * jQuery on the page.
 *
 * @example jQueryData(gallery, 'lanternGalleryCall'); // { args: { zoom_enabled: false } }
 */
export function jQueryData(element: Element, key: string): unknown {
  const $ = (globalThis as { jQuery?: { data?: (element: Element, key: string) => unknown } }).jQuery;
  return typeof $?.data === 'function' ? $.data(element, key) : undefined;
}
