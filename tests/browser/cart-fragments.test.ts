import { describe, expect, it } from 'vitest';
import { wcAjax } from './support/contracts';
import { registerBrowserHarness, type ShopPage } from './support/harness';
import { queuedCartRequests, waitForBehaviour } from './support/lantern';
import { settled } from './support/settled';
import { addSimpleProduct, miniCartItems, productNameOf } from './support/shop';

const shop = registerBrowserHarness();
const isRefresh = wcAjax('get_refreshed_fragments');
const DAY_AND_AN_HOUR_MS = 25 * 60 * 60 * 1000;

/** Waits until the cart-fragments behaviour has mounted and any refresh it started is done. */
async function settle(shopPage: ShopPage): Promise<void> {
  await waitForBehaviour(shopPage.page, 'cart-fragments');
  await settled(shopPage);
}

describe('refreshed fragments', () => {
  it('asks the server once on the first visit', async () => {
    const shopPage = await shop.open('/shop/');
    await settle(shopPage);
    const refreshes = shopPage.requests.matching(isRefresh);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.method).toBe('POST');
    expect(new URLSearchParams(refreshes[0]?.body ?? '').get('time')).toMatch(/^\d+$/);
  });

  it('makes no request on the next page load while the cache is valid', async () => {
    const shopPage = await shop.open('/shop/');
    await settle(shopPage);
    shopPage.requests.clear();
    await shopPage.goto('/');
    await settle(shopPage);
    expect(await queuedCartRequests(shopPage.page)).toBe(0);
    expect(shopPage.requests.matching(isRefresh)).toHaveLength(0);
  });

  it('refreshes when the cache is older than 24 hours', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await settle(shopPage);
    await page.evaluate((age) => sessionStorage.setItem('wc_cart_created', String(Date.now() - age)), DAY_AND_AN_HOUR_MS);
    shopPage.requests.clear();
    await page.reload();
    await settle(shopPage);
    expect(shopPage.requests.matching(isRefresh)).toHaveLength(1);
  });

  it('refreshes when the cart hash cookie differs from the cached hash', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await settle(shopPage);
    await page.context().addCookies([{ name: 'woocommerce_cart_hash', value: 'changed-elsewhere', url: shop.origin }]);
    shopPage.requests.clear();
    await page.reload();
    await settle(shopPage);
    expect(shopPage.requests.matching(isRefresh)).toHaveLength(1);
  });

  it("updates another tab's mini-cart after an add", async () => {
    const { newPage } = await shop.newContext();
    const first = await newPage();
    const second = await newPage();
    // One tab after the other, as cart-fragments.js refreshes a tab again when another tab's
    // refresh stores the cart hash before its own has (the storage event): loaded together, the
    // second asked once or twice depending on which reply came first. Both tabs' own first
    // refreshes are over before the add: what the second asks for after it is the other tab's doing.
    await first.goto('/shop/');
    await settle(first);
    await second.goto('/');
    await settle(second);
    expect(second.requests.matching(isRefresh)).toHaveLength(1);
    expect(await queuedCartRequests(second.page)).toBe(0);
    second.requests.clear();
    const name = await productNameOf(await addSimpleProduct(first.page));
    await expect.poll(() => miniCartItems(second.page).count()).toBeGreaterThan(0);
    expect(await miniCartItems(second.page).first().innerText()).toContain(name);
    expect(second.requests.matching(isRefresh).length).toBeGreaterThanOrEqual(1);
  });
});
