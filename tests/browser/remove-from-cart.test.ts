import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { wcAjax } from './support/contracts';
import { ALL_FAULTS, injectFault } from './support/faults';
import { registerBrowserHarness, type ShopPage } from './support/harness';
import { holdRequests } from './support/hold';
import { expectNothingLoading } from './support/busy';
import { waitForCartReady } from './support/lantern';
import { fillCart } from './support/cart-api';
import { addSimpleProduct, hasClass, HEADER_CART_LINK, MINI_CART, MINI_CART_ITEM, SIDE_CART } from './support/shop';

const shop = registerBrowserHarness();
const REMOVE_LINK = `${SIDE_CART} ${MINI_CART} ${MINI_CART_ITEM} a.remove_from_cart_button`;

/** A shop page with one product in the cart and the side cart open on it. */
async function withOneItemInSideCart(): Promise<ShopPage> {
  const shopPage = await shop.open('/shop/');
  const { page } = shopPage;
  await waitForCartReady(page);
  await addSimpleProduct(page);
  await expect.poll(() => hasClass(page.locator(SIDE_CART), 'active')).toBe(true);
  await page.locator(REMOVE_LINK).first().waitFor({ state: 'visible' });
  return shopPage;
}

function sideCartItems(page: Page) {
  return page.locator(`${SIDE_CART} ${MINI_CART} ${MINI_CART_ITEM}`);
}

describe('removing an item from the mini-cart', () => {
  it('blocks the item while the removal is in flight, then shows the updated mini-cart', async () => {
    const { page } = await withOneItemInSideCart();
    const held = await holdRequests(page, wcAjax('remove_from_cart'));
    await page.locator(REMOVE_LINK).first().click();
    await held.waitFor(1);
    const item = sideCartItems(page).first();
    expect(await item.locator('.blockOverlay').count()).toBe(1);
    await held.releaseAll();
    await expect.poll(() => sideCartItems(page).count()).toBe(0);
    expect(await page.locator(`${SIDE_CART} .woocommerce-mini-cart__empty-message`).count()).toBe(1);
    expect(await page.locator('.blockOverlay').count()).toBe(0);
    await expectNothingLoading(page);
  });

  it.each(ALL_FAULTS)('%s: follows the remove link and lands on the cart with the removed notice', async (fault) => {
    const shopPage = await withOneItemInSideCart();
    const { page } = shopPage;
    await injectFault(shopPage, 'remove_from_cart', fault);
    const link = page.locator(REMOVE_LINK).first();
    const href = await link.evaluate((element) => (element as HTMLAnchorElement).href);
    expect(new URL(href).searchParams.has('remove_item')).toBe(true);
    const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === href, {
      timeout: 15_000,
    });
    await link.click();
    await navigation;
    await page.waitForURL((url) => url.pathname === '/cart/', { timeout: 15_000 });
    await expect.poll(() => page.locator('.woocommerce-message').first().innerText()).toMatch(/removed/i);
    await expectNothingLoading(page);
  });

  it('keeps keyboard focus in the side cart: the next remove link, then the close control', async () => {
    const { context, newPage } = await shop.newContext();
    await fillCart(context, shop.origin, [104, 106]);
    const { page, goto } = await newPage();
    await goto('/');
    await waitForCartReady(page);
    await page.locator(HEADER_CART_LINK).click();
    await expect.poll(() => hasClass(page.locator(SIDE_CART), 'active')).toBe(true);
    await expect.poll(() => sideCartItems(page).count()).toBe(2);
    // The panel puts focus on its first control as it opens; start once that has happened.
    await page.waitForFunction((panel) => document.activeElement?.matches(`${panel} .close-cart-side`) === true, SIDE_CART);
    const focusedKey = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.cart_item_key ?? document.activeElement?.className);
    const secondKey = await page.locator(REMOVE_LINK).nth(1).getAttribute('data-cart_item_key');

    await page.locator(REMOVE_LINK).first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => sideCartItems(page).count()).toBe(1);
    expect(await focusedKey()).toBe(secondKey);

    await page.keyboard.press('Enter');
    await expect.poll(() => sideCartItems(page).count()).toBe(0);
    expect(await focusedKey()).toBe('close-cart-side');
  });
});
