import type { Page } from 'playwright-core';

/**
 * Stops the page's installed clock a moment ahead of its current time, so each later step moves
 * it on by hand. The clock runs on while we ask it the time; on a busy machine that question can
 * take longer than the moment, and `pauseAt` refuses a time already past, so it asks again.
 *
 * @example
 * await page.clock.install();
 * await pauseClockSoon(page);
 * await page.clock.runFor(3_000);
 */
export async function pauseClockSoon(page: Page, aheadMs = 50): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs * attempt);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('past')) throw error;
    }
  }
}
