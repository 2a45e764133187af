import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForBehaviour, waitForLantern } from './lantern';

export const COMPARE_BUTTON = '.woosc-btn';
export const AREA = '#woosc-area';
/** The demo's guest list cookie: `woosc_products_` + md5('woosc0'). */
export const PRODUCTS_COOKIE = 'woosc_products_0cdb64fab32a05bd393b20c8c351de9f';

/**
 * The page as a shopper meets it, with nothing pointed at: Lantern has booted, and a shopper
 * with a saved list, or on the compare page, also has the compare code, which the shop fetches
 * when idle. A shopper without one gets it when reaching for a compare control: a click that
 * beats it is held, so a test goes straight to its step.
 */
export async function waitForCompare(page: Page): Promise<void> {
  await waitForLantern(page);
  const saved = (await page.context().cookies(page.url())).some((cookie) => cookie.name.startsWith('woosc_products') && cookie.value !== '');
  if (saved || (await page.locator('.woosc-page').count()) > 0) await waitForBehaviour(page, 'compare');
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

/**
 * The ids of the first `count` products of the shop page's listing, read from the page the
 * server prints for this page's context: no page load only to read them before the load that
 * matters (with the list saved, say).
 *
 * @example const [first] = await firstListedIds(page, shop.origin, 1);
 */
export async function firstListedIds(page: Page, origin: string, count: number): Promise<string[]> {
  const printed = await (await page.context().request.get(new URL('/shop/', origin).href)).text();
  const listing = printed.slice(printed.indexOf('<ul class="products'));
  const ids = [...listing.matchAll(/<button class="woosc-btn woosc-btn-(\d+) /g)].slice(0, count).map((match) => match[1] ?? '');
  expect(ids).toHaveLength(count);
  return ids;
}

export function idOf(button: Locator): Promise<string> {
  return button.evaluate((element) => (element as HTMLElement).dataset.product_id ?? '');
}
