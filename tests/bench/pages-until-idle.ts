import type { Browser, Page } from 'playwright-core';
import { waitForBehaviour, waitForCartReady, waitForLantern } from '../browser/support/lantern';
import { lanternFiles, waitForIdle } from '../browser/support/script-tags';
import { addSimpleProduct } from '../browser/support/shop';

export interface PageFiles {
  path: string;
  /** Lantern script files fetched until idle. */
  files: string[];
  /**
   * Round trips from intent on an add-to-cart button to its code being mounted (the cart
   * surface loads on intent); null on a page without one.
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

/** A variable product with swatches: the page issue 7's weight budget is about. */
export const VARIABLE_PRODUCT = '/product/32-inch-led-light-bar-180w/';

/**
 * The listing, the first product, a variable product, the cart and checkout (with an item), each
 * loaded fresh and left to go idle.
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
    for (const path of ['/shop/', new URL(product, origin).pathname, VARIABLE_PRODUCT, '/cart/', '/checkout/']) {
      // A new context with the same cookies: nothing cached, the cart kept.
      const fresh = await browser.newContext({ storageState: await context.storageState() });
      const page = await fresh.newPage();
      await page.goto(new URL(path, origin).href);
      await waitForLantern(page);
      await waitForIdle(page);
      const files = await lanternFiles(page);
      results.push({ path, files, surfaceRoundTrips: await addToCartRoundTrips(page) });
      await fresh.close();
    }
    return results;
  } finally {
    await context.close();
  }
}
