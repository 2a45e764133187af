import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { fillCart } from './cart-api';
import type { BrowserHarness, ShopPage } from './harness';
import { waitForIsland } from './lantern';

/** The demo's $20 simple product. */
export const TWENTY_DOLLAR_PRODUCT = 104;

/** A shopper's billing details that the shop accepts. */
export const BILLING = {
  billing_first_name: 'Ann',
  billing_last_name: 'Lee',
  billing_address_1: '3 Marine Terrace',
  billing_city: 'Fremantle',
  billing_postcode: '6160',
  billing_phone: '08 9430 1234',
  billing_email: 'ann@example.com.au',
} as const;

/**
 * A checkout with a product in the cart, Lantern's checkout code mounted (the page starts as a
 * shopper's does: nothing pointed at or focused).
 *
 * @example const { page, requests } = await openCheckout(shop, '/checkout/?jquery=1');
 */
export async function openCheckout(shop: BrowserHarness, path = '/checkout/', options: BrowserContextOptions = {}): Promise<ShopPage> {
  const { context, newPage } = await shop.newContext(options);
  return openCheckoutIn(shop, context, newPage, path);
}

/**
 * {@link openCheckout} in a context the test prepared (an init script, a route).
 *
 * @example const shopPage = await openCheckoutIn(shop, context, newPage);
 */
export async function openCheckoutIn(shop: BrowserHarness, context: BrowserContext, newPage: () => Promise<ShopPage>, path = '/checkout/'): Promise<ShopPage> {
  await fillCart(context, shop.origin, [TWENTY_DOLLAR_PRODUCT]);
  const shopPage = await newPage();
  await shopPage.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { ownCheckoutEvents: string[] }).ownCheckoutEvents = seen;
    for (const name of ['checkout-init', 'update-checkout', 'checkout-updated', 'payment-method-selected', 'checkout-error']) {
      document.addEventListener(`lantern:${name}`, () => seen.push(name));
    }
  });
  await shopPage.goto(path);
  await waitForIsland(shopPage.page, 'form.checkout');
  return shopPage;
}

/** Our own checkout events, in the order they came. */
export const ownCheckoutEvents = (page: Page) => page.evaluate(() => (window as unknown as { ownCheckoutEvents: string[] }).ownCheckoutEvents);

/** Waits for the `updated-checkout` count to reach `count` (each review reply fires one). */
export async function reviewUpdates(page: Page, count: number): Promise<void> {
  await expect.poll(async () => (await ownCheckoutEvents(page)).filter((name) => name === 'checkout-updated').length).toBe(count);
}

/** Types into a field with the keyboard, as a shopper does, then leaves it with Tab. */
export async function typeInto(page: Page, id: string, text: string): Promise<void> {
  const field = page.locator(`#${id}`);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** The classes of a field's `.form-row`. */
export const rowClasses = (page: Page, id: string) => page.locator(`#${id}_field`).getAttribute('class');
