import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islands } from '../../islands/registry';
import { wcAjax } from './support/contracts';
import { registerBrowserHarness } from './support/harness';
import { holdRequests } from './support/hold';
import { waitForCartReady, waitForIsland, waitForLantern } from './support/lantern';
import { settled } from './support/settled';
import { lanternFiles, printScripts } from './support/script-tags';
import { addSimpleProduct, clickAndFollowLink, hasClass, HEADER_CART_LINK, SIDE_CART, simpleButton, waitForAdded } from './support/shop';

const shop = registerBrowserHarness();

const VERSIONED = '<script type="module" src="/lantern/lantern.js?ver=0.1.0" id="lantern-js-module"></script>';
const CDN_COPY = '<script type="module" src="/lantern/lantern.js?ver=0.1.0&amp;cache=7f3a"></script>';
const isChunk = (name: string) => (url: URL) => new RegExp(`^/lantern/chunks/${name}-[^/]+\\.js$`).test(url.pathname);

/** Each chunk path the page fetched, with how often. */
function countChunks(paths: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const path of paths.filter((candidate) => candidate.startsWith('/lantern/chunks/'))) {
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  return counts;
}

async function cartHashes(page: Page) {
  return page.evaluate(() => ({
    store: window.lantern?.store.getState().cart?.hash ?? '',
    cookie: /(?:^|; )woocommerce_cart_hash=([^;]*)/.exec(document.cookie)?.[1] ?? '',
  }));
}

describe('one copy of every module, whatever the script URL carries', () => {
  it('runs once from a footer tag with ?ver=, and the public store follows the cart', async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    await printScripts(shopPage.page, { footer: VERSIONED });
    await shopPage.goto('/shop/');
    const { page } = shopPage;
    await waitForCartReady(page);
    await addSimpleProduct(page);
    await settled(shopPage);
    const files = await lanternFiles(page);
    expect(files.filter((file) => file.startsWith('/lantern/lantern.js'))).toEqual(['/lantern/lantern.js?ver=0.1.0']);
    expect([...countChunks(files).values()].every((count) => count === 1)).toBe(true);
    const hashes = await cartHashes(page);
    expect(hashes.cookie).not.toBe('');
    expect(hashes.store).toBe(hashes.cookie);
  });

  it('runs once from two tags with different queries', async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    await printScripts(shopPage.page, { head: VERSIONED, footer: CDN_COPY });
    await shopPage.goto('/shop/');
    const { page, requests } = shopPage;
    await waitForCartReady(page);
    const button = simpleButton(page);
    await button.click();
    await waitForAdded(button);
    await settled(shopPage);
    expect(requests.matching(wcAjax('add_to_cart'))).toHaveLength(1);
    expect(await page.evaluate(() => performance.getEntriesByName('lantern:scan').length)).toBe(1);
    const files = await lanternFiles(page);
    expect(files.filter((file) => file.startsWith('/lantern/lantern.js'))).toHaveLength(2);
    expect([...countChunks(files).values()].every((count) => count === 1)).toBe(true);
    const hashes = await cartHashes(page);
    expect(hashes.store).toBe(hashes.cookie);
    expect(await hasClass(page.locator(SIDE_CART), 'active')).toBe(true);
  });
});

describe('printed as a classic script, as a plain wp_enqueue_script prints it', () => {
  // A theme's own classic script that declares, at the top level, names a minified bundle uses:
  // had Lantern's names been global too, its script would not have run at all.
  const THEME = "<script>let e = 'theme'; let t = 'theme';</script>";
  const CLASSIC = '<script src="/lantern/lantern.js?ver=0.1.0" id="lantern-js"></script>';

  for (const [where, tags] of [['the footer', { footer: THEME + CLASSIC }], ['the head', { head: THEME + CLASSIC }]] as const) {
    it(`runs from ${where}: a click at once adds in place, its chunks found beside it, and the page's own names kept`, async () => {
      const { newPage } = await shop.newContext();
      const shopPage = await newPage();
      await printScripts(shopPage.page, tags);
      await shopPage.goto('/shop/');
      const { page, requests } = shopPage;
      const button = simpleButton(page);
      await button.click();
      await waitForAdded(button);
      expect(requests.matching(wcAjax('add_to_cart'))).toHaveLength(1);
      expect(await page.evaluate(() => [typeof (window as unknown as { e?: unknown }).e, String(eval('e')), String(eval('t'))])).toEqual(['undefined', 'theme', 'theme']);
      const files = await lanternFiles(page);
      expect(files.filter((file) => file.startsWith('/lantern/chunks/')).length).toBeGreaterThan(0);
      expect([...countChunks(files).values()].every((count) => count === 1)).toBe(true);
    });
  }
});

