type Tag = (...args: unknown[]) => void;

/**
 * Sends one event to the ad-platform tag in gtag's form: `gtag('event', name, params)` when the
 * tracker function exists, else the same arguments pushed on `dataLayer` (what gtag itself
 * does), else nothing. A tag that throws (blocked, broken) never breaks the shop.
 *
 * @example
 * sendGtagEvent('add_to_cart', { currency: 'AUD', value: 20, items: [item] });
 */
export function sendGtagEvent(name: string, params: Record<string, unknown>, trackerName = 'gtag'): boolean {
  const globals = window as unknown as Record<string, unknown>;
  try {
    const tag = globals[trackerName];
    if (typeof tag === 'function') {
      (tag as Tag)('event', name, params);
      return true;
    }
    const dataLayer = globals.dataLayer;
    if (Array.isArray(dataLayer)) {
      // gtag queues an `arguments` object, not an array: the tag reads only that form.
      const queue = function () {
        // eslint-disable-next-line prefer-rest-params -- gtag's queue format is an Arguments object
        dataLayer.push(arguments);
      } as Tag;
      queue('event', name, params);
      return true;
    }
  } catch {
    // The tag failed on its own; the shopper's action has already happened.
  }
  return false;
}
