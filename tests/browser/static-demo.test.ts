import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_FLAGS, type PageFlagName } from '../../demo-html/page-flags';
import { buildStaticDemo, staticPagePaths } from '../../fixtures/static-demo/build';
import { newTestContext, workerChromium } from './support/chromium';
import { classesOf, compareButton, compareCookie, idOf, waitForCompare } from './support/compare';
import { DESKTOP } from './support/harness';
import { waitForBehaviour, waitForLantern } from './support/lantern';
import { PageProblems } from './support/page-problems';
import { addSimpleProduct, HEADER_CART_LINK } from './support/shop';
import { closeSideCart } from './support/side-cart';
import { serveFolder, type StaticHost } from './support/static-host';

// The static demo (`npm run build:demo`) on a plain static file server: no demo server runs,
// the shop answers from the service worker.

let outDir: string;
let host: StaticHost;
let browser: Browser;
let buildMs = 0;
const contexts: BrowserContext[] = [];
const watched: { page: Page; problems: PageProblems }[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'lantern-static-demo-'));
  const started = performance.now();
  await buildStaticDemo({ outDir });
  buildMs = performance.now() - started;
  [host, browser] = await Promise.all([serveFolder(outDir), workerChromium()]);
});

afterEach(async () => {
  const problems = watched.splice(0).flatMap(({ page, problems }) => problems.list().map((line) => `${page.url()}: ${line}`));
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  if (problems.length > 0) throw new Error(`The page reported problems:\n${problems.join('\n')}`);
});

afterAll(async () => {
  await host.close();
  rmSync(outDir, { recursive: true, force: true });
});

/** A fresh browser (no worker, cookies or storage yet) on `path`, answered by the worker once it controls the page. */
async function firstVisit(path: string): Promise<Page> {
  const context = await newTestContext(browser, { viewport: DESKTOP });
  contexts.push(context);
  const page = await context.newPage();
  watched.push({ page, problems: new PageProblems(page) });
  // The host's file comes first (it has the registration script); the page then loads again, answered by the worker.
  await page.goto(`${host.origin}${path}`);
  await page.waitForFunction(() => document.readyState === 'complete' && navigator.serviceWorker.controller !== null && !document.querySelector('script[src="/static-demo-boot.js"]'));
  return page;
}

/** The page each flag of `demo-html/page-flags.ts` is tried on. */
const FLAG_PAGE: Record<PageFlagName, string> = {
  jquery: '/shop/',
  editor: '/shop/',
  redirect: '/shop/',
  swatches: '/product/marine-underwater-led-27w/',
  swatchRules: '/product/marine-underwater-led-27w/',
  cfvswSwatches: '/product/marine-underwater-led-27w/',
  ajaxSingle: '/product/magnetic-base-led-work-light/',
  filterDropdown: '/shop/',
  filterMenu: '/shop/',
  classicMenu: '/',
  shortTimeout: '/shop/',
  lantern: '/checkout/',
};

const goto = async (page: Page, path: string) => {
  await page.goto(`${host.origin}${path}`);
};

