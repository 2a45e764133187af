import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Expects the page, on a paused clock, to reload `ms` after now and not a moment sooner: the
 * clock runs to 1 ms before (no `beforeunload` yet, which a script's reload fires at once), then
 * on, and the new document loads, its clock running again. A 5 s reload is then no 5 s wait.
 *
 * @example
 * await page.clock.install(); await pauseClockSoon(page); … (the reply arrives) …
 * await expectReloadAfter(page, 5000);
 */
export async function expectReloadAfter(page: Page, ms: number): Promise<void> {
  await page.evaluate(() => addEventListener('beforeunload', () => document.documentElement.setAttribute('data-leaving', '')));
  await page.clock.runFor(ms - 1);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-leaving'))).toBe(false);
  await Promise.all([page.waitForEvent('load'), page.clock.runFor(1)]);
  // The new document's timers run again, at real speed.
  await page.clock.resume();
}
