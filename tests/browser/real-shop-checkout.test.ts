import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newTestContext, workerChromium } from './support/chromium';
import { formFields } from './support/contracts';
import { waitForIsland, waitForLantern } from './support/lantern';
import { realShopWithLantern, type RealShop } from './support/real-shop';
import { REAL_SHOP_SETUP_MS } from './support/real-shop-server';

/** Records the classic checkout events jQuery hears on the body, from the page's start. */
const CLASSIC_WATCH = () => {
  const seen: string[] = [];
  (window as unknown as { classicCheckoutEvents: string[] }).classicCheckoutEvents = seen;
  document.addEventListener('DOMContentLoaded', () => {
    const $ = (window as unknown as { jQuery?: (target: unknown) => { on(names: string, handler: (event: { type: string }) => void): void } }).jQuery;
    $?.(document.body).on('update_checkout init_checkout updated_checkout payment_method_selected checkout_error applied_coupon_in_checkout removed_coupon_in_checkout', (event) => seen.push(event.type));
  });
};

describe('the checkout of a real WooCommerce shop, with Lantern in place of checkout.js', () => {
  let shop: RealShop;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    shop = await realShopWithLantern(['wc-checkout']);
  }, REAL_SHOP_SETUP_MS);
  afterAll(() => shop?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  /** A fresh shopper with one simple product of the shop in the cart, on the checkout. */
  async function openCheckout(on: RealShop = shop): Promise<{ page: Page; sent: { url: URL; body: string }[] }> {
    const browser = await workerChromium();
    context = await newTestContext(browser, { viewport: { width: 1280, height: 800 } });
    await on.useLantern(context);
    const listing = await (await context.request.get(`${on.origin}/shop/`)).text();
    const productId = /add_to_cart_button ajax_add_to_cart[^"]*"[^>]*data-product_id="(\d+)"|data-product_id="(\d+)"[^>]*class="[^"]*add_to_cart_button ajax_add_to_cart/.exec(listing)?.slice(1).find(Boolean);
    expect(productId, 'a simple product on the shop page').toBeDefined();
    const added = await context.request.post(`${on.origin}/?wc-ajax=add_to_cart`, { form: { product_id: String(productId), quantity: '1' } });
    expect(added.ok()).toBe(true);
    const page = await context.newPage();
    const sent: { url: URL; body: string }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('wc-ajax')) sent.push({ url, body: request.postData() ?? '' });
    });
    await page.addInitScript(CLASSIC_WATCH);
    await page.goto(`${on.origin}/checkout/`);
    await waitForLantern(page);
    await waitForIsland(page, 'form.checkout');
    return { page, sent };
  }

  const ofEndpoint = (sent: { url: URL; body: string }[], endpoint: string) => sent.filter((entry) => entry.url.searchParams.get('wc-ajax') === endpoint);

  it('runs without checkout.js, asks for the review as it does, and places an order by bank transfer that lands on the order received page', async () => {
    const { page, sent } = await openCheckout();
    const scripts = await page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src') ?? ''));
    expect(scripts.filter((src) => /\/checkout(\.min)?\.js/.test(src))).toEqual([]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { classicCheckoutEvents: string[] }).classicCheckoutEvents)).toContain('updated_checkout');
    const events = await page.evaluate(() => (window as unknown as { classicCheckoutEvents: string[] }).classicCheckoutEvents);
    expect(events.slice(0, 4)).toEqual(['update_checkout', 'payment_method_selected', 'init_checkout', 'update_checkout']);
    expect(ofEndpoint(sent, 'update_order_review')).toHaveLength(1);
    expect(formFields(ofEndpoint(sent, 'update_order_review')[0]?.body ?? '')).toMatchObject({ payment_method: 'bacs', has_full_address: 'false' });
    expect(await page.locator('div.shipping_address').isVisible()).toBe(false);

    // Refused first: the shop's own messages at the top of the form, focused.
    await page.locator('#place_order').click();
    const group = page.locator('form.checkout > .woocommerce-NoticeGroup-checkout');
    await expect.poll(() => group.innerText()).toContain('is a required field');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.woocommerce-NoticeGroup-checkout') !== null)).toBe(true);
    expect(await page.locator('#billing_first_name_field').getAttribute('class')).toContain('woocommerce-invalid-required-field');

    const fields = { billing_first_name: 'Ann', billing_last_name: 'Lee', billing_address_1: '1 Market Street', billing_city: 'San Francisco', billing_postcode: '94103', billing_phone: '415 555 0100', billing_email: 'ann@example.com' };
    for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value);
    // The state select is WooCommerce's own (selectWoo and country-select stay on this page).
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: string) => { val(value: string): { trigger(name: string): void } } }).jQuery;
      $('#billing_country').val('US').trigger('change');
      $('#billing_state').val('CA').trigger('change');
    });
    await expect.poll(() => ofEndpoint(sent, 'update_order_review').length).toBeGreaterThan(1);
    await page.locator('#payment_method_bacs').check();
    await Promise.all([page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/, { timeout: 20_000 }), page.locator('#place_order').click()]);
    const order = formFields(ofEndpoint(sent, 'checkout').at(-1)?.body ?? '');
    expect(order).toMatchObject({ ...fields, billing_state: 'CA', payment_method: 'bacs' });
    expect(await page.locator('.woocommerce-order').innerText()).toMatch(/Thank you\. Your order has been received\./);
    expect(await page.locator('.woocommerce-order-overview__payment-method').innerText()).toContain('Direct bank transfer');
  });

  it("applies the shop's save10 coupon from the form above the checkout in place, shows the discount in the review, and removes it with its [Remove] link", async () => {
    const { page, sent } = await openCheckout();
    const events = () => page.evaluate(() => (window as unknown as { classicCheckoutEvents: string[] }).classicCheckoutEvents);
    await expect.poll(events).toContain('updated_checkout');
    await page.locator('#billing_email').fill('ann@example.com');
    await page.locator('a.showcoupon').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('coupon_code');
    await page.keyboard.type('save10');
    await page.keyboard.press('Enter');

    const applied = page.locator('form.checkout_coupon').locator('xpath=preceding-sibling::*[1]');
    await expect.poll(() => applied.innerText()).toBe('Coupon code applied successfully.');
    expect(formFields(ofEndpoint(sent, 'apply_coupon')[0]?.body ?? '')).toMatchObject({ coupon_code: 'save10', billing_email: 'ann@example.com' });
    await expect.poll(() => page.locator('form.checkout_coupon').isVisible()).toBe(false);
    const discount = page.locator('.woocommerce-checkout-review-order-table tr.cart-discount.coupon-save10');
    await discount.waitFor();
    expect(formFields(ofEndpoint(sent, 'update_order_review').at(-1)?.body ?? '')['shipping_method[0]']).toBeUndefined();
    const afterApply = await events();
    expect(afterApply.slice(afterApply.indexOf('applied_coupon_in_checkout'))).toEqual(['applied_coupon_in_checkout', 'update_checkout', 'updated_checkout']);

    await discount.locator('a.woocommerce-remove-coupon').click();
    const removed = page.locator('form.woocommerce-checkout').locator('xpath=preceding-sibling::*[1]');
    await expect.poll(() => removed.innerText()).toBe('Coupon has been removed.');
    await expect.poll(() => discount.count()).toBe(0);
    expect(formFields(ofEndpoint(sent, 'remove_coupon')[0]?.body ?? '')).toMatchObject({ coupon: 'save10' });
    expect(await page.locator('#coupon_code').inputValue()).toBe('');
    expect(await page.locator('.blockOverlay').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/checkout/');
  });

  it('marks no state at load, and flags none after a switch to a country whose list lacks the old state, as WooCommerce’s scripts do', async () => {
    // country-select.js and address-i18n.js set the addresses up before checkout.js binds its
    // checks; a switch sets the old state again, which the new list lacks: none is chosen.
    const all = await realShopWithLantern(['wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo']);
    try {
      const { page, sent } = await openCheckout(all);
      const stateRow = page.locator('#billing_state_field');
      const marks = () => stateRow.getAttribute('class').then((names) => (names ?? '').split(' ').filter((name) => name.startsWith('woocommerce-')));
      await page.locator('#billing_state_field .select2-selection').waitFor();
      expect(await page.locator('#billing_state').inputValue()).toBe('CA');
      expect(await marks()).toEqual([]);

      await page.locator('#billing_country_field .select2-selection').click();
      await page.keyboard.type('Australia');
      await expect.poll(() => page.locator('[role="listbox"] .select2-results__option--highlighted').first().textContent().catch(() => ''), { timeout: 10_000 }).toBe('Australia');
      await page.keyboard.press('Enter');
      await expect.poll(() => ofEndpoint(sent, 'update_order_review').some((entry) => formFields(entry.body).country === 'AU')).toBe(true);
      expect(await page.locator('#billing_state').evaluate((select) => (select as HTMLSelectElement).selectedIndex)).toBe(-1);
      expect(await marks()).not.toContain('woocommerce-invalid');
      expect(await page.locator('#billing_state').getAttribute('aria-invalid')).not.toBe('true');
      const review = ofEndpoint(sent, 'update_order_review').find((entry) => formFields(entry.body).country === 'AU');
      expect(Object.keys(formFields(formFields(review?.body ?? '').post_data ?? ''))).not.toContain('billing_state');
    } finally {
      all.close();
    }
  });
});