describe('static demo', () => {
  it('builds page files for every fixed page, product and category, quickly', () => {
    console.log(`[static demo] built in ${Math.round(buildMs)} ms`);
    for (const file of ['index.html', 'shop/index.html', 'cart/index.html', 'checkout/index.html', 'product/marine-underwater-led-27w/index.html', 'product-category/marine/index.html', '404.html']) {
      const html = readFileSync(join(outDir, file), 'utf8');
      expect(html).toContain('<script src="/static-demo-boot.js"></script>');
      expect(html).not.toContain('/lantern/lantern.js');
    }
    expect(readFileSync(join(outDir, 'shop', 'index.html'), 'utf8')).not.toContain('static-demo.invalid');
  });

  it('registers its worker on a first visit and shows the page the worker renders, flags included', async () => {
    // The host's file for /shop/ has no jQuery; the worker renders the address's flag.
    const page = await firstVisit('/shop/?jquery=1');
    expect(await page.locator('script[src="/vendor/jquery.js"]').count()).toBe(1);
    expect(await page.locator('script[src="/static-demo-boot.js"]').count()).toBe(0);
    expect(await page.locator('ul.products > li.product').count()).toBe(48);
    // An address no file stands for (a shared compare list) is rendered by the worker too.
    await goto(page, '/compare/NOSUCHKEY/');
    expect(await page.locator('.woosc-page .woosc-no-result').count()).toBe(1);
  });

  it('tells a browser that runs no service worker that the shop cannot answer, and still shows the page', async () => {
    const context = await newTestContext(browser, { viewport: DESKTOP });
    contexts.push(context);
    // As on an origin that is not secure (plain http to another machine): no `navigator.serviceWorker` at all.
    await context.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'serviceWorker'));
    const page = await context.newPage();
    await page.goto(`${host.origin}/shop/`);
    await page.getByRole('alert').filter({ hasText: 'This static demo needs a service worker' }).waitFor();
    expect(await page.locator('ul.products > li.product').count()).toBe(48);
  });

  it('keeps a shopper’s cart, compare list and wishlist in the browser: add, compare, wishlist, checkout address', async () => {
    const page = await firstVisit('/shop/');
    await waitForLantern(page);

    // Add to cart: the worker answers wc-ajax, its cookies reach the page.
    const added = await addSimpleProduct(page, 0);
    const name = (await added.getAttribute('aria-label')) ?? '';
    await expect.poll(() => page.locator(HEADER_CART_LINK).locator('.count').textContent()).toBe('1 item');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'woocommerce_items_in_cart')?.value).toBe('1');
    await closeSideCart(page);

    // Compare: the list cookie the page writes is read by the worker for the table.
    await waitForCompare(page);
    const compared = compareButton(page, 1);
    const comparedId = await idOf(compared);
    await compared.click();
    await expect.poll(() => classesOf(compared)).toContain('woosc-btn-added');
    expect(await compareCookie(page)).toEqual([comparedId]);
    await page.locator('#woosc_table').waitFor();

    // Wishlist: added through the worker, then listed on the wishlist page it renders.
    await goto(page, '/shop/');
    await waitForLantern(page);
    const heart = page.locator('ul.products li.product').nth(2).locator('.woosw-btn');
    const wished = Number(await heart.getAttribute('data-id'));
    await heart.click();
    await expect.poll(() => heart.getAttribute('class')).toContain('woosw-added');
    await goto(page, '/wishlist/');
    expect(await page.locator(`#main .woosw-item-${wished}`).count()).toBe(1);

    // The compare page and the checkout are rendered from the same state.
    await goto(page, '/compare/');
    expect(await page.locator(`.woosc-page .woosc-remove[data-id="${comparedId}"]`).count()).toBe(1);
    await goto(page, '/checkout/');
    expect(await page.locator('.woocommerce-checkout-review-order-table tr.cart_item').count()).toBe(1);
    expect(name).not.toBe('');

    // Checkout address: the autocomplete suggests and fills.
    await waitForLantern(page);
    await waitForBehaviour(page, 'order-attribution');
    const street = page.locator('#billing_address_1');
    await street.focus();
    await street.pressSequentially('smith');
    const list = page.getByRole('listbox', { name: 'Address suggestions' });
    await list.getByRole('option').first().click();
    await expect.poll(() => street.inputValue()).toBe('12 Smith Street');
    await expect.poll(() => page.locator('#billing_city').inputValue()).toBe('Fitzroy');
  });

  /** Loads each address in one browser and checks the worker answered it with the page and, unless it is left out, Lantern. */
  async function expectAnswered(paths: readonly string[]): Promise<void> {
    const page = await firstVisit('/');
    for (const path of paths) {
      const response = await page.goto(`${host.origin}${path}`);
      expect([path, response?.status(), response?.fromServiceWorker()]).toEqual([path, 200, true]);
      expect(await page.locator('header#masthead').count()).toBe(1);
      if (!path.includes('lantern=0')) await waitForLantern(page);
    }
  }

  /** The route table's page files without the products (one of each kind is enough here), split in listings and the rest. */
  const isListing = (path: string) => path === '/' || path.startsWith('/shop') || path.startsWith('/product-category/');
  const pagePaths = () => staticPagePaths().filter((path) => !path.startsWith('/product/'));

  it('answers the listing pages of the route table from the worker, a search included', async () => {
    await expectAnswered([...pagePaths().filter(isListing), '/?s=marine&post_type=product']);
  });

  it('answers the other pages of the route table from the worker: product, cart, checkout, account, lists, QA pages, the demo order', async () => {
    const queries = ['/wp-admin/admin.php?page=wc-settings&tab=site-visibility', '/checkout/order-received/1234/?key=wc_order_Dm0Hh8aB4x1'];
    await expectAnswered([...pagePaths().filter((path) => !isListing(path)), FLAG_PAGE.ajaxSingle, ...queries]);
  });

  it('answers every page flag from the worker', async () => {
    await expectAnswered(Object.entries(PAGE_FLAGS).map(([name, flag]) => `${FLAG_PAGE[name as PageFlagName]}?${flag.param}=${flag.value}`));
  });

  it('keeps the cart when the browser stops the worker and starts it again', async () => {
    const page = await firstVisit('/shop/');
    await waitForLantern(page);
    await addSimpleProduct(page, 0);
    // The add sends its analytics event through a chunk fetched then: stopping the worker while
    // that fetch is on its way would fail it, which no shopper's browser does on its own.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/gtag-events-/.test(entry.name)));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await goto(page, '/cart/');
    expect(await page.locator('.woocommerce-cart-form tr.cart_item').count()).toBe(1);
  });
});
