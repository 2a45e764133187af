import type { Page } from 'playwright-core';

/** The demo's own Lantern tag, whatever query it carries. */
const LANTERN_TAG = /<script type="module" src="\/lantern\/lantern\.js[^"]*"[^>]*><\/script>/;

/**
 * Serves the demo's pages with Lantern's script tag replaced by `head` (in the head) and
 * `footer` (before `</body>`), as WordPress, caching plugins and CDNs print them.
 *
 * @example await printScripts(page, { footer: '<script type="module" src="/lantern/lantern.js?ver=0.1.0"></script>' });
 */
export async function printScripts(page: Page, tags: { head?: string; footer?: string }): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const body = (await response.text())
      .replace(LANTERN_TAG, tags.head ?? '')
      .replace('</body>', `${tags.footer ?? ''}</body>`);
    return route.fulfill({ response, body });
  });
}

/** Lantern files the page asked for, by path (a query makes no new file). */
export async function lanternFiles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.startsWith('/lantern/') && url.pathname.endsWith('.js'))
      .map((url) => url.pathname + url.search),
  );
}

/**
 * Waits until the page is idle: no request in flight, an idle callback has run, and Lantern
 * asked for no new file meanwhile (a chunk can start one more island, which fetches its own).
 * For the bench, which measures a page until idle as a lab tool does (`networkidle`'s
 * half-second windows); a test waits on the page's own state instead (`settled.ts`).
 */
export async function waitForIdle(page: Page): Promise<void> {
  let before = -1;
  let after = (await lanternFiles(page)).length;
  while (after !== before) {
    before = after;
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
    await page.waitForLoadState('networkidle');
    after = (await lanternFiles(page)).length;
  }
}
