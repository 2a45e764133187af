/** The shop's wc-ajax endpoints the cart, the variation form and the checkout speak. */
export type CartEndpoint = 'add_to_cart' | 'remove_from_cart' | 'get_refreshed_fragments' | 'get_variation' | 'update_order_review' | 'checkout';

/**
 * A predicate for one wc-ajax endpoint, for `page.route` and the request log.
 * @example page.route(wcAjax('add_to_cart'), (route) => route.abort());
 */
export function wcAjax(endpoint: CartEndpoint): (url: URL) => boolean {
  return (url) => url.searchParams.get('wc-ajax') === endpoint;
}

/** Reads a form-encoded request body into a plain record. */
export function formFields(body: string | null): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body ?? ''));
}
