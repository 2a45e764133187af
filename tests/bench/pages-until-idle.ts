import type { Browser, Page } from 'playwright-core';
import { waitForCartReady, waitForLantern } from '../browser/support/lantern';
import { lanternFiles, waitForIdle } from '../browser/support/script-tags';
import { addSimpleProduct } from '../browser/support/shop';

export interface PageFiles {
  path: string;
  /** Lantern script files fetched until idle. */
  files: string[];
  /** Round trips after the entry before the every-page surface (add to cart) could run. */
  surfaceRoundTrips: number;
}

/**
 * Counts chained fetches among `files`: a file whose request started after another finished
 * was waiting on it, which is one more round trip.
 */
async function roundTrips(page: Page, pattern: RegExp): Promise<number> {
  return page.evaluate((source) => {
    const matcher = new RegExp(source);
    const entries = performance
      .getEntriesByType('resource')
      .filter((entry) => matcher.test(new URL(entry.name).pathname)) as PerformanceResourceTiming[];
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
  }, pattern.source);
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
      results.push({ path, files: await lanternFiles(page), surfaceRoundTrips: await roundTrips(page, /^\/lantern\/chunks\/page-/) });
      await fresh.close();
    }
    return results;
  } finally {
    await context.close();
  }
}
