import type { Browser } from 'playwright-core';
import { compareButton, idOf, setCompareCookie, waitForCompare } from '../browser/support/compare';

export interface CompareOpen {
  /** From the end of the table reply to the frame after the four columns are in the page (ms). */
  replyToTableMs: number;
  /** The longest main-thread task from the click until then (ms; 0 when none passed 50 ms). */
  longestTaskMs: number;
}

const PRODUCTS = 4;

/**
 * Opens the compare table with four products from the menu item on the demo listing, each run
 * in a fresh context: what the page spends on the reply (parsing, applying, drawing the table)
 * and whether any task blocks input while it opens (issue 8's budgets).
 */
export async function measureCompareOpen(browser: Browser, origin: string, times: number): Promise<CompareOpen[]> {
  const runs: CompareOpen[] = [];
  for (let run = 0; run < times; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(new URL('/shop/', origin).href);
      const ids: string[] = [];
      for (let index = 0; index < PRODUCTS; index += 1) ids.push(await idOf(compareButton(page, index)));
      await setCompareCookie(page, origin, ids);
      await page.reload();
      await waitForCompare(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate((count) => {
        const probe: { tasks: number[]; frame?: number } = { tasks: [] };
        (window as unknown as { compareProbe: typeof probe }).compareProbe = probe;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => probe.tasks.push(entry.duration))).observe({ type: 'longtask' });
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll('#woosc_table th.col').length < count) return;
          observer.disconnect();
          requestAnimationFrame(() => (probe.frame = performance.now()));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }, PRODUCTS);
      await page.locator('.woosc-menu-item a').click();
      await page.waitForFunction(() => (window as unknown as { compareProbe: { frame?: number } }).compareProbe.frame !== undefined);
      runs.push(
        await page.evaluate(() => {
          const probe = (window as unknown as { compareProbe: { tasks: number[]; frame: number } }).compareProbe;
          const replies = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('woosc_load')) as PerformanceResourceTiming[];
          const replyEnd = Math.max(...replies.map((entry) => entry.responseEnd));
          return { replyToTableMs: probe.frame - replyEnd, longestTaskMs: Math.max(0, ...probe.tasks) };
        }),
      );
    } finally {
      await context.close();
    }
  }
  return runs;
}
