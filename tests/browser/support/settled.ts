import { expect } from 'vitest';
import type { ShopPage } from './harness';
import { waitForLantern } from './lantern';
import type { RequestLog } from './request-log';

function inFlight(requests: RequestLog): number {
  return requests.entries.filter((entry) => entry.endedAt === null).length;
}

/**
 * Waits until the page is as a shopper sees it once it has loaded, or once it has answered a
 * step: Lantern has booted, then the page is {@link quiet}. Every wait is on the page's own
 * state, so a settled page costs no idle window (`networkidle` waits 500 ms after the last
 * request).
 *
 * @example
 * const shopPage = await shop.open('/shop/');
 * await settled(shopPage);
 */
export async function settled(shopPage: ShopPage): Promise<void> {
  await waitForLantern(shopPage.page);
  await quiet(shopPage);
}

/**
 * Waits until nothing more is coming on a page, whether Lantern runs on it or not: no request
 * the page sent is in flight (its own {@link RequestLog}), no island is loading, every mount
 * that started has finished (`lantern:mount:*` marks), and an idle callback and two frames pass
 * with no new request: the last layout of what arrived is painted, and any shift it made
 * reported. A test that asserts something did not happen (no chunk, no request) waits here
 * first, so the absence it reads is the page's last word, not a race.
 *
 * A request the page sends is reported before a later answer of the same page, so one sent
 * during the frames is in the log when they end: then it is waited for, and the page again.
 *
 * @example
 * const shopPage = await shop.open('/shop/?lantern=0');
 * await quiet(shopPage);
 * expect(shopPage.requests.matching(isLanternFile)).toEqual([]);
 */
export async function quiet({ page, requests }: ShopPage): Promise<void> {
  for (;;) {
    await expect.poll(() => inFlight(requests), { interval: 20, timeout: 10_000 }).toBe(0);
    const seen = requests.entries.length;
    await page.waitForFunction(() => {
      const mounts = (type: string) => performance.getEntriesByType(type).filter((entry) => entry.name.startsWith('lantern:mount:')).length;
      return document.querySelector('[data-island-state="loading"]') === null && mounts('mark') === mounts('measure');
    });
    await page.evaluate(
      () =>
        new Promise((done) => {
          // Work the page put off until it is idle runs first (its callbacks were asked for earlier).
          requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(done)), { timeout: 2000 });
        }),
    );
    if (requests.entries.length === seen && inFlight(requests) === 0) return;
  }
}
