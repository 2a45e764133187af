import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SEARCH_DEBOUNCE_MS } from '../../islands/live-search/use-live-search';
import { waitForIsland, waitForLantern } from '../browser/support/lantern';
import { waitForIdle } from '../browser/support/script-tags';
import { RUNS } from './stats';

/**
 * Issue 10's figures, raw: live search requests while a shopper types, the results drawn after
 * the reply, long tasks on the listing while its filters and price slider are used, and the
 * header code a page fetches before and when the shopper first uses the header.
 */

const DESKTOP = { width: 1280, height: 800 } as const;
const PHONE = { width: 390, height: 844 } as const;
const SEARCH_FIELD = '#masthead .search-field';
const RESULTS = '#masthead .ajax-search-result';
const OPTION = `${RESULTS} [role="option"]`;
/** Long enough for a debounced search to have gone out and come back on this machine. */
const QUIET_MS = SEARCH_DEBOUNCE_MS * 4;

// ---------------------------------------------------------------------------------------------
// Live search: requests per typed script.

/** Keys typed at `paceMs` between keystrokes, or a pause with hands off the keyboard. */
type Step = { type: string } | { press: string; times?: number } | { pauseMs: number };

export interface TypingScenario {
  name: string;
  paceMs: number;
  steps: Step[];
}

export interface TypingFigures {
  name: string;
  paceMs: number;
  /** What the field held each time typing stopped for at least the debounce, if over 2 characters. */
  settledQueries: string[];
  /** The `query` of every search request the page sent, in order. */
  sentQueries: string[];
}

/** A shopper's pace is 5 to 8 keys a second; the last scenarios pause mid-word and delete. */
export const TYPING_SCENARIOS: TypingScenario[] = [
  { name: 'two characters', paceMs: 150, steps: [{ type: 'li' }] },
  { name: 'a word, brisk', paceMs: 120, steps: [{ type: 'marine' }] },
  { name: 'two words, steady', paceMs: 180, steps: [{ type: 'work light' }] },
  { name: 'a pause mid-word', paceMs: 150, steps: [{ type: 'dri' }, { pauseMs: QUIET_MS }, { type: 'ving' }] },
  { name: 'typed then cut to two characters', paceMs: 150, steps: [{ type: 'stainless' }, { pauseMs: QUIET_MS }, { press: 'Backspace', times: 7 }] },
];

/** The settled queries a script produces, by replaying it on a string. */
function settledQueries(steps: readonly Step[]): string[] {
  let value = '';
  const settled: string[] = [];
  const settle = () => {
    const query = value.trim();
    if (query.length > 2 && settled.at(-1) !== query) settled.push(query);
  };
  for (const step of steps) {
    if ('type' in step) value += step.type;
    else if ('press' in step) value = value.slice(0, Math.max(0, value.length - (step.times ?? 1)));
    else if (step.pauseMs >= SEARCH_DEBOUNCE_MS) settle();
  }
  settle();
  return settled;
}

async function play(page: Page, steps: readonly Step[], paceMs: number): Promise<void> {
  for (const step of steps) {
    if ('type' in step) await page.keyboard.type(step.type, { delay: paceMs });
    else if ('press' in step) for (let time = 0; time < (step.times ?? 1); time += 1) await page.keyboard.press(step.press, { delay: paceMs });
    else await page.waitForTimeout(step.pauseMs);
  }
}

/** The search field, empty and focused, with the list closed and nothing in flight. */
async function clearSearch(page: Page): Promise<void> {
  await page.locator(SEARCH_FIELD).fill('');
  await page.locator(SEARCH_FIELD).focus();
  await page.waitForFunction((results) => !document.querySelector(`${results} [role="option"]`) && !document.querySelector('#masthead form.loading'), RESULTS);
}

/** The header search box on the home page, its island mounted. */
async function searchPage(context: BrowserContext, origin: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL('/', origin).href);
  await waitForLantern(page);
  await page.locator(SEARCH_FIELD).focus();
  await waitForIsland(page, RESULTS);
  return page;
}

/**
 * Types each scenario into the header search box with Playwright's keyboard at the scenario's
 * pace, and records the queries the page sent next to the queries that settled.
 */
export async function measureSearchTyping(browser: Browser, origin: string, scenarios = TYPING_SCENARIOS): Promise<TypingFigures[]> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await searchPage(context, origin);
    let sent: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (new URL(request.url()).pathname.endsWith('/admin-ajax.php') && body.includes('ajax_search_products')) sent.push(new URLSearchParams(body).get('query') ?? '');
    });
    const figures: TypingFigures[] = [];
    for (const scenario of scenarios) {
      await clearSearch(page);
      sent = [];
      await play(page, scenario.steps, scenario.paceMs);
      // Whatever the last keystroke set off has had time to leave and come back.
      await page.waitForTimeout(QUIET_MS);
      await page.waitForFunction(() => !document.querySelector('#masthead form.loading'));
      figures.push({ name: scenario.name, paceMs: scenario.paceMs, settledQueries: settledQueries(scenario.steps), sentQueries: sent });
    }
    return figures;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Live search: from the reply to the list on screen.

