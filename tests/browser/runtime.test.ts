import { describe, expect, it } from 'vitest';
import { wcAjax } from './support/contracts';
import { registerBrowserHarness } from './support/harness';
import { waitForCartReady, waitForLantern } from './support/lantern';
import { quiet, settled } from './support/settled';
import { simpleButton, waitForAdded } from './support/shop';

const shop = registerBrowserHarness();
const isLanternFile = (url: URL) => url.pathname.startsWith('/lantern/');
const isChunk = (url: URL) => url.pathname.startsWith('/lantern/chunks/');
const isReactRoot = (url: URL) => /^\/lantern\/chunks\/react-[^/]+\.js$/.test(url.pathname);

const FIRST_PAINT_LOADS = 3;

const BLANK_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>No islands</title>
<script type="module" src="/lantern/lantern.js"></script></head>
<body><main><h1>Plain page</h1><p>Nothing here for Lantern to mount.</p></main></body></html>`;

describe('the runtime', () => {
  it('publishes window.lantern with hydrate, unmount, store, on and version', async () => {
    const { page } = await shop.open('/');
    await waitForLantern(page);
    const surface = await page.evaluate(() => {
      const api = window.lantern;
      return {
        hydrate: typeof api?.hydrate,
        unmount: typeof api?.unmount,
        on: typeof api?.on,
        store: typeof api?.store.getState,
        version: api?.version,
      };
    });
    expect(surface).toMatchObject({ hydrate: 'function', unmount: 'function', on: 'function', store: 'function' });
    expect(surface.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('ignores a second copy of the script', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForCartReady(page);
    // Marks the first copy's API object; a second copy that took over would publish a new one.
    await page.evaluate(() => Object.assign(window.lantern ?? {}, { probe: 'first copy' }));
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const again = document.createElement('script');
          again.type = 'module';
          again.src = '/lantern/lantern.js?again';
          again.onload = () => resolve();
          again.onerror = () => reject(new Error('second copy failed to load'));
          document.head.append(again);
        }),
    );
    // A module script's load event follows its evaluation: the second copy has run by now.
    expect(await page.evaluate(() => (window.lantern as unknown as { probe?: string } | undefined)?.probe)).toBe('first copy');
    expect(await page.evaluate(() => performance.getEntriesByName('lantern:scan').length)).toBe(1);
    const button = simpleButton(page);
    await button.click();
    // A second copy's listener would have sent its own add with the first, not after it.
    await waitForAdded(button);
    expect(shopPage.requests.matching(wcAjax('add_to_cart'))).toHaveLength(1);
  });

  it('fetches no chunk before the first paint', async () => {
    // A race shows on some loads only, so the listing is loaded a few times.
    const early: string[] = [];
    for (let load = 0; load < FIRST_PAINT_LOADS; load += 1) {
      const { page } = await shop.open('/shop/');
      await waitForCartReady(page);
      const { firstPaint, chunkStarts } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? NaN,
        chunkStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/lantern/chunks/'))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      expect(Number.isFinite(firstPaint), 'the page reports its first paint').toBe(true);
      expect(chunkStarts.length).toBeGreaterThan(0);
      for (const chunk of chunkStarts.filter((candidate) => candidate.startTime < firstPaint)) {
        early.push(`load ${load + 1}: ${chunk.name} at ${chunk.startTime.toFixed(0)} ms, first paint at ${firstPaint.toFixed(0)} ms`);
      }
      await page.context().close();
    }
    expect(early).toEqual([]);
  });

  it('loads nothing from /lantern/ on a page without the script', async () => {
    const shopPage = await shop.open('/shop/?lantern=0');
    await quiet(shopPage);
    expect(shopPage.requests.matching(isLanternFile)).toEqual([]);
    expect(await shopPage.page.evaluate(() => window.lantern)).toBeUndefined();
  });

  it('fetches only the every-page chunk, never React, on a page without islands', async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page, requests } = shopPage;
    await page.route(
      (url) => url.pathname === '/no-islands/',
      (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: BLANK_PAGE }),
    );
    await shopPage.goto('/no-islands/');
    await waitForLantern(page);
    // The every-page chunk lists the islands that are not in lantern.js; nothing else may follow.
    await expect.poll(() => requests.matching(isChunk).length).toBeGreaterThan(0);
    await settled(shopPage);
    const chunkNames = requests.matching(isChunk).map(({ url }) => /^\/lantern\/chunks\/([a-z]+)-/.exec(url.pathname)?.[1]);
    expect(chunkNames).toEqual(['page']);
    expect(requests.matching(isReactRoot)).toEqual([]);
  });
});
