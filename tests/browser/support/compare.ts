import type { Locator, Page } from 'playwright-core';
import { waitForBehaviourOnIntent, waitForLantern } from './lantern';

export const COMPARE_BUTTON = '.woosc-btn';
export const AREA = '#woosc-area';
/** The demo's guest list cookie: `woosc_products_` + md5('woosc0'). */
export const PRODUCTS_COOKIE = 'woosc_products_0cdb64fab32a05bd393b20c8c351de9f';

/**
 * Waits until the compare behaviour has mounted on the page: when idle with a saved list or on
 * the compare page, else on intent over a compare control, which this points at.
 */
export async function waitForCompare(page: Page): Promise<void> {
  await waitForLantern(page);
  await waitForBehaviourOnIntent(page, 'compare', `${COMPARE_BUTTON}, .woosc-menu-item a`);
}

/** The list as the cookie holds it (decoded), e.g. ['104', '12']. */
export async function compareCookie(page: Page): Promise<string[]> {
  const cookies = await page.context().cookies();
  const value = cookies.find((cookie) => cookie.name === PRODUCTS_COOKIE)?.value ?? '';
  return decodeURIComponent(value).split(',').filter(Boolean);
}

/** Sets the list before a page loads, as another visit would have left it. */
export async function setCompareCookie(page: Page, origin: string, ids: readonly string[]): Promise<void> {
  await page.context().addCookies([{ name: PRODUCTS_COOKIE, value: ids.join('%2C'), url: `${origin}/` }]);
}

export function classesOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => element.className);
}

export function compareButton(page: Page, index = 0): Locator {
  return page.locator(`ul.products ${COMPARE_BUTTON}`).nth(index);
}

export function idOf(button: Locator): Promise<string> {
  return button.evaluate((element) => (element as HTMLElement).dataset.product_id ?? '');
}