export interface ReplyToList {
  query: string;
  /** From the reply's last byte (resource timing `responseEnd`) to the list in the DOM (ms). */
  replyToListMs: number;
  /** From the reply's last byte to the frame after the list is in the DOM (ms). */
  replyToFrameMs: number;
}

/** Queries with results in the demo catalogue, each new to the page (a repeated one is not re-fetched). */
const TIMED_QUERIES = ['marine', 'work light', 'driving', 'stainless', 'underwater', 'light bar', 'beacon', 'deck', 'spot', 'mount', 'round'];

/**
 * Types a query per run into the header search box and times, in the page, from the search
 * reply's last byte to the mutation that puts its first option in the list, and to the frame
 * after it. One frame at 60 Hz is 16.7 ms.
 */
export async function measureSearchReplyToList(browser: Browser, origin: string, times = RUNS): Promise<ReplyToList[]> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await searchPage(context, origin);
    const runs: ReplyToList[] = [];
    for (let run = 0; run < Math.min(times, TIMED_QUERIES.length); run += 1) {
      const query = TIMED_QUERIES[run] ?? '';
      await clearSearch(page);
      await page.evaluate((option) => {
        const probe: { list?: number; frame?: number } = {};
        (window as unknown as { searchProbe: typeof probe }).searchProbe = probe;
        const observer = new MutationObserver(() => {
          if (!document.querySelector(option)) return;
          observer.disconnect();
          probe.list = performance.now();
          requestAnimationFrame(() => (probe.frame = performance.now()));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }, OPTION);
      await page.keyboard.type(query, { delay: 60 });
      await page.waitForFunction(() => (window as unknown as { searchProbe: { frame?: number } }).searchProbe.frame !== undefined);
      runs.push(
        await page.evaluate((text) => {
          const probe = (window as unknown as { searchProbe: { list: number; frame: number } }).searchProbe;
          const replies = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('admin-ajax.php')) as PerformanceResourceTiming[];
          const replyEnd = replies.at(-1)?.responseEnd ?? Number.NaN;
          return { query: text, replyToListMs: probe.list - replyEnd, replyToFrameMs: probe.frame - replyEnd };
        }, query),
      );
    }
    return runs;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Listing: long tasks while the shopper uses the filters and the price slider.

export interface LongFrame {
  /** The long animation frame's length and blocking time (ms). */
  durationMs: number;
  blockingMs: number;
  /** Time spent in Lantern's scripts within it (ms) and which files. */
  lanternScriptMs: number;
  lanternFiles: string[];
  /** What started each Lantern script, e.g. `DIV.onpointermove`, `Window.requestAnimationFrame`, a module's evaluation. */
  lanternInvokers: string[];
}

export interface ListingUse {
  scenario: string;
  run: number;
  /** Every `longtask` entry while the shopper used the page (ms). */
  longTasksMs: number[];
  /** Long tasks that overlap a Lantern script of a long animation frame (ms): the ones Lantern caused. */
  lanternLongTasksMs: number[];
  /** Long animation frames (over 50 ms) in which Lantern's scripts ran. */
  lanternFrames: LongFrame[];
}

/** Starts the long-task and long-animation-frame observers in the page. */
function armLongTaskProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    const probe: { tasks: { start: number; duration: number }[]; frames: PerformanceEntry[] } = { tasks: [], frames: [] };
    // Both observers keep every entry: the page hands them over once the shopper is done.
    (window as unknown as { longTaskProbe: typeof probe }).longTaskProbe = probe;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => probe.tasks.push({ start: entry.startTime, duration: entry.duration }))).observe({ type: 'longtask' });
    new PerformanceObserver((list) => probe.frames.push(...list.getEntries())).observe({ type: 'long-animation-frame' });
  });
}

interface ScriptTiming {
  sourceURL: string;
  invoker: string;
  startTime: number;
  duration: number;
}

interface RawFrame {
  duration: number;
  blockingDuration: number;
  scripts: ScriptTiming[];
}

