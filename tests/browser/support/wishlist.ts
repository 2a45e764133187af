import type { BrowserContext, Page } from 'playwright-core';
import { waitForBehaviour, waitForLantern } from './lantern';
import { expect } from 'vitest';
import { answerWithFault, readyForFault, type Fault } from './faults';
import type { BrowserHarness, ShopPage } from './harness';
import { formFields } from './contracts';

export const POPUP = '#woosw_wishlist';
export const MANAGE = '#woosw_manage';
export const KEY_COOKIE = 'woosw_key';

/** The demo's wishlist settings form fields (see `/wishlist-settings/`). */
export interface WishlistSettingsForm {
  button_action?: 'list' | 'message' | 'no';
  button_action_added?: 'popup' | 'page' | 'remove';
  page_myaccount?: 'yes' | 'yes_popup' | 'no';
  menu_action?: 'open_page' | 'open_popup';
  continue_url?: '' | '/shop/';
  auto_remove?: boolean;
  popup_search?: boolean;
  reload_count?: boolean;
  signed_in?: boolean;
  disable_unauthenticated?: boolean;
}

/**
 * Saves the demo's site-wide wishlist settings, as a QA person does on `/wishlist-settings/`.
 * @example await setWishlistSettings(context, origin, { button_action: 'message' });
 */
export async function setWishlistSettings(context: BrowserContext, origin: string, settings: WishlistSettingsForm): Promise<void> {
  const chosen: WishlistSettingsForm = { button_action: 'list', button_action_added: 'popup', page_myaccount: 'yes', menu_action: 'open_page', popup_search: true, ...settings };
  // A checkbox left unticked is not posted at all.
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(chosen)) {
    if (value === true) form[name] = 'yes';
    else if (typeof value === 'string') form[name] = value;
  }
  const reply = await context.request.post(new URL('/wishlist-settings/', origin).href, { form, maxRedirects: 0 });
  expect(reply.status()).toBe(303);
}

/**
 * Puts products in a wishlist key's list through the plugin's own endpoint, as another tab would.
 * @example await fillWishlist(context, origin, 'TESTKY', [141, 142]);
 */
export async function fillWishlist(context: BrowserContext, origin: string, key: string, productIds: readonly number[]): Promise<void> {
  await context.addCookies([{ name: KEY_COOKIE, value: key, url: origin }]);
  const nonce = await wishlistNonce(context, origin);
  for (const id of productIds) {
    const reply = await context.request.post(new URL('/?wc-ajax=woosw_add', origin).href, { form: { action: 'woosw_add', product_id: String(id), nonce } });
    expect(((await reply.json()) as { status: number }).status).toBe(1);
  }
}

async function wishlistNonce(context: BrowserContext, origin: string): Promise<string> {
  const page = await (await context.request.get(new URL('/cart/', origin).href)).text();
  const match = /var woosw_vars = (\{.*?\});/.exec(page);
  return (JSON.parse(match?.[1] ?? '{}') as { nonce?: string }).nonce ?? '';
}

/** Makes every request to a wishlist endpoint fail the given way. */
export async function injectWishlistFault(shopPage: ShopPage, endpoint: string, fault: Fault): Promise<void> {
  const matches = (url: URL) => url.searchParams.get('wc-ajax') === endpoint;
  shopPage.problems.allowFailedRequests(matches);
  await readyForFault(shopPage.page, fault);
  await shopPage.page.route(matches, (route) => answerWithFault(route, fault));
}

/** The localStorage item naming a key Lantern made that no call has carried (islands/wishlist/state/unused-key.ts). */
const UNUSED_KEY_ITEM = 'lantern_woosw_unused_key';

/**
 * The page as a shopper meets it, with nothing pointed at: Lantern has booted, and a shopper
 * who has a list (a key a call has carried) or is on the wishlist page also has the wishlist
 * code, which the shop fetches when idle (decision 0019). A shopper without one gets it when
 * reaching for a button: a click that beats it is held, so a test goes straight to its step.
 */
export async function waitForWishlist(page: Page): Promise<void> {
  await waitForLantern(page);
  const key = (await page.context().cookies(page.url())).find((cookie) => cookie.name === KEY_COOKIE)?.value ?? '';
  const listed = await page.evaluate(
    ([value, item]) => Boolean(document.querySelector('.woosw-list, .woosw-list-ajax')) || (value !== '' && localStorage.getItem(item) !== value),
    [key, UNUSED_KEY_ITEM] as const,
  );
  if (listed) await waitForBehaviour(page, 'wishlist');
}

