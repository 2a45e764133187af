/**
 * The URL when Lantern may send the browser there: http(s) on the page's own origin. A
 * server reply or a page attribute naming another host, `javascript:` or `data:` gives null.
 * Relative URLs resolve as the page's links do, against its base URL.
 *
 * @example
 * followableUrl('/cart/') // URL { href: 'https://shop.example/cart/' }
 * followableUrl('javascript:alert(1)') // null
 */
export function followableUrl(url: string, doc: Document = document): URL | null {
  let target: URL;
  try {
    target = new URL(url, doc.baseURI);
  } catch {
    return null;
  }
  const isHttp = target.protocol === 'https:' || target.protocol === 'http:';
  return isHttp && target.origin === new URL(doc.URL).origin ? target : null;
}

/**
 * The one way Lantern sends the browser elsewhere (fallbacks and redirect rules), so tests can
 * observe navigations without leaving the page. Only same-origin http(s) URLs are followed;
 * for any other the caller gets false and follows its own link instead.
 *
 * @returns whether the browser was sent there
 * @example
 * if (!navigate(reply.productUrl)) navigate(button.href);
 */
export function navigate(url: string): boolean {
  const target = followableUrl(url);
  if (!target) return false;
  window.location.assign(target.href);
  return true;
}

/**
 * Reloads the page (the PDF e-mail reply's reload, spec 4.3). Kept beside `navigate` so tests
 * observe it without leaving the page.
 *
 * @example
 * setTimeout(reloadPage, 5000);
 */
export function reloadPage(): void {
  window.location.reload();
}
