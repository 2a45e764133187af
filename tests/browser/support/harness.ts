import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { busyElements, settleBusy } from './busy';
import { newTestContext, workerChromium } from './chromium';
import { startDemo, type RunningDemo } from './demo';
import { failureReport } from './failure-report';
import { PageProblems } from './page-problems';
import { RequestLog } from './request-log';

/** A page of the demo shop with what the test watches on it. */
export interface ShopPage {
  page: Page;
  problems: PageProblems;
  requests: RequestLog;
  /** Navigates within the demo shop, e.g. `goto('/shop/?jquery=1')`. */
  goto(path: string): Promise<void>;
}

export interface ShopContext {
  context: BrowserContext;
  /** A new tab in this context (same cookies and localStorage, its own sessionStorage). */
  newPage(): Promise<ShopPage>;
}

/** Desktop by default; phone tests pass `PHONE`. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface BrowserHarness {
  /** The demo shop's origin, e.g. `http://127.0.0.1:41234`. */
  readonly origin: string;
  newContext(options?: BrowserContextOptions): Promise<ShopContext>;
  /** A fresh context (no cookies, storage or session) with one page opened at `path`. */
  open(path: string, options?: BrowserContextOptions): Promise<ShopPage>;
}

/**
 * How long a busy mark the test's last step set may take to clear before it counts as stuck.
 * The demo shop answers within a few seconds even on a loaded machine, and the checkout starts
 * a request up to a typing pause (1 s) after the last key: a limit below their sum reports a
 * slow reply as a stuck page. The page's timers run late on
 * a loaded machine too (CI saw the checkout's review still marked after 8 s while the real
 * shop was being installed beside the browsers), so the limit has room beyond that sum; it
 * costs nothing when the page settles, and a mark that never clears still fails.
 */
const SETTLE_MS = 12_000;

/**
 * What is still marked loading or busy when a test ends. A test's last step may have started
 * work it does not wait for (a panel loading, a count refreshing): that work is given time to
 * settle, on the page's own signal (no mark left), so what is reported is what never settles,
 * however fast the machine. A page caught between two documents is checked once the new one
 * has loaded.
 */
async function busyAtEnd({ page }: ShopPage): Promise<string[]> {
  if (page.isClosed()) return [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await page.waitForLoadState('load', { timeout: 5000 });
      // Work may come in turns (the checkout's review asked for on a blur, then again by its
      // typing timer a second after the last key): a page seen unmarked between two turns and
      // marked again at the next look has not settled, so it is looked at until it stays
      // unmarked or the time is up.
      const deadline = Date.now() + SETTLE_MS;
      for (;;) {
        await settleBusy(page, Math.max(0, deadline - Date.now()));
        const busy = await busyElements(page);
        if (busy.length === 0 || Date.now() >= deadline) return busy.map((element) => `${page.url()}: still busy at the end: ${element}`);
      }
    } catch {
      // The document was replaced while we looked; look again at the new one.
    }
  }
  return [];
}

/**
 * Registers the hooks of one test file: the demo server starts once for the file, on the
 * worker's Chromium (started once per worker, see {@link workerChromium}); every test gets fresh
 * browser contexts, and when it ends any uncaught page error or console
 * error on any of its pages fails it, and so does anything left loading (`.loading`, aria-busy).
 *
 * @example
 * const shop = registerBrowserHarness();
 * it('…', async () => { const { page } = await shop.open('/shop/'); … });
 */
export function registerBrowserHarness(): BrowserHarness {
  let browser: Browser | undefined;
  let demo: RunningDemo | undefined;
  const contexts: BrowserContext[] = [];
  const pages: ShopPage[] = [];

  beforeAll(async () => {
    [browser, demo] = await Promise.all([workerChromium(), startDemo()]);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') console.error(await failureReport(pages));
    const busy = await Promise.all(pages.map(busyAtEnd));
    const problems = [
      ...pages.flatMap((shopPage) => shopPage.problems.list().map((line) => `${shopPage.page.url()}: ${line}`)),
      ...busy.flat(),
    ];
    pages.length = 0;
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    // Server state shared by all sessions (e.g. the banner dismissal) starts over for each test.
    demo?.reset();
    if (problems.length > 0) throw new Error(`The page reported problems:\n${problems.join('\n')}`);
  });

  afterAll(async () => {
    await demo?.close();
  });

  const origin = () => {
    if (!demo) throw new Error('the demo server has not started');
    return demo.origin;
  };

  const newContext = async (options: BrowserContextOptions = {}): Promise<ShopContext> => {
    if (!browser) throw new Error('Chromium has not started');
    const context = await newTestContext(browser, { viewport: DESKTOP, ...options });
    contexts.push(context);
    return {
      context,
      newPage: async () => {
        const page = await context.newPage();
        const shopPage: ShopPage = {
          page,
          problems: new PageProblems(page),
          requests: new RequestLog(page),
          goto: async (path) => {
            await page.goto(new URL(path, origin()).href);
          },
        };
        pages.push(shopPage);
        return shopPage;
      },
    };
  };

  return {
    get origin() {
      return origin();
    },
    newContext,
    open: async (path, options) => {
      const shopPage = await (await newContext(options)).newPage();
      await shopPage.goto(path);
      return shopPage;
    },
  };
}
