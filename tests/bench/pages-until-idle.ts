import type { Browser, Page } from 'playwright-core';
import { waitForBehaviour, waitForCartReady, waitForLantern } from '../browser/support/lantern';
import { lanternFiles, waitForIdle } from '../browser/support/script-tags';
import { addSimpleProduct } from '../browser/support/shop';
import type { PageKind } from './budgets';
import type { RealPage } from './real-stack';

export interface PageFiles {
  path: string;
  kind: PageKind;
  real: RealPage;
  /** Lantern script files fetched until idle (a classic script Lantern ships counts like a chunk). */
  files: string[];
  /**
   * Round trips from intent on an add-to-cart button to its code being mounted (the cart
   * surface loads on intent); null where not measured.
   */
  surfaceRoundTrips: number | null;
}

/**
 * Counts chained fetches among the files matching `pattern` requested after `since` (page
 * time): a file whose request started after another finished was waiting on it, which is one
 * more round trip.
 */
async function roundTrips(page: Page, pattern: RegExp, since: number): Promise<number> {
  return page.evaluate(([source, after]) => {
    const matcher = new RegExp(source);
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= after && matcher.test(new URL(entry.name).pathname)) as PerformanceResourceTiming[];
    if (entries.length === 0) return 0;
    const sorted = [...entries].sort((a, b) => a.startTime - b.startTime);
    let trips = 1;
    let waveEnd = sorted[0]!.responseEnd;
    for (const entry of sorted.slice(1)) {
      if (entry.startTime >= waveEnd) {
        trips += 1;
        waveEnd = entry.responseEnd;
      } else waveEnd = Math.max(waveEnd, entry.responseEnd);
    }
    return trips;
  }, [pattern.source, since] as const);
}

/** Points at the first add-to-cart button and counts the round trips until its code is mounted. */
async function addToCartRoundTrips(page: Page): Promise<number | null> {
  const button = page.locator('.ajax_add_to_cart').first();
  if ((await button.count()) === 0) return null;
  const since = await page.evaluate(() => performance.now());
  await button.hover();
  await waitForBehaviour(page, 'add-to-cart');
  // Only the cart surface's files: the pointer crossing a product card also wakes its compare,
  // wishlist and tooltip code, which add to cart does not wait for.
  return roundTrips(page, /^\/lantern\/chunks\/(cart|shared|page)-/, since);
}

/** A variable product with swatches: the page issue 7's weight budget was about. */
export const VARIABLE_PRODUCT = '/product/32-inch-led-light-bar-180w/';

/** Stands for the first product the shop lists (a simple product), read from the listing. */
const FIRST_LISTED_PRODUCT = 'first listed product';

interface BenchPage {
  path: string;
  /** Its budget (budgets.ts). */
  kind: PageKind;
  /** The real page it is compared with (real-stack.ts). */
  real: RealPage;
  /** Whether to measure the round trips of an early add to cart (the cart surface) after idle. */
  addToCart?: true;
  /**
   * What the page does by itself later than its first idle moment, waited for before the files
   * are counted: the page-builder demo opens its page-load popup 2 s after load, so the dialog's
   * code is part of what that page costs a shopper who does nothing.
   */
  settle?: (page: Page) => Promise<void>;
}

/** The pages with a budget: one or more of each kind. */
const BENCH_PAGES: readonly BenchPage[] = [
  { path: '/shop/', kind: 'shop', real: 'shop', addToCart: true },
  { path: FIRST_LISTED_PRODUCT, kind: 'product', real: 'product', addToCart: true },
  { path: VARIABLE_PRODUCT, kind: 'product', real: 'variable-product', addToCart: true },
  { path: '/cart/', kind: 'cart', real: 'cart', addToCart: true },
  { path: '/checkout/', kind: 'checkout', real: 'checkout', addToCart: true },
  { path: '/my-account/', kind: 'account', real: 'account' },
  { path: '/', kind: 'other', real: 'plain' },
  { path: '/2024/05/choosing-a-beam-pattern/', kind: 'other', real: 'post' },
  { path: '/compare/', kind: 'compare', real: 'compare' },
  { path: '/wishlist/', kind: 'wishlist', real: 'wishlist' },
  {
    path: '/popups/',
    kind: 'page-builder',
    real: 'page-builder',
    settle: (page) => page.locator('#elementor-popup-modal-801').waitFor({ state: 'visible' }),
  },
];

/**
 * Every page with a budget, each loaded fresh (a shopper with one item in the cart, no compare
 * list, no wishlist) and left to go idle.
 */
export async function filesUntilIdle(browser: Browser, origin: string): Promise<PageFiles[]> {
  const context = await browser.newContext();
  try {
    const setup = await context.newPage();
    await setup.goto(new URL('/shop/', origin).href);
    await waitForCartReady(setup);
    await addSimpleProduct(setup);
    const product = (await setup.locator('a.woocommerce-LoopProduct-link').first().getAttribute('href')) ?? '/';
    const results: PageFiles[] = [];
    for (const { path: listed, kind, real, addToCart, settle } of BENCH_PAGES) {
      const path = listed === FIRST_LISTED_PRODUCT ? new URL(product, origin).pathname : listed;
      // A new context with the same cookies: nothing cached, the cart kept.
      const fresh = await browser.newContext({ storageState: await context.storageState() });
      const page = await fresh.newPage();
      await page.goto(new URL(path, origin).href);
      await waitForLantern(page);
      await waitForIdle(page);
      if (settle) {
        await settle(page);
        await waitForIdle(page);
      }
      const files = await lanternFiles(page);
      results.push({ path, kind, real, files, surfaceRoundTrips: addToCart ? await addToCartRoundTrips(page) : null });
      await fresh.close();
    }
    return results;
  } finally {
    await context.close();
  }
}
