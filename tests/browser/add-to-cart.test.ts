import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/catalogue/index';
import { SUCCESS_ANNOUNCE_DELAY_MS } from '../../src/cart/constants';
import { pauseClockSoon } from './support/clock';
import { formFields, wcAjax } from './support/contracts';
import { registerBrowserHarness } from './support/harness';
import { holdRequests } from './support/hold';
import { expectNothingLoading } from './support/busy';
import { queuedCartRequests, waitForCartReady } from './support/lantern';
import {
  addSimpleProduct,
  addToCartParams,
  datasetOf,
  hasClass,
  headerCount,
  LIVE_REGION,
  miniCartItems,
  productNameOf,
  SIDE_CART,
  simpleButton,
  waitForAdded,
} from './support/shop';
import { closeSideCart } from './support/side-cart';

const shop = registerBrowserHarness();
const isAdd = wcAjax('add_to_cart');

describe('add to cart on the shop page', () => {
  it('shows loading while the request is in flight, then added', async () => {
    const { page } = await shop.open('/shop/');
    await waitForCartReady(page);
    const held = await holdRequests(page, isAdd);
    const button = simpleButton(page);
    await button.click();
    await held.waitFor(1);
    expect(await hasClass(button, 'loading')).toBe(true);
    expect(await hasClass(button, 'added')).toBe(false);
    await held.releaseAll();
    await waitForAdded(button);
    expect(await hasClass(button, 'loading')).toBe(false);
    await expectNothingLoading(page);
  });

  it("inserts one 'View cart' link beside the button, however often it is clicked", async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForCartReady(page);
    const params = await addToCartParams(page);
    const button = await addSimpleProduct(page);
    const links = button.locator('xpath=..').locator('a.added_to_cart.wc-forward');
    await expect.poll(() => links.count()).toBe(1);
    expect(await links.innerText()).toBe(params.i18n_view_cart);
    expect(await links.getAttribute('href')).toBe(params.cart_url);

    await closeSideCart(page);
    await button.click();
    await expect.poll(() => shopPage.requests.matching(isAdd).filter((r) => r.endedAt !== null).length).toBe(2);
    await waitForAdded(button);
    expect(await links.count()).toBe(1);
    await expectNothingLoading(page);
  });

  it('updates the mini-cart and the header count', async () => {
    const { page } = await shop.open('/shop/');
    await waitForCartReady(page);
    const countBefore = await headerCount(page);
    const button = await addSimpleProduct(page);
    const name = await productNameOf(button);
    await expect.poll(() => miniCartItems(page).first().innerText()).toContain(name);
    await expect.poll(() => headerCount(page)).not.toBe(countBefore);
    expect(await headerCount(page)).toMatch(/1/);
  });

  it("announces the button's success message in the live region about a second later", async () => {
    const { page } = await shop.open('/shop/');
    await waitForCartReady(page);
    const button = simpleButton(page);
    const message = (await datasetOf(button)).success_message ?? '';
    expect(message).not.toBe('');
    // The second runs on the page's clock, moved on by hand: what the test sees does not hang on
    // how soon it looks.
    await page.clock.install();
    await pauseClockSoon(page);
    await button.click();
    await waitForAdded(button);
    const spoken = () => page.evaluate((selector) => document.querySelector(selector)?.textContent ?? '', LIVE_REGION);
    expect(await spoken()).not.toContain(message);
    await page.clock.runFor(SUCCESS_ANNOUNCE_DELAY_MS - 100);
    expect(await spoken()).not.toContain(message);
    await page.clock.runFor(100);
    await expect.poll(spoken).toContain(message);
    await page.clock.resume();
  });

  it('opens the side cart after an add', async () => {
    const { page } = await shop.open('/shop/');
    await waitForCartReady(page);
    await addSimpleProduct(page);
    await expect.poll(() => hasClass(page.locator(SIDE_CART), 'active')).toBe(true);
  });

  it('keeps the side cart closed after an add in the page editor', async () => {
    const { page } = await shop.open('/shop/?editor=1');
    await waitForCartReady(page);
    expect(await page.evaluate(() => document.body.classList.contains('elementor-editor-active'))).toBe(true);
    await addSimpleProduct(page);
    // The side cart opens from the store, in the same task as the add: the store decides.
    expect(await page.evaluate(() => window.lantern?.store.getState().ui?.sideCartOpen ?? false)).toBe(false);
    expect(await hasClass(page.locator(SIDE_CART), 'active')).toBe(false);
  });

  it('keeps the cart across a reload, from the cached fragments without asking the server', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForCartReady(page);
    const name = await productNameOf(await addSimpleProduct(page));
    // Mark the cached mini-cart, so the page after reload shows where its mini-cart came from.
    await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((candidate) => candidate.startsWith('wc_fragments_'));
      if (!key) throw new Error('no cached fragments');
      const fragments = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, string>;
      for (const selector of Object.keys(fragments)) {
        fragments[selector] = (fragments[selector] ?? '').replace('woocommerce-mini-cart-item', 'woocommerce-mini-cart-item from-cache');
      }
      sessionStorage.setItem(key, JSON.stringify(fragments));
    });
    shopPage.requests.clear();
    await page.reload();
    await waitForCartReady(page);
    await expect.poll(() => page.locator('.woocommerce-mini-cart-item.from-cache').count()).toBeGreaterThan(0);
    expect(await miniCartItems(page).first().innerText()).toContain(name);
    expect(await queuedCartRequests(page)).toBe(0);
    expect(shopPage.requests.matching(wcAjax('get_refreshed_fragments'))).toHaveLength(0);
  });

  it('sends every data attribute of the button', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForCartReady(page);
    const button = simpleButton(page);
    const dataset = await datasetOf(button);
    await button.click();
    await waitForAdded(button);
    const [request] = shopPage.requests.matching(isAdd);
    const sent = formFields(request?.body ?? null);
    for (const key of ['product_id', 'quantity', 'product_sku', 'success_message']) {
      expect(dataset[key], `the button carries data-${key}`).toBeTruthy();
    }
    expect(sent).toMatchObject(dataset);
    expect(request?.method).toBe('POST');
  });

  it('sends two quick adds one at a time, in order', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForCartReady(page);
    const held = await holdRequests(page, isAdd);
    const first = simpleButton(page, 0);
    const second = simpleButton(page, 1);
    const ids = [(await datasetOf(first)).product_id, (await datasetOf(second)).product_id];
    await first.click();
    await second.click();
    await held.waitFor(1);
    // Both adds are queued (the page queues an add in the click's own task), one is sent.
    await expect.poll(() => queuedCartRequests(page)).toBe(2);
    expect(held.holding, 'the second add waits for the first').toBe(1);
    await held.releaseNext();
    await held.waitFor(2);
    await held.releaseAll();
    await waitForAdded(second);
    await waitForAdded(first);
    const sent = shopPage.requests.matching(isAdd);
    expect(sent.map((request) => formFields(request.body).product_id)).toEqual(ids);
    const [one, two] = sent;
    expect(one?.endedAt).not.toBeNull();
    expect(two?.startedAt).toBeGreaterThanOrEqual(one?.endedAt ?? Infinity);
    await expectNothingLoading(page);
  });
});

