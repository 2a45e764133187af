import type { Page } from 'playwright-core';

/** Waits until the loader has run: `window.lantern` is published. */
export async function waitForLantern(page: Page): Promise<void> {
  await page.waitForFunction(() => window.lantern !== undefined);
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

/**
 * Waits until a page behaviour that loads on intent has mounted, pointing at its trigger as a
 * shopper moving towards it would (again until the loader knows the island).
 */
export async function waitForBehaviourOnIntent(page: Page, name: string, trigger: string): Promise<void> {
  await page.waitForFunction(
    ([measure, selector]) => {
      if (performance.getEntriesByName(measure).length > 0) return true;
      document.querySelector(selector)?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      return false;
    },
    [`lantern:mount:${name}`, trigger] as const,
    { polling: 100 },
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

/** The shop page is ready for a shopper: the cart behaviours and the side cart are mounted. */
export async function waitForCartReady(page: Page): Promise<void> {
  await waitForLantern(page);
  await waitForBehaviour(page, 'add-to-cart');
  await waitForBehaviour(page, 'cart-fragments');
  await waitForIsland(page, '.site-header-cart-side');
}

/**
 * Cart requests the page has queued and not yet settled. Cart code queues a request in the
 * same task as the click or page load that asks for it, so 0 after that task means none is
 * coming: no need to wait and see.
 */
export function queuedCartRequests(page: Page): Promise<number> {
  return page.evaluate(() => (window.lantern ? (window.lantern.store.getState().cart?.pending ?? 0) : Number.NaN));
}

/** Resolves after `ms` of page time have passed (for waits the spec names, e.g. 1 s, 2 s). */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