export function isShown(page: Page, selector = POPUP): Promise<boolean> {
  return page.locator(selector).evaluate((element) => element.classList.contains('woosw-show'));
}

export function focusInside(page: Page, selector = POPUP): Promise<boolean> {
  return page.evaluate((target) => document.querySelector(target)?.contains(document.activeElement) === true, selector);
}

/** Wishlist calls the page made, by endpoint. */
export function wishlistCalls(shopPage: ShopPage, endpoint: string): number {
  return shopPage.requests.matching((url) => url.searchParams.get('wc-ajax') === endpoint).length;
}

/**
 * The product ids cached in sessionStorage for `key` (`woosw_data_{key}`), sorted; null when
 * nothing is cached.
 * @example expect(await cachedIds(page, 'PAGE01')).toEqual(['141']);
 */
export async function cachedIds(page: Page, key: string): Promise<string[] | null> {
  const text = await page.evaluate((value) => sessionStorage.getItem(`woosw_data_${value}`), key);
  if (text === null) return null;
  const data = JSON.parse(text) as { ids?: Record<string, unknown> | unknown[] };
  return Array.isArray(data.ids) ? [] : Object.keys(data.ids ?? {}).sort();
}

/** Spec 7.7: the fields each wishlist endpoint sends besides `action` and `nonce`. */
const ENDPOINT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  woosw_add: ['product_id'],
  woosw_remove: ['product_id', 'key'],
  woosw_empty: ['key'],
  woosw_manage_wishlists: [],
  woosw_add_wishlist: ['name'],
  woosw_set_default: ['key'],
  woosw_delete_wishlist: ['key'],
  woosw_view_wishlist: ['key'],
  woosw_add_note: ['key', 'product_id', 'note'],
  woosw_load: [],
  woosw_load_count: [],
  woosw_get_data: [],
  // Reference 2.5: a cached wishlist page (`.woosw-list-ajax`) asks for its list.
  woosw_load_list: [],
};

/**
 * Checks every wishlist call the page made against spec 7.7: a POST to the endpoint's wc-ajax
 * URL whose body has `action` = the endpoint, the page's nonce and the endpoint's fields. Returns
 * the endpoints seen, in order.
 *
 * @example expect(await expectWishlistContract(shopPage)).toContain('woosw_add_note');
 */
export async function expectWishlistContract(shopPage: ShopPage): Promise<string[]> {
  const nonce = await shopPage.page.evaluate(() => (window as unknown as { woosw_vars: { nonce: string } }).woosw_vars.nonce);
  const calls = shopPage.requests.matching((url) => (url.searchParams.get('wc-ajax') ?? '').startsWith('woosw_'));
  for (const call of calls) {
    const endpoint = call.url.searchParams.get('wc-ajax') ?? '';
    const fields = formFields(call.body);
    expect(call.method, endpoint).toBe('POST');
    expect(fields.action, endpoint).toBe(endpoint);
    expect(fields.nonce, endpoint).toBe(nonce);
    const wanted = ENDPOINT_FIELDS[endpoint];
    expect(wanted, `${endpoint} is an endpoint of spec 7.7`).toBeDefined();
    for (const field of wanted ?? []) expect(fields[field], `${endpoint} sends ${field}`).toBeTypeOf('string');
  }
  return calls.map((call) => call.url.searchParams.get('wc-ajax') ?? '');
}

/**
 * A new shopper whose list `key` holds `productIds`, with these demo settings, on `path` once the
 * wishlist code is there and the first listed product's button is marked added.
 *
 * @example const { page } = await shopperWithList(shop, 'FAIL01', [141, 142]);
 */
export async function shopperWithList(
  shop: BrowserHarness,
  key: string,
  productIds: readonly number[],
  options: { settings?: WishlistSettingsForm; path?: string } = {},
): Promise<ShopPage> {
  const context = await shop.newContext();
  if (options.settings) await setWishlistSettings(context.context, shop.origin, options.settings);
  await fillWishlist(context.context, shop.origin, key, productIds);
  const shopPage = await context.newPage();
  await shopPage.goto(options.path ?? '/shop/');
  await waitForWishlist(shopPage.page);
  const button = shopPage.page.locator(`.woosw-btn-${productIds[0]}`).first();
  await expect.poll(() => button.getAttribute('class')).toContain('woosw-added');
  return shopPage;
}
