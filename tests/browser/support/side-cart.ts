import type { Page } from 'playwright-core';
import { SIDE_CART } from './shop';

/**
 * Closes the side cart if it is open (it opens after every add and covers part of the page),
 * and waits until it no longer takes clicks.
 */
export async function closeSideCart(page: Page): Promise<void> {
  const isOpen = () => page.evaluate((selector) => document.querySelector(selector)?.classList.contains('active') === true, SIDE_CART);
  if (!(await isOpen())) return;
  await page.keyboard.press('Escape');
  await page.waitForFunction((selector) => document.querySelector(selector)?.classList.contains('active') === false, SIDE_CART);
  // The panel slides out over .25 s; it stops covering the page once its visibility is hidden.
  await page.locator(SIDE_CART).waitFor({ state: 'hidden' });
}