/** The probe's entries as plain data (page functions stay free of named helpers: the bench's transpiler would rename them). */
async function readLongTaskProbe(page: Page, scenario: string, run: number): Promise<ListingUse> {
  const { tasks, frames } = await page.evaluate(() => {
    const probe = (window as unknown as { longTaskProbe: { tasks: { start: number; duration: number }[]; frames: RawFrame[] } }).longTaskProbe;
    return {
      tasks: probe.tasks,
      frames: probe.frames.map((frame) => ({
        duration: frame.duration,
        blockingDuration: frame.blockingDuration,
        scripts: frame.scripts.map((script) => ({ sourceURL: script.sourceURL, invoker: script.invoker, startTime: script.startTime, duration: script.duration })),
      })),
    };
  });
  const lanternScripts = (frame: RawFrame) => frame.scripts.filter((script) => /^https?:\/\/[^/]+\/lantern\//.test(script.sourceURL));
  const lanternFrames = frames.filter((frame) => lanternScripts(frame).length > 0);
  const scripts = lanternFrames.flatMap(lanternScripts);
  const overlaps = (task: { start: number; duration: number }) =>
    scripts.some((script) => script.startTime < task.start + task.duration && script.startTime + script.duration > task.start);
  return {
    scenario,
    run,
    longTasksMs: tasks.map((task) => task.duration),
    lanternLongTasksMs: tasks.filter(overlaps).map((task) => task.duration),
    lanternFrames: lanternFrames.map((frame) => ({
      durationMs: frame.duration,
      blockingMs: frame.blockingDuration,
      lanternScriptMs: lanternScripts(frame).reduce((sum, script) => sum + script.duration, 0),
      lanternFiles: Array.from(new Set(lanternScripts(frame).map((script) => new URL(script.sourceURL).pathname.replace(/^\/lantern\//, '')))),
      lanternInvokers: lanternScripts(frame).map((script) => `${script.invoker.replace(/https?:\/\/[^/]+\/lantern\//, '')} ${Math.round(script.duration)} ms`),
    })),
  };
}

const HANDLE = '.widget_price_filter [role="slider"]';

/** Drags a slider handle across the track in small moves, as a hand does. */
async function dragHandle(page: Page, index: number, toFraction: number): Promise<void> {
  const track = await page.locator('.widget_price_filter .price_slider').boundingBox();
  const handle = await page.locator(HANDLE).nth(index).boundingBox();
  if (!track || !handle) throw new Error('the price slider is not on screen');
  const y = handle.y + handle.height / 2;
  await page.mouse.move(handle.x + handle.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(track.x + track.width * toFraction, y, { steps: 20 });
  await page.mouse.up();
}

/** The price slider on a wide window (drawn once in view): keys, then dragging. */
async function useSliderOnDesktop(page: Page): Promise<void> {
  await page.locator(HANDLE).nth(1).waitFor();
  await page.locator(HANDLE).first().focus();
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'PageUp', 'PageUp', 'End', 'PageDown', 'Home']) await page.keyboard.press(key);
  await dragHandle(page, 0, 0.4);
  await dragHandle(page, 1, 0.6);
  await dragHandle(page, 1, 1.1);
}

/** The filter panel on a phone: open it, use the slider in it, close it on the overlay. */
async function useFilterPanelOnPhone(page: Page): Promise<void> {
  await page.locator('.filter-toggle').click();
  await page.waitForFunction(() => document.documentElement.classList.contains('off-canvas-active'));
  await page.locator(HANDLE).nth(1).waitFor();
  await dragHandle(page, 0, 0.5);
  await page.locator(HANDLE).nth(1).focus();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.documentElement.classList.contains('off-canvas-active'));
}

/** The loop grid filter: three choices, each refreshed from the server, then Back twice. */
async function useLoopFilter(page: Page): Promise<void> {
  const items = () => page.locator('.elementor-widget-loop-grid .e-loop-item').count();
  const until = async (count: number) => {
    await page.waitForFunction((expected) => document.querySelectorAll('.elementor-widget-loop-grid .e-loop-item').length === expected, count);
  };
  const before = await items();
  for (const [filter, count] of [['marine', 15], ['online-sales', 27], ['worklights', 48]] as const) {
    await page.locator(`.e-filter-item[data-filter="${filter}"]`).click();
    await until(count);
  }
  await page.goBack();
  await until(27);
  await page.goBack();
  await until(15);
  await page.locator('.e-filter-item[data-filter="__all"]').click();
  await until(before);
}

const LISTING_SCENARIOS: { name: string; path: string; viewport: { width: number; height: number }; act(page: Page): Promise<void> }[] = [
  { name: 'price slider, wide window (/shop/)', path: '/shop/', viewport: DESKTOP, act: useSliderOnDesktop },
  { name: 'filter panel and slider, phone (/shop/)', path: '/shop/', viewport: PHONE, act: useFilterPanelOnPhone },
  { name: 'loop grid filter (/shop-by-category/)', path: '/shop-by-category/', viewport: DESKTOP, act: useLoopFilter },
];

/**
 * Uses the listing's filters and price slider as a shopper would, `times` times over, each
 * scenario in a fresh context once the page has loaded and settled, and records every long task
 * meanwhile, and which of them ran Lantern's code (long animation frames name their scripts).
 * Every run starts cold: a fresh context, so the filter code is fetched and evaluated anew.
 */
export async function measureListingLongTasks(browser: Browser, origin: string, times = 3): Promise<ListingUse[]> {
  const figures: ListingUse[] = [];
  for (let run = 0; run < times; run += 1) {
    for (const scenario of LISTING_SCENARIOS) {
      const context = await browser.newContext({ viewport: scenario.viewport });
      try {
        const page = await context.newPage();
        await page.goto(new URL(scenario.path, origin).href);
        await waitForLantern(page);
        await page.waitForLoadState('networkidle');
        await armLongTaskProbe(page);
        await scenario.act(page);
        await page.waitForLoadState('networkidle');
        figures.push(await readLongTaskProbe(page, scenario.name, run));
      } finally {
        await context.close();
      }
    }
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------
// The header code: what a page fetches before and when the shopper first uses the header.

export interface FetchedFile {
  /** Path under /lantern/, hash kept, e.g. `chunks/header-abc123.js`. */
  file: string;
  /** Gzip (level 9) of the bytes the page received. */
  gzip: number;
}

export interface HeaderUse {
  action: string;
  /** Lantern files the action fetched. */
  files: FetchedFile[];
}

export interface HeaderCode {
  path: string;
  /** Lantern files fetched from navigation until the page settled, before any use. */
  beforeUse: FetchedFile[];
  /** The header surface's own chunk among them (gzip bytes; 0 when not fetched). */
  headerChunkBeforeUse: number;
  /** Files each first use fetched, in order: search, account login, drawer (phone). */
  uses: HeaderUse[];
}

/** Records the Lantern scripts a page receives, with their gzip size. */
function watchLanternFiles(page: Page): { take(): Promise<FetchedFile[]> } {
  let pending: Promise<FetchedFile>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/lantern/') || !path.endsWith('.js')) return;
    pending.push(response.body().then((body) => ({ file: path.slice('/lantern/'.length), gzip: gzipSync(body, { level: 9 }).length })));
  });
  return {
    async take() {
      const files = await Promise.all(pending);
      pending = [];
      return files;
    },
  };
}

const isHeaderChunk = (file: FetchedFile) => /^chunks\/header-/.test(file.file);

/** Lets the page's idle work and intent preloads finish: no Lantern file is still coming. */
const settle = (page: Page): Promise<void> => waitForIdle(page);

/**
 * Loads a page with the theme's header and lets it settle without touching it, then uses the
 * header as a shopper does (search field, account login form, then the drawer at phone width)
 * and records which Lantern files each step fetched and their gzip bytes.
 */
export async function measureHeaderCode(browser: Browser, origin: string, path = '/'): Promise<HeaderCode> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    const watch = watchLanternFiles(page);
    await page.goto(new URL(path, origin).href);
    await waitForLantern(page);
    await settle(page);
    const beforeUse = await watch.take();
    const uses: HeaderUse[] = [];
    const firstUse = async (action: string, run: () => Promise<void>) => {
      await run();
      await settle(page);
      uses.push({ action, files: await watch.take() });
    };
    await firstUse('focus the search field and type', async () => {
      await page.locator(SEARCH_FIELD).click();
      await page.keyboard.type('marine', { delay: 60 });
      await page.locator(OPTION).first().waitFor();
    });
    await firstUse('focus the account login form', async () => {
      await page.locator('form[class*="-login-form-ajax"] input:not([type="hidden"])').first().focus();
    });
    await firstUse('open the drawer at phone width', async () => {
      await page.setViewportSize(PHONE);
      await page.locator('.menu-mobile-nav-button').click();
    });
    return { path, beforeUse, headerChunkBeforeUse: beforeUse.filter(isHeaderChunk).reduce((sum, file) => sum + file.gzip, 0), uses };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------

export interface HeaderAndListingFigures {
  searchTyping: TypingFigures[];
  searchReplyToList: ReplyToList[];
  listingLongTasks: ListingUse[];
  headerCode: HeaderCode[];
}

/**
 * Every figure of issue 10's budgets, raw, for the lead's bench run.
 *
 * @example
 * const figures = await measureHeaderAndListing(browser, demo.origin);
 * console.log(figures.searchTyping.map((run) => `${run.name}: ${run.sentQueries.length} sent`));
 */
export async function measureHeaderAndListing(browser: Browser, origin: string): Promise<HeaderAndListingFigures> {
  return {
    searchTyping: await measureSearchTyping(browser, origin),
    searchReplyToList: await measureSearchReplyToList(browser, origin),
    listingLongTasks: await measureListingLongTasks(browser, origin),
    headerCode: [await measureHeaderCode(browser, origin, '/'), await measureHeaderCode(browser, origin, '/shop/')],
  };
}
