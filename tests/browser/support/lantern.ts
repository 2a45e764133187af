import type { Page } from 'playwright-core';

/**
 * Waits until the loader has run: `window.lantern` is published. When it never is, the error
 * says what the page holds of Lantern (its script tags and how far their files came), which a
 * CI log otherwise does not show.
 */
export async function waitForLantern(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => window.lantern !== undefined);
  } catch (error) {
    const seen = await page
      .evaluate(() => ({
        url: location.href,
        readyState: document.readyState,
        title: document.title,
        scripts: [...document.querySelectorAll<HTMLScriptElement>('script[src*="lantern"]')].map((script) => `${script.type || 'classic'} ${script.src}`),
        files: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('lantern'))
          .map((entry) => `${entry.name} ${(entry as PerformanceResourceTiming).responseStatus} in ${Math.round(entry.duration)} ms`),
      }))
      .catch((reason: unknown) => ({ unreadable: String(reason) }));
    throw new Error(`window.lantern was never published; the page: ${JSON.stringify(seen, null, 1)}`, { cause: error });
  }
}

/**
 * Waits until a page behaviour (add-to-cart, cart-fragments, store-notice, …) has mounted:
 * the runtime records `lantern:mount:<name>` when a mount completes.
 */
export async function waitForBehaviour(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    (measure) => performance.getEntriesByName(measure).length > 0,
    `lantern:mount:${name}`,
  );
}

/** Waits until the island on `selector` reports `data-island-state="ready"`. */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor({ state: 'attached' });
  await page.waitForFunction(
    (target) => document.querySelector(target)?.getAttribute('data-island-state') === 'ready',
    selector,
  );
}

/**
 * The shop page as a shopper meets it: Lantern has booted and the mini-cart is kept current.
 * Nothing is pointed at or focused: the cart actions (add buttons, the side cart) load when
 * the shopper reaches for them, and a click that beats their code is held, so a test goes
 * straight to its step as a shopper does.
 */
export async function waitForCartReady(page: Page): Promise<void> {
  await waitForLantern(page);
  await waitForBehaviour(page, 'cart-fragments');
}

/**
 * Cart requests the page has queued and not yet settled. Cart code queues a request in the
 * same task as the click or page load that asks for it, so 0 after that task means none is
 * coming: no need to wait and see.
 */
export function queuedCartRequests(page: Page): Promise<number> {
  return page.evaluate(() => (window.lantern ? (window.lantern.store.getState().cart?.pending ?? 0) : Number.NaN));
}
