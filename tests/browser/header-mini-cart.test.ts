import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/catalogue/index';
import { fillCart } from './support/cart-api';
import { registerBrowserHarness } from './support/harness';
import { waitForBehaviour, waitForIsland, waitForLantern } from './support/lantern';
import { MINI_CART_ITEM } from './support/shop';

const shop = registerBrowserHarness();
const HEADER_CART = '.site-header-cart';
const LIST = `${HEADER_CART} .cart_list`;
const MANY = catalogue
  .filter((product) => product.type === 'simple' && product.stock !== 0)
  .slice(0, 14)
  .map((product) => product.id);

async function openWithManyItems(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const { context, newPage } = await shop.newContext({ viewport });
  await fillCart(context, shop.origin, MANY);
  const shopPage = await newPage();
  await shopPage.goto(path);
  const { page } = shopPage;
  await waitForLantern(page);
  await waitForBehaviour(page, 'cart-fragments');
  await page.locator(`${HEADER_CART} ${MINI_CART_ITEM}`).first().waitFor({ state: 'attached' });
  return page;
}

/** The shopper points at the header cart; its code, fetched on that intent, has then mounted. */
async function hoverCart(page: Page): Promise<void> {
  await page.locator(HEADER_CART).first().hover();
  // Mounted, so a list left alone was seen by the behaviour, not missed by it.
  await waitForIsland(page, '#site-header-cart');
}

function listStyle(page: Page): Promise<{ maxHeight: string; overflowY: string }> {
  return page
    .locator(LIST)
    .first()
    .evaluate((list) => ({ maxHeight: (list as HTMLElement).style.maxHeight, overflowY: (list as HTMLElement).style.overflowY }));
}

describe('header mini-cart dropdown', () => {
  it('caps a long cart list at 15em with vertical scrolling on hover, at desktop width', async () => {
    const page = await openWithManyItems('/shop/', { width: 1280, height: 700 });
    await hoverCart(page);
    await expect.poll(() => listStyle(page)).toEqual({ maxHeight: '15em', overflowY: 'auto' });
  });

  // A real hover: the theme shows the drop-down only under the pointer, and a list that is
  // not shown has no height to cap, whatever the behaviour decides.
  it('leaves the list alone on the cart page', async () => {
    const page = await openWithManyItems('/cart/', { width: 1280, height: 700 });
    await hoverCart(page);
    expect((await listStyle(page)).maxHeight).toBe('');
  });

  it('leaves the list alone on the checkout page', async () => {
    const page = await openWithManyItems('/checkout/', { width: 1280, height: 700 });
    await hoverCart(page);
    expect((await listStyle(page)).maxHeight).toBe('');
  });

  it('leaves the list alone below 768 px, even where the theme shows it there', async () => {
    const page = await openWithManyItems('/shop/', { width: 700, height: 700 });
    await page.addStyleTag({ content: '.site-header-cart:hover .widget_shopping_cart { display: block; }' });
    await hoverCart(page);
    expect((await listStyle(page)).maxHeight).toBe('');
  });
});
