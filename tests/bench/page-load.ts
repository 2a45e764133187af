import type { Browser, CDPSession, Page } from 'playwright-core';
import { waitForCartReady } from '../browser/support/lantern';
import { routeBlankPage } from './blank-page';
import { mainThreadTasks, TRACE_CATEGORIES } from './trace';

export interface PageLoadRun {
  /** Whether a devtools.timeline trace was recorded (the task figures come only from such runs). */
  traced: boolean;
  /** CDP Performance metrics over the navigation, in ms. */
  scriptMs: number;
  taskMs: number;
  longestTaskMs: number;
  /** Longest task in which Lantern code ran (0 without Lantern). */
  longestLanternTaskMs: number;
  /** The Lantern files that ran in that task. */
  longestLanternTaskFiles: string[];
  /** Lantern files whose request started before the first paint. */
  beforeFirstPaint: string[];
  /** Every Lantern file the page fetched. */
  fetched: string[];
}

/** Time left after the page is ready for idle-strategy mounts and the 2 s timers to run. */
const SETTLE_MS = 2500;

type Metrics = Record<string, number>;

async function metrics(session: CDPSession): Promise<Metrics> {
  const { metrics: list } = await session.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

async function lanternResources(page: Page): Promise<{ beforeFirstPaint: string[]; fetched: string[] }> {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
      .filter((entry) => entry.path.startsWith('/lantern/'));
    return {
      beforeFirstPaint: files.filter((file) => file.start < paint).map((file) => file.path),
      fetched: files.map((file) => file.path),
    };
  });
}

/**
 * Loads /shop/ once, with or without Lantern (`?lantern=0`), and measures the main thread:
 * script and task time from CDP Performance metrics, or, with `trace`, every task from a
 * devtools.timeline trace (tracing slows the page, so the two come from separate loads).
 * The page starts from a blank page on the same origin so the renderer is already up.
 */
export async function measureShopLoad(browser: Browser, origin: string, withLantern: boolean, trace: boolean): Promise<PageLoadRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await routeBlankPage(page, '/bench-start/', false);
    await page.goto(new URL('/bench-start/', origin).href);
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    const before = await metrics(session);
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(new URL(withLantern ? '/shop/' : '/shop/?lantern=0', origin).href, { waitUntil: 'load' });
    if (withLantern) await waitForCartReady(page);
    await page.waitForTimeout(SETTLE_MS);
    const recorded = trace ? await browser.stopTracing() : null;
    const after = await metrics(session);
    const tasks = recorded ? mainThreadTasks(recorded.toString('utf8')) : [];
    const resources = await lanternResources(page);
    const delta = (name: string) => ((after[name] ?? 0) - (before[name] ?? 0)) * 1000;
    const lanternTasks = tasks.filter((task) => task.lantern).sort((a, b) => b.duration - a.duration);
    return {
      traced: trace,
      scriptMs: delta('ScriptDuration'),
      taskMs: delta('TaskDuration'),
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
      longestLanternTaskMs: lanternTasks[0]?.duration ?? 0,
      longestLanternTaskFiles: lanternTasks[0]?.lanternFiles ?? [],
      ...resources,
    };
  } finally {
    await context.close();
  }
}

/** Lantern files a page without islands fetches (it should fetch the entry and nothing else). */
export async function filesOnPageWithoutIslands(browser: Browser, origin: string): Promise<string[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/lantern/')) fetched.push(path);
    });
    await routeBlankPage(page, '/bench-no-islands/', true);
    await page.goto(new URL('/bench-no-islands/', origin).href);
    await page.waitForFunction(() => window.lantern !== undefined);
    await page.waitForTimeout(SETTLE_MS);
    return fetched;
  } finally {
    await context.close();
  }
}
