import type { Browser, Page } from 'playwright-core';
import { waitForLantern } from '../browser/support/lantern';

/** The demo's React surface opened by a click: the lightbox of a blog post's gallery. */
export const REACT_SURFACE = {
  path: '/2024/05/choosing-a-beam-pattern/',
  opener: 'a.thickbox',
  shown: '#TB_window[role="dialog"]',
} as const;

export interface FirstOpen {
  /** Click event to the frame after the dialog is in the page (ms). */
  firstOpenMs: number;
  /** The same on a second open, React and the view already loaded: the baseline. */
  againMs: number;
}

/** Records the next click's timestamp and the frame after `shown` appears. */
function armProbe(page: Page): Promise<void> {
  return page.evaluate((shown) => {
    const probe: { click?: number; frame?: number } = {};
    (window as unknown as { openProbe: typeof probe }).openProbe = probe;
    document.addEventListener('click', (event) => (probe.click ??= event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector(shown)) return;
      observer.disconnect();
      requestAnimationFrame(() => (probe.frame = performance.now()));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, REACT_SURFACE.shown);
}

async function clickAndMeasure(page: Page): Promise<number> {
  await armProbe(page);
  await page.locator(REACT_SURFACE.opener).first().click();
  await page.waitForFunction(() => (window as unknown as { openProbe: { frame?: number } }).openProbe.frame !== undefined);
  return page.evaluate(() => {
    const { click = NaN, frame = NaN } = (window as unknown as { openProbe: { click?: number; frame?: number } }).openProbe;
    return frame - click;
  });
}

/**
 * Opens the demo's React surface `times` times, each in a fresh context (nothing cached), with
 * the real mouse once the page's islands have settled: how long from the click until the
 * dialog is drawn, React and its view fetched on the way; then again in the same page.
 */
export async function measureReactFirstOpen(browser: Browser, origin: string, times: number): Promise<FirstOpen[]> {
  const runs: FirstOpen[] = [];
  for (let run = 0; run < times; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(new URL(REACT_SURFACE.path, origin).href);
      await waitForLantern(page);
      await page.waitForLoadState('networkidle');
      const firstOpenMs = await clickAndMeasure(page);
      await page.keyboard.press('Escape');
      await page.waitForFunction((shown) => !document.querySelector(shown), REACT_SURFACE.shown);
      const againMs = await clickAndMeasure(page);
      runs.push({ firstOpenMs, againMs });
    } finally {
      await context.close();
    }
  }
  return runs;
}
