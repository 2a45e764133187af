import type { Page, Request, Route } from 'playwright-core';
import { ACTION_TIMEOUT_MS } from './chromium';

/** Requests held back by a test, to observe the page while they are in flight. */
export interface HeldRequests {
  /**
   * Resolves once `count` requests have been held so far; rejects, saying how many came, when
   * they have not within a page action's time-out (a request never sent would otherwise hold
   * the test until its own limit, with no word of which step waited).
   */
  waitFor(count: number): Promise<void>;
  /** How many requests are being held right now. */
  readonly holding: number;
  /** Lets the oldest held request go on to the server. */
  releaseNext(): Promise<Request>;
  /** Lets every held request go on, and stops holding new ones. */
  releaseAll(): Promise<void>;
}

/** Where the page is and what has the focus, for the message of a wait that failed. */
async function describePage(page: Page): Promise<string> {
  const focus = await page
    .evaluate(() => {
      const active = document.activeElement;
      return active ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}` : 'none';
    })
    .catch((error: unknown) => `unreadable: ${String(error)}`);
  return `page at ${page.url()}, focus on ${focus}`;
}

/**
 * Holds every request matching `predicate` until the test releases it; released requests
 * reach the demo server unchanged. `only` narrows it by more than the address (the page's own
 * fetches, not a navigation to the same link): the others go on at once.
 *
 * @example
 * const held = await holdRequests(page, wcAjax('remove_from_cart'));
 * await held.waitFor(1); … await held.releaseAll();
 * const fetches = await holdRequests(page, isRemoveLink, (request) => request.resourceType() === 'fetch');
 */
export async function holdRequests(page: Page, predicate: (url: URL) => boolean, only: (request: Request) => boolean = () => true): Promise<HeldRequests> {
  const queue: Route[] = [];
  let heldSoFar = 0;
  let passThrough = false;
  const waiters: { count: number; resolve: () => void }[] = [];
  // Every matching request the page sends, held or not: a failed wait says which of the two went wrong.
  let sentSoFar = 0;
  page.on('request', (request) => {
    if (predicate(new URL(request.url())) && only(request)) sentSoFar += 1;
  });
  const wake = () => {
    for (const waiter of waiters.filter((w) => heldSoFar >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  // Taken where the test calls waitFor, so the error points at that line.
  const waitFor = (count: number) => {
    const asked = new Error(`expected ${count} matching request(s) to be sent within ${ACTION_TIMEOUT_MS / 1000} s`);
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        void describePage(page).then((where) => {
          asked.message += `; ${heldSoFar} came (the page sent ${sentSoFar} matching in all; ${where})`;
          reject(asked);
        });
      }, ACTION_TIMEOUT_MS);
      const waiter = {
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      waiters.push(waiter);
      wake();
    });
  };
  await page.route(predicate, (route) => {
    if (passThrough || !only(route.request())) return route.continue();
    queue.push(route);
    heldSoFar += 1;
    wake();
    return undefined;
  });
  return {
    waitFor,
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
