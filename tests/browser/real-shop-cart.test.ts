import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockedRegions, CART_FORM, CART_TOTALS, cartPageEvents, COUPON_FIELD, noticeTexts, RECORD_OWN_EVENTS, UPDATE_BUTTON, waitForCartUpdates } from './support/cart-page';
import { newTestContext, workerChromium } from './support/chromium';
import { waitForBehaviour, waitForLantern } from './support/lantern';
import { realShopWithLantern, type RealShop } from './support/real-shop';
import { REAL_SHOP_SETUP_MS } from './support/real-shop-server';

/** The real shop's Beanie ($18) and Belt: the United States zone offers free shipping from $100. */
const BEANIE = 14;
const BELT = 15;

describe('the cart page of a real WooCommerce shop, with Lantern in place of cart.js', () => {
  let shop: RealShop;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    shop = await realShopWithLantern(['wc-cart']);
  }, REAL_SHOP_SETUP_MS);
  afterAll(() => shop?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function openCart(on: RealShop = shop): Promise<Page> {
    const browser = await workerChromium();
    context = await newTestContext(browser, { viewport: { width: 1280, height: 800 } });
    for (const id of [BEANIE, BELT]) expect((await context.request.get(`${on.origin}/?add-to-cart=${id}`)).ok()).toBe(true);
    await on.useLantern(context);
    await context.addInitScript(RECORD_OWN_EVENTS);
    const page = await context.newPage();
    await page.goto(`${on.origin}/cart/`);
    await waitForLantern(page);
    await waitForBehaviour(page, 'cart-page');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    return page;
  }

  it('updates a quantity, applies save10, chooses free shipping and removes a row with its Undo, all in place', async () => {
    const page = await openCart();
    const scripts = await page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src') ?? ''));
    expect(scripts.filter((src) => /frontend\/cart(\.min)?\.js/.test(src))).toEqual([]);
    expect(await page.locator(UPDATE_BUTTON).isDisabled()).toBe(true);

    await page.locator(`${CART_FORM} input.qty`).first().fill('7');
    await page.locator(UPDATE_BUTTON).click();
    await waitForCartUpdates(page, 1);
    expect(await noticeTexts(page)).toEqual(['Cart updated.']);
    expect(await page.getByRole('radio', { name: 'Free shipping' }).count()).toBe(1);

    await page.locator(COUPON_FIELD).fill('save10');
    await page.locator(COUPON_FIELD).press('Enter');
    await waitForCartUpdates(page, 2);
    expect(await noticeTexts(page)).toEqual(['Coupon code applied successfully.']);
    expect(await page.locator(`${CART_TOTALS} tr.cart-discount.coupon-save10`).count()).toBe(1);

    const totalBefore = await page.locator(`${CART_TOTALS} .order-total`).textContent();
    await page.getByRole('radio', { name: 'Free shipping' }).check();
    await page.waitForFunction(() => (window as unknown as { cartPageEvents: { name: string }[] }).cartPageEvents.some((event) => event.name === 'shipping-method-updated'));
    expect(await page.getByRole('radio', { name: 'Free shipping' }).isChecked()).toBe(true);
    expect(await page.locator(`${CART_TOTALS} .order-total`).textContent()).not.toBe(totalBefore);

    await page.getByRole('link', { name: 'Remove Belt from cart' }).click();
    await waitForCartUpdates(page, 3);
    expect(await noticeTexts(page)).toEqual(['“Belt” removed. Undo?']);
    expect(await page.locator(`${CART_FORM} td.product-name`).allInnerTexts()).toEqual(['Beanie']);
    await page.getByRole('link', { name: 'Undo?' }).click();
    await waitForCartUpdates(page, 4);
    expect(await page.locator(`${CART_FORM} td.product-name`).allInnerTexts()).toEqual(['Beanie', 'Belt']);

    expect(await blockedRegions(page)).toEqual([]);
    expect((await cartPageEvents(page)).filter((event) => event.name === 'cart-page-failed')).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it('opens the shipping calculator and ships to another country in place', async () => {
    const page = await openCart();
    await page.locator('.shipping-calculator-button').click();
    await page.locator('.shipping-calculator-form').waitFor({ state: 'visible' });
    await page.locator('#calc_shipping_country').selectOption('CA');
    await page.locator('button[name="calc_shipping"]').click();
    await waitForCartUpdates(page, 1);
    // An info notice, which WooCommerce 8.8 prints without a role.
    expect(await noticeTexts(page)).toEqual(['Shipping costs updated.']);
    expect(await page.locator(`${CART_TOTALS} .woocommerce-shipping-destination`).textContent()).toContain('Canada');
  });

  it('keeps the theme’s header cart count current through an update and a removal, with Lantern in place of cart-fragments.js too', async () => {
    // Astra prints no mini-cart on the cart page, only its header count, which WooCommerce's
    // fragments carry: cart-fragments.js refreshes them after each update of the cart page.
    const both = await realShopWithLantern(['wc-cart', 'wc-cart-fragments']);
    try {
      const page = await openCart(both);
      const headerCount = () => page.locator('#ast-site-header-cart .count').first().textContent().then((text) => text?.trim());
      expect(await headerCount()).toBe('2');
      await page.locator(`${CART_FORM} input.qty`).first().fill('3');
      await page.locator(UPDATE_BUTTON).click();
      await expect.poll(headerCount).toBe('4');
      await page.getByRole('link', { name: 'Remove Belt from cart' }).click();
      await expect.poll(headerCount).toBe('3');
    } finally {
      both.close();
    }
  });
});
