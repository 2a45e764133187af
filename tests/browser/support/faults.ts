import type { BrowserContext, Page, Route } from 'playwright-core';
import { wcAjax, type CartEndpoint } from './contracts';
import type { ShopPage } from './harness';

/** Ways a contract can go wrong, injected in the browser: the app and the server are untouched. */
export type Fault = 'http-500' | 'html-error-page' | 'invalid-json' | 'timeout' | 'offline';

export const ALL_FAULTS: readonly Fault[] = ['http-500', 'html-error-page', 'invalid-json', 'timeout', 'offline'];

/**
 * The longest limit a demo page gives a call: Lantern's own minute (the fragments refresh has
 * WooCommerce's 5 s; `?timeout=short` makes both 1.5 s). A held request outlives it by a margin.
 */
export const PAGE_REQUEST_TIMEOUT_MS = 60_000;
const HOLD_PAST_TIMEOUT_MS = PAGE_REQUEST_TIMEOUT_MS + 2000;
/** `?timeout=short`'s limit, waited out in real time by a page that is not on the page's clock. */
const SHORT_REQUEST_TIMEOUT_MS = 1500;
const HOLD_PAST_SHORT_TIMEOUT_MS = SHORT_REQUEST_TIMEOUT_MS + 2000;

const FATAL_PAGE =
  '<!DOCTYPE html><html><head><title>Error</title></head><body><p><b>Fatal error</b>: Uncaught Error: ' +
  'Call to a member function get_cart() on null in /wp-content/plugins/woocommerce/includes/class-wc-ajax.php</p></body></html>';

/** Contexts whose timers run on Playwright's clock, readied for a time-out by {@link readyForFault}. */
const onPageClock = new WeakSet<BrowserContext>();

/**
 * Readies a loaded page for `fault`. For a time-out, the page's timers move onto Playwright's
 * clock (which runs on at real speed), so that the held request can move the page past its
 * request time-out at once (see {@link answerWithFault}) instead of the test waiting it out: the
 * page still gives up by its own timer, exactly at the time-out it printed. Call it once the page
 * has loaded and Lantern has mounted what the test waits for, before the request starts: the clock
 * also stands in for `performance`, whose mount measures the waits in ./lantern read. A page not
 * loaded yet keeps real time.
 *
 * @example
 * await readyForFault(page, fault);
 * await page.route(matches, (route) => answerWithFault(route, fault));
 */
export async function readyForFault(page: Page, fault: Fault): Promise<void> {
  const context = page.context();
  if (fault !== 'timeout' || onPageClock.has(context) || page.url() === 'about:blank') return;
  await page.clock.install();
  onPageClock.add(context);
}

/** Answers one routed request the way `fault` says. */
export async function answerWithFault(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case 'http-500':
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"data":"Internal error"}' });
    case 'html-error-page':
      return route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: FATAL_PAGE });
    case 'invalid-json':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"fragments":' });
    case 'offline':
      return route.abort('internetdisconnected');
    case 'timeout': {
      // Held past the page's time-out; by then the page has given up and aborted the request.
      // On the page's clock that takes no real time; else it is waited out, which only a page
      // with `?timeout=short` can afford (decision 0128).
      const page = route.request().frame().page();
      if (onPageClock.has(page.context())) await page.clock.fastForward(HOLD_PAST_TIMEOUT_MS).catch(() => undefined);
      else await new Promise((resolve) => setTimeout(resolve, HOLD_PAST_SHORT_TIMEOUT_MS));
      return route.abort('timedout').catch(() => undefined);
    }
  }
}

/**
 * Makes every request to `endpoint` fail in the given way, and allows the console message
 * Chromium logs for those failed requests.
 *
 * @example await injectFault(shopPage, 'add_to_cart', 'invalid-json');
 */
export async function injectFault(shopPage: ShopPage, endpoint: CartEndpoint, fault: Fault): Promise<void> {
  const matches = wcAjax(endpoint);
  shopPage.problems.allowFailedRequests(matches);
  await readyForFault(shopPage.page, fault);
  await shopPage.page.route(matches, (route) => answerWithFault(route, fault));
}
