import type { Page } from 'playwright-core';
import type { LanternReport } from '../../../src/runtime/report-types';
import type { BrowserHarness, ShopPage } from './harness';
import { waitForLantern } from './lantern';

/** The demo theme's request for Lantern's steppers (`lantern_config`), taken out. */
export const withoutConfig = (html: string): string => html.replace(/<script id="lantern-js-module-before">[\s\S]*?<\/script>/, '');

/**
 * Opens `path` of the demo with its HTML changed as another theme or shop would print it.
 *
 * @example
 * const { page } = await openAs(shop, '/shop/?jquery=1', (html) => html.replace('</body>', `${script}</body>`));
 */
export async function openAs(shop: BrowserHarness, path: string, change: (html: string) => string): Promise<ShopPage> {
  const shopPage = await shop.newContext().then(({ newPage }) => newPage());
  await shopPage.page.route(
    (url) => url.pathname === new URL(path, 'http://demo.invalid').pathname,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text()) });
    },
  );
  await shopPage.goto(path);
  await waitForLantern(shopPage.page);
  return shopPage;
}

/** `window.lantern.report()`: it answers once the page chunk, which decides the surfaces, is here. */
export function lanternReport(page: Page): Promise<LanternReport> {
  return page.evaluate(() => {
    if (!window.lantern) throw new Error('no Lantern on the page');
    return window.lantern.report();
  });
}
