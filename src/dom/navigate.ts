/**
 * The one way Lantern sends the browser elsewhere (fallbacks and redirect rules), so tests can
 * observe navigations without leaving the page.
 * @example navigate(settings.cartUrl);
 */
export function navigate(url: string): void {
  window.location.assign(url);
}
