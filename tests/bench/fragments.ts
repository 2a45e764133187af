import type { Browser } from 'playwright-core';
import { waitForBehaviour, waitForLantern } from '../browser/support/lantern';

export const FRAGMENT_COUNT = 50;

/** One fragment as a shop would send it: a small mini-cart-like block of server HTML. */
function fragmentHtml(index: number, run: number): string {
  const items = [1, 2, 3]
    .map(
      (item) =>
        `<li class="woocommerce-mini-cart-item mini_cart_item"><a href="/product/item-${item}/">` +
        `<img width="60" height="60" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">LED light ${index}-${item}</a>` +
        `<span class="quantity">${run + 1} &times; <span class="woocommerce-Price-amount amount">$${item}9.95</span></span></li>`,
    )
    .join('');
  return `<div class="bench-fragment bench-fragment-${index}" data-run="${run}"><ul class="cart_list product_list_widget">${items}</ul></div>`;
}

function refreshReply(run: number): string {
  const fragments: Record<string, string> = {};
  for (let index = 0; index < FRAGMENT_COUNT; index += 1) fragments[`div.bench-fragment-${index}`] = fragmentHtml(index, run);
  return JSON.stringify({ fragments, cart_hash: '' });
}

/**
 * Applies 50 fragments through Lantern's applier `times` times on /shop/: a refresh reply
 * (routed in the browser) targets 50 inserted regions, a third party's native
 * `wc_fragment_refresh` triggers it, and the applier's `lantern:fragments` measure is read.
 */
export async function measureFragments(browser: Browser, origin: string, times: number): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    let run = 0;
    await page.goto(new URL('/shop/', origin).href);
    await waitForLantern(page);
    await waitForBehaviour(page, 'cart-fragments');
    await page.waitForLoadState('networkidle');
    await page.route(
      (url) => url.searchParams.get('wc-ajax') === 'get_refreshed_fragments',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: refreshReply(run) }),
    );
    await page.evaluate((count) => {
      const holder = document.createElement('div');
      holder.id = 'bench-fragments';
      for (let index = 0; index < count; index += 1) {
        const region = document.createElement('div');
        region.className = `bench-fragment bench-fragment-${index}`;
        region.textContent = 'old';
        holder.append(region);
      }
      document.body.append(holder);
    }, FRAGMENT_COUNT);
    const durations: number[] = [];
    for (run = 0; run < times; run += 1) {
      await page.evaluate(() => performance.clearMeasures('lantern:fragments'));
      await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh')));
      await page.waitForFunction(
        ([count, current]) => document.querySelectorAll(`.bench-fragment[data-run="${current}"]`).length === count,
        [FRAGMENT_COUNT, run] as const,
      );
      const measured = await page.evaluate(() => performance.getEntriesByName('lantern:fragments').map((entry) => entry.duration));
      if (measured.length !== 1) throw new Error(`expected one lantern:fragments measure, got ${measured.length}`);
      durations.push(measured[0] ?? NaN);
    }
    return durations;
  } finally {
    await context.close();
  }
}
