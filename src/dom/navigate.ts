/**
 * The URL when Lantern may send the browser there: http(s) on the page's own origin (on any
 * origin with `offSite`, for a shop's own reply that names a payment page). A server reply or a
 * page attribute naming another host, `javascript:` or `data:` gives null.
 * Relative URLs resolve as the page's links do, against its base URL.
 *
 * @example
 * followableUrl('/cart/') // URL { href: 'https://shop.example/cart/' }
 * followableUrl('javascript:alert(1)') // null
 */
export function followableUrl(url: string, doc: Document = document, offSite = false): URL | null {
  let target: URL;
  try {
    target = new URL(url, doc.baseURI);
  } catch {
    return null;
  }
  const isHttp = target.protocol === 'https:' || target.protocol === 'http:';
  return isHttp && (offSite || target.origin === new URL(doc.URL).origin) ? target : null;
}

/**
 * The one way Lantern sends the browser elsewhere (fallbacks and redirect rules), so tests can
 * observe navigations without leaving the page. Only same-origin http(s) URLs are followed
 * (with `offSite`, any http(s) URL: a checkout's `redirect` may be a gateway's page); for any
 * other the caller gets false and follows its own link instead.
 *
 * @returns whether the browser was sent there
 * @example
 * if (!navigate(reply.productUrl)) navigate(button.href);
 */
export function navigate(url: string, options: { offSite?: boolean } = {}): boolean {
  const target = followableUrl(url, document, options.offSite);
  if (!target) return false;
  window.location.assign(target.href);
  return true;
}

/**
 * Reloads the page (the compare page after a removal), through one door so tests can watch it.
 *
 * @example reloadPage();
 */
export function reloadPage(): void {
  window.location.reload();
}
