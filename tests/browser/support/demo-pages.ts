import { ROUTES } from '../../../demo-html/routes';

/** The routes that send files, not pages. */
const FILE_ROUTES = /^\/(lantern|demo-assets|vendor|images|favicon)/;

/**
 * A page for each placeholder of a route's path: a simple and a variable product (swatches),
 * a category, shared list keys, an order.
 */
const SAMPLES: Readonly<Record<string, readonly string[]>> = {
  '/product-category/<slug>/': ['/product-category/marine/'],
  '/product/<slug>/': ['/product/magnetic-base-led-work-light/', '/product/led-light-bar-22-inch-single-row/'],
  '/compare/<key>/': ['/compare/DEMOKEY1/'],
  '/wishlist/<key>/': ['/wishlist/DEMOKEY1/'],
  '/checkout/order-received/<id>/?key=<key>': ['/checkout/order-received/1234/?key=wc_order_Dm0Hh8aB4x1'],
  // Only the popup opened by links: the timed ones (2 s, 10 s idle, scrolling) would open over
  // whatever a test looks at; popups.test.ts checks them.
  '/popups/': ['/popups/?popups=809'],
};

/**
 * Every page of the demo (`demo-html/routes.ts`), with a sample for each placeholder: what QA
 * can open, and what the page-wide checks run on.
 *
 * @example
 * describe.each(DEMO_PAGES)('the demo page %s', (path) => { … });
 */
export const DEMO_PAGES: readonly string[] = ROUTES.map((route) => route.path)
  .filter((path) => !FILE_ROUTES.test(path))
  .flatMap((path) => SAMPLES[path] ?? [path]);
