import type { Page, Request, Route } from 'playwright-core';

/** Requests held back by a test, to observe the page while they are in flight. */
export interface HeldRequests {
  /** Resolves once `count` requests have been held so far. */
  waitFor(count: number): Promise<void>;
  /** How many requests are being held right now. */
  readonly holding: number;
  /** Lets the oldest held request go on to the server. */
  releaseNext(): Promise<Request>;
  /** Lets every held request go on, and stops holding new ones. */
  releaseAll(): Promise<void>;
}

/**
 * Holds every request matching `predicate` until the test releases it; released requests
 * reach the demo server unchanged.
 *
 * @example
 * const held = await holdRequests(page, wcAjax('remove_from_cart'));
 * await held.waitFor(1); … await held.releaseAll();
 */
export async function holdRequests(page: Page, predicate: (url: URL) => boolean): Promise<HeldRequests> {
  const queue: Route[] = [];
  let heldSoFar = 0;
  let passThrough = false;
  const waiters: { count: number; resolve: () => void }[] = [];
  const wake = () => {
    for (const waiter of waiters.filter((w) => heldSoFar >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  await page.route(predicate, (route) => {
    if (passThrough) return route.continue();
    queue.push(route);
    heldSoFar += 1;
    wake();
    return undefined;
  });
  return {
    waitFor: (count) =>
      new Promise<void>((resolve) => {
        waiters.push({ count, resolve });
        wake();
      }),
    get holding() {
      return queue.length;
    },
    async releaseNext() {
      const route = queue.shift();
      if (!route) throw new Error('no request is being held');
      await route.continue();
      return route.request();
    },
    async releaseAll() {
      passThrough = true;
      await Promise.all(queue.splice(0).map((route) => route.continue()));
    },
  };
}