describe('a chunk that never answers', () => {
  it('fails only its own islands: add to cart works while the listing chunk stalls', async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page, problems } = shopPage;
    problems.allowConsole(/\[lantern\] island "(ordering|result-count|price-slider|price-slider-reinit|back-to-top)" failed to mount/);
    await page.addInitScript(() => Object.assign(window, { lantern_config: { chunk_timeout: 1500 } }));
    const stalled = await holdRequests(page, isChunk('listing'));
    await shopPage.goto('/shop/');
    await waitForCartReady(page);
    await stalled.waitFor(1);
    await addSimpleProduct(page);
    expect(await page.locator('form.woocommerce-ordering').getAttribute('data-island-state')).toBe('loading');
    await page.waitForFunction(
      () => document.querySelector('form.woocommerce-ordering')?.getAttribute('data-island-state') === 'error',
    );
    expect(await page.locator('.woocommerce-result-count').getAttribute('data-island-state')).toBe('error');
  });

  it('lets a held click follow its link once the chunk has timed out', async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page, problems, requests } = shopPage;
    // The page chunk also carries the rows of the islands not on every page: those stay unknown.
    problems.allowConsole(/\[lantern\] (island "[a-z-]+" failed to mount|islands not loaded)/);
    await page.addInitScript(() => Object.assign(window, { lantern_config: { chunk_timeout: 1000 } }));
    await holdRequests(page, isChunk('page'));
    await shopPage.goto('/shop/');
    await waitForLantern(page);
    const button = simpleButton(page);
    await clickAndFollowLink(button, async () => {
      expect(await hasClass(button, 'loading')).toBe(true);
    });
    expect(requests.matching(wcAjax('add_to_cart'))).toHaveLength(0);
  });
});

describe('triggers', () => {
  it('holds a click on the header cart link until the side cart is mounted, then opens it', async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page } = shopPage;
    const chunk = await holdRequests(page, isChunk('page'));
    await shopPage.goto('/shop/');
    await waitForLantern(page);
    await page.locator(HEADER_CART_LINK).first().click();
    await chunk.waitFor(1);
    expect(new URL(page.url()).pathname).toBe('/shop/');
    await chunk.releaseAll();
    await waitForIsland(page, SIDE_CART);
    await page.waitForFunction((selector) => document.querySelector(selector)?.classList.contains('active'), SIDE_CART);
    expect(new URL(page.url()).pathname).toBe('/shop/');
  });
});

const ON_INTERACTION = new Set(islands.filter((island) => island.hydrate === 'interaction').map((island) => island.name));
const WHEN_VISIBLE = new Set(islands.filter((island) => island.hydrate === 'visible').map((island) => island.name));

describe('files fetched until idle', () => {
  for (const path of ['/shop/', '/product/', '/cart/']) {
    it(`stays at four Lantern scripts or fewer on ${path} (five on the cart, with its country fields), without React or panel code`, async () => {
      const { newPage } = await shop.newContext();
      const first = await newPage();
      await first.goto('/shop/');
      await waitForCartReady(first.page);
      await addSimpleProduct(first.page);
      const productUrl = await first.page.locator('a.woocommerce-LoopProduct-link').first().getAttribute('href');
      const shopPage = await newPage();
      await shopPage.goto(path === '/product/' ? (productUrl ?? '/') : path);
      await settled(shopPage);
      const files = await lanternFiles(shopPage.page);
      // A shopper without a compare list or a wishlist fetches neither plugin (decision 0019).
      // The cart page also sets up its shipping calculator's country fields at load, as
      // country-select.js does (decision 0099): their chunk is a fifth file there, over the
      // four-file budget, reported by the bench (fidelity first).
      expect(files.length, files.join(', ')).toBeLessThanOrEqual(path === '/cart/' ? 5 : 4);
      if (path === '/cart/') expect(files.filter((file) => !/\/(lantern\.js|chunks\/(page|cart-page|checkout|tracking)-)/.test(file)), files.join(', ')).toEqual([]);
      // Compare's panels, table tools and SortableJS wait until a panel opens.
      expect(files.some((file) => /\/chunks\/(panels|panel-controls|sortable)-/.test(file)), files.join(', ')).toBe(false);
      expect(files.some((file) => /\/chunks\/react-/.test(file))).toBe(false);
      const islandStates = await shopPage.page.$$eval('[data-island]', (elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          const nearScreen = box.top < innerHeight + 200 && box.bottom > -200;
          return [element.getAttribute('data-island'), element.getAttribute('data-island-state'), nearScreen] as const;
        }),
      );
      expect(islandStates.length).toBeGreaterThan(0);
      // Islands that wait for the shopper (decision 0016), or for the screen to reach them, have
      // not loaded; every other one is ready.
      const waits = ([name, , nearScreen]: readonly [string | null, string | null, boolean]) =>
        ON_INTERACTION.has(name ?? '') || (WHEN_VISIBLE.has(name ?? '') && !nearScreen);
      const waiting = islandStates.filter(waits);
      expect(waiting.every(([, state]) => state === null), JSON.stringify(waiting)).toBe(true);
      const loaded = islandStates.filter((island) => !waits(island));
      expect(loaded.filter(([, state]) => state !== 'ready')).toEqual([]);
    });
  }
});
