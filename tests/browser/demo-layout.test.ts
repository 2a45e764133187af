import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillCart } from './support/cart-api';
import { DESKTOP, PHONE, registerBrowserHarness } from './support/harness';
import { waitForIsland, waitForLantern } from './support/lantern';
import { MINI_CART_ITEM } from './support/shop';

const shop = registerBrowserHarness();
const VIEWPORTS = { desktop: DESKTOP, phone: PHONE } as const;
const PRODUCT_ID = 104;

/** A page with one product in the cart, the store notice and coming-soon banner shown. */
async function openWithCart(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const { context, newPage } = await shop.newContext({ viewport });
  await fillCart(context, shop.origin, [PRODUCT_ID]);
  const { page, goto } = await newPage();
  await goto(path);
  await waitForLantern(page);
  await waitForIsland(page, '.woocommerce-store-notice');
  await waitForIsland(page, '#coming-soon-footer-banner');
  return page;
}

async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
}

/**
 * What a tap at the element's centre would reach: the element itself or one of its descendants.
 * The centre of its first line box: a link that wraps has nothing at the centre of its bounds.
 */
async function isHitTestable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

describe.each(Object.entries(VIEWPORTS))('at %s size, nothing fixed at the bottom covers the page', (name, viewport) => {
  it('scrolled to the end, the copyright, the store notice link and the checkout button can be tapped', async () => {
    const page = await openWithCart('/cart/', viewport);
    await scrollToBottom(page);
    expect(await isHitTestable(page.locator('.site-footer .site-info')), 'footer copyright').toBe(true);
    expect(await isHitTestable(page.locator('.woocommerce-store-notice__dismiss-link')), 'store notice link').toBe(true);
    expect(await isHitTestable(page.locator('#coming-soon-footer-banner a[href]')), 'banner link').toBe(true);
    expect(await isHitTestable(page.locator('a.checkout-button')), 'Proceed to checkout').toBe(true);
    if (name === 'phone') expect(await isHitTestable(page.locator('.storefront-handheld-footer-bar')), 'handheld bar').toBe(true);
  });
});

describe('the cart page on a phone', () => {
  it('fits the screen and labels each value once', async () => {
    const page = await openWithCart('/cart/', PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // Each cell's visible label: a shown <th>, or the ::before label WooCommerce's small-screen CSS adds.
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('.woocommerce table.shop_table_responsive tbody tr')].map((row) =>
        [...row.children].flatMap((cell) => {
          if (getComputedStyle(cell).display === 'none') return [];
          if (cell.tagName === 'TH') return [cell.textContent?.trim() ?? ''];
          const before = getComputedStyle(cell, '::before');
          return before.display === 'none' || before.content === 'none' ? [] : [before.content.replace(/^"|"$/g, '').replace(/: $/, '')];
        }),
      ),
    );
    expect(labels).toContainEqual(['Product', 'Price', 'Quantity', 'Subtotal']);
    expect(labels).toContainEqual(['Subtotal']);
    expect(labels).toContainEqual(['Total']);
  });
});

describe('the mini-cart', () => {
  it('reads "1 × $20.00", spaces kept', async () => {
    const page = await openWithCart('/', DESKTOP);
    const quantity = page.locator(`.site-header ${MINI_CART_ITEM} span.quantity`);
    await quantity.waitFor({ state: 'attached' });
    await page.locator('.site-header-cart').hover();
    expect(await quantity.innerText()).toBe('1 × $20.00');
  });
});

describe('the header account login', () => {
  it('posts: the password never reaches a URL, and the page answers with a notice', async () => {
    const password = 'never-in-a-url-7391';
    const { page, requests } = await shop.open('/shop/');
    await waitForLantern(page);
    await page.locator('.site-header-account > a').hover();
    await page.locator('#beacon-login-username').fill('someone');
    await page.locator('#beacon-login-password').fill(password);
    await Promise.all([page.waitForURL('**/shop/'), page.locator('.beacon-login-form-ajax button[type="submit"]').click()]);
    await page.locator('.woocommerce-error').waitFor();
    expect(await page.locator('.woocommerce-error').innerText()).toContain('Wrong username or password.');
    expect(page.url()).not.toContain(password);
    expect(requests.entries.filter((entry) => entry.url.href.includes(password)).map((entry) => entry.url.href)).toEqual([]);
    expect(requests.entries.some((entry) => entry.method === 'POST' && entry.body?.includes(password))).toBe(true);
  });
});