describe('where an add leads', () => {
  it("inserts no 'View cart' link on the cart page", async () => {
    const { page } = await shop.open('/cart/');
    await page.waitForFunction(() => window.lantern !== undefined);
    const product = catalogue.find((candidate) => candidate.type === 'simple' && candidate.stock !== 0);
    if (!product) throw new Error('the catalogue has no simple product in stock');
    // The cart page lists no loop; a cross-sell style button is added the way a theme would print it.
    await page.evaluate((id) => {
      const holder = document.createElement('p');
      holder.className = 'cross-sell-test';
      holder.innerHTML = `<a href="?add-to-cart=${id}" data-quantity="1" data-product_id="${id}" class="button product_type_simple add_to_cart_button ajax_add_to_cart" rel="nofollow">Add to cart</a>`;
      document.querySelector('main, #main, body')?.append(holder);
      window.lantern?.hydrate(holder);
    }, product.id);
    const button = page.locator('.cross-sell-test a');
    await button.click();
    await waitForAdded(button);
    expect(await page.locator('.cross-sell-test a.added_to_cart').count()).toBe(0);
    await expectNothingLoading(page);
  });

  it('goes to the cart when the shop redirects after add', async () => {
    const { page } = await shop.open('/shop/?redirect=1');
    await waitForCartReady(page);
    expect((await addToCartParams(page)).cart_redirect_after_add).toBe('yes');
    await simpleButton(page).click();
    await page.waitForURL((url) => url.pathname === '/cart/');
  });

  it("goes to the product page when the server refuses more than it has in stock", async () => {
    const { page } = await shop.open('/shop/');
    await waitForCartReady(page);
    const product = catalogue.find((candidate) => candidate.type === 'simple' && candidate.stock !== null && candidate.stock > 0);
    if (!product || product.type !== 'simple' || product.stock === null) throw new Error('no stock-managed product');
    const button = page.locator(`a.ajax_add_to_cart[data-product_id="${product.id}"]`);
    await button.evaluate((element, quantity) => element.setAttribute('data-quantity', String(quantity)), product.stock + 1);
    await button.click();
    await page.waitForURL((url) => url.pathname === new URL(product.permalink, url).pathname);
  });

  it('goes to the product page when a variable product is added without options', async () => {
    const { page } = await shop.open('/shop/');
    await waitForCartReady(page);
    const button = page.locator('a.product_type_variable[data-product_id]').first();
    const id = Number((await datasetOf(button)).product_id);
    const product = catalogue.find((candidate) => candidate.id === id);
    if (!product) throw new Error(`product ${id} is not in the catalogue`);
    await button.evaluate((element) => element.classList.add('add_to_cart_button', 'ajax_add_to_cart'));
    await button.click();
    await page.waitForURL((url) => url.pathname === new URL(product.permalink, url).pathname);
  });

  it('lets a button without a product id follow its link', async () => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await waitForCartReady(page);
    // Named first: once its product id is gone, the simple-button selector no longer finds it.
    await simpleButton(page).evaluate((element) => element.setAttribute('data-test-target', 'no-product-id'));
    const button = page.locator('[data-test-target="no-product-id"]');
    const href = await button.evaluate((element) => {
      element.removeAttribute('data-product_id');
      return (element as HTMLAnchorElement).href;
    });
    const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url() === href);
    await button.click();
    await navigation;
    await page.waitForLoadState('load');
    expect(shopPage.requests.matching(isAdd)).toHaveLength(0);
  });
});
