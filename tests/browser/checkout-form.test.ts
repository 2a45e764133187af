import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { BILLING, openCheckout, openCheckoutIn, ownCheckoutEvents, reviewUpdates, rowClasses, typeInto } from './support/checkout';
import { formFields } from './support/contracts';
import { ALL_FAULTS, injectFault } from './support/faults';
import { PHONE, registerBrowserHarness } from './support/harness';
import { holdRequests } from './support/hold';
import type { RequestLog } from './support/request-log';

const shop = registerBrowserHarness();

const reviewRequests = (requests: RequestLog) => requests.entries.filter((entry) => entry.url.searchParams.get('wc-ajax') === 'update_order_review');
const orderRequests = (requests: RequestLog) => requests.entries.filter((entry) => entry.url.searchParams.get('wc-ajax') === 'checkout');
const total = (page: Page) => page.locator('.woocommerce-checkout-review-order-table .order-total td').innerText();
const isShown = (page: Page, selector: string) => page.locator(selector).first().isVisible();
const focusedIn = (page: Page, selector: string) => page.evaluate((target) => document.activeElement?.closest(target) !== null, selector);

/** Fills the billing details with the keyboard, picks Western Australia and ticks the terms box. */
async function fillBilling(page: Page): Promise<void> {
  for (const [id, text] of Object.entries(BILLING)) await typeInto(page, id, text);
  await page.locator('#billing_state').selectOption('WA');
  await page.locator('#terms').focus();
  await page.keyboard.press('Space');
}

describe('the classic checkout without jQuery', () => {
  it('asks for the review once at load, refuses an empty form with focused notices, checks fields inline, and places an order by keyboard', async () => {
    const { page, requests } = await openCheckout(shop);
    await reviewUpdates(page, 1);
    expect(reviewRequests(requests)).toHaveLength(1);
    const firstReview = formFields(reviewRequests(requests)[0]?.body ?? '');
    expect(firstReview).toMatchObject({ payment_method: 'bacs', country: 'AU', s_country: 'AU', has_full_address: 'false', 'shipping_method[0]': 'flat_rate:1' });
    expect(firstReview.post_data).toContain('billing_country=AU');
    expect(await ownCheckoutEvents(page)).toEqual(['update-checkout', 'payment-method-selected', 'checkout-init', 'update-checkout', 'checkout-updated']);
    expect(await page.locator('form.checkout').getAttribute('novalidate')).not.toBeNull();
    // Unticked boxes keep the shipping address and the account password hidden; one payment box is open.
    expect([await isShown(page, 'div.shipping_address'), await isShown(page, 'div.create-account')]).toEqual([false, false]);
    expect([await isShown(page, 'div.payment_box.payment_method_bacs'), await isShown(page, 'div.payment_box.payment_method_cheque')]).toEqual([true, false]);
    expect(await total(page)).toBe('$30.00');

    // Place order with nothing filled: the shop's notices at the top of the form, focused.
    await page.locator('#place_order').focus();
    await page.keyboard.press('Enter');
    const group = page.locator('form.checkout > .woocommerce-NoticeGroup-checkout');
    await expect.poll(() => group.innerText()).toContain('Billing First name is a required field.');
    await expect.poll(() => focusedIn(page, '.woocommerce-NoticeGroup-checkout')).toBe(true);
    expect(await group.getAttribute('role')).toBe('alert');
    expect(await rowClasses(page, 'billing_first_name')).toContain('woocommerce-invalid-required-field');
    expect(await page.locator('form.checkout').getAttribute('class')).not.toContain('processing');
    expect((await ownCheckoutEvents(page)).at(-1)).toBe('checkout-error');

    // Inline checks as the shopper leaves each field.
    await typeInto(page, 'billing_email', 'nope');
    expect(await rowClasses(page, 'billing_email')).toContain('woocommerce-invalid-email');
    await typeInto(page, 'billing_postcode', '30000');
    expect(await rowClasses(page, 'billing_postcode')).toContain('woocommerce-invalid-postcode');
    await fillBilling(page);
    expect(await rowClasses(page, 'billing_email')).toContain('woocommerce-validated');
    expect(await rowClasses(page, 'billing_postcode')).toContain('woocommerce-validated');
    expect(await page.locator('#billing_email').getAttribute('aria-invalid')).toBe('false');

    // Pick-up instead of the flat rate: the review follows.
    const before = reviewRequests(requests).length;
    await page.locator('#shipping_method_0_local_pickup2').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => total(page)).toBe('$20.00');
    expect(formFields(reviewRequests(requests).at(-1)?.body ?? '')['shipping_method[0]']).toBe('local_pickup:2');
    expect(reviewRequests(requests).length).toBeGreaterThan(before);

    // Cheque by arrow key: its box opens, the bank transfer's closes.
    await page.locator('#payment_method_bacs').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isShown(page, 'div.payment_box.payment_method_bacs')).toBe(false);
    expect(await isShown(page, 'div.payment_box.payment_method_cheque')).toBe(true);
    expect((await ownCheckoutEvents(page)).filter((name) => name === 'payment-method-selected')).toHaveLength(2);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.locator('#place_order').focus();
    await Promise.all([page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/), page.keyboard.press('Enter')]);
    const sent = formFields(orderRequests(requests).at(-1)?.body ?? '');
    expect(sent).toMatchObject({ ...BILLING, billing_state: 'WA', payment_method: 'cheque', 'shipping_method[0]': 'local_pickup:2' });
    expect(sent['woocommerce-process-checkout-nonce']).toMatch(/^[0-9a-f]{10}$/);
    expect(sent.wc_order_attribution_source_type).toBeDefined();
    const overview = await page.locator('.woocommerce-order-overview').innerText();
    expect(overview).toContain('Payment method: Check payments');
    expect(overview).toContain('Total: $20.00');
    expect(await page.locator('.woocommerce-table--order-details').innerText()).toMatch(/Magnetic Base LED Work Light ×\s1/);

    // The cart is empty now: the checkout sends the shopper back to the cart.
    await page.goto(new URL('/checkout/', shop.origin).href);
    expect(new URL(page.url()).pathname).toBe('/cart/');
  });

  it('on a phone by touch: ships elsewhere, follows the shipping country, opens the account, login and coupon boxes, and places the order', async () => {
    const { page, requests } = await openCheckout(shop, '/checkout/', { viewport: PHONE, hasTouch: true, isMobile: true });
    await reviewUpdates(page, 1);
    await page.locator('#ship-to-different-address-checkbox').tap();
    await expect.poll(() => isShown(page, 'div.shipping_address')).toBe(true);
    await reviewUpdates(page, 2);

    await page.locator('#shipping_country').selectOption('NZ');
    await expect.poll(() => total(page)).toBe('$50.00');
    expect(formFields(reviewRequests(requests).at(-1)?.body ?? '')).toMatchObject({ country: 'AU', s_country: 'NZ' });
    expect(await page.locator('.woocommerce-shipping-methods').innerText()).toContain('International flat rate');

    await page.locator('#createaccount').tap();
    await expect.poll(() => isShown(page, '#account_password')).toBe(true);
    const login = page.locator('a.showlogin');
    expect(await login.getAttribute('aria-expanded')).toBe('false');
    await login.tap();
    await expect.poll(() => isShown(page, 'form.login')).toBe(true);
    expect(await login.getAttribute('aria-expanded')).toBe('true');
    await page.locator('a.showcoupon').tap();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('coupon_code');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    for (const [id, text] of Object.entries(BILLING)) await page.locator(`#${id}`).fill(text);
    await page.locator('#billing_state').selectOption('WA');
    for (const [id, text] of Object.entries({ shipping_first_name: 'Tui', shipping_last_name: 'Ngata', shipping_address_1: '10 Queen Street', shipping_city: 'Auckland', shipping_postcode: '1010' })) {
      await page.locator(`#${id}`).fill(text);
    }
    await page.locator('#account_password').fill('harbour-and-haul-2026');
    await page.locator('#terms').tap();
    await page.locator('#place_order').scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(/\/order-received\//), page.locator('#place_order').tap()]);
    expect(formFields(orderRequests(requests).at(-1)?.body ?? '')).toMatchObject({ ship_to_different_address: '1', shipping_country: 'NZ', createaccount: '1' });
    expect(await page.locator('.woocommerce-order-overview').innerText()).toContain('Total: $50.00');
  });
});

describe('the classic checkout with jQuery and a gateway written for checkout.js', () => {
  const gatewayEvents = (page: Page) => page.evaluate(() => (window as unknown as { lanternDemoGateway: { events: string[] } }).lanternDemoGateway.events);

  it('keeps the shopper typing in the card box when the review it asked for replaces the payment section', async () => {
    const { page } = await openCheckout(shop, '/checkout/?jquery=1');
    await reviewUpdates(page, 1);
    const reviewing = await holdRequests(page, (url) => url.searchParams.get('wc-ajax') === 'update_order_review');
    await page.locator('#payment_method_lantern_demo').focus();
    await page.keyboard.press('Space');
    await reviewing.waitFor(1);
    // The shopper goes on to the card holder while the shop answers, and starts typing.
    await page.locator('#lantern_demo_holder').focus();
    await page.keyboard.type('Ann');
    const holder = page.locator('#lantern_demo_holder');
    const before = await holder.elementHandle();
    await reviewing.releaseAll();
    await reviewUpdates(page, 2);
    expect(await before?.evaluate((field) => field.isConnected)).toBe(false);
    await page.keyboard.type(' Lee');
    expect(await holder.inputValue()).toBe('Ann Lee');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lantern_demo_holder');
  });

  it('runs the gateway’s handlers before the order, stops on its false, updates the review it asks for, and places the order', async () => {
    const { page, requests } = await openCheckout(shop, '/checkout/?jquery=1');
    await reviewUpdates(page, 1);
    expect(await gatewayEvents(page)).toEqual(['payment_method_selected:bacs', 'init_checkout', 'updated_checkout:success']);
    await fillBilling(page);

    await page.locator('#payment_method_lantern_demo').check();
    await expect.poll(() => page.locator('#place_order').innerText()).toBe('Pay by card');
    await expect.poll(() => formFields(reviewRequests(requests).at(-1)?.body ?? '').payment_method).toBe('lantern_demo');

    // The gateway refuses without a card holder: nothing is sent.
    await page.locator('#place_order').click();
    await page.locator('.lantern-demo-card-error').waitFor();
    expect(orderRequests(requests)).toHaveLength(0);
    expect((await gatewayEvents(page)).slice(-2)).toEqual(['checkout_place_order:lantern_demo', 'checkout_place_order_lantern_demo:refused']);

    // Instalments: the gateway triggers update_checkout, the review shows its fee.
    await page.locator('#lantern_demo_instalments').selectOption('4');
    await expect.poll(() => total(page)).toBe('$35.00');
    expect(await page.locator('.woocommerce-checkout-review-order-table tr.fee').innerText()).toContain('$5.00');
    // What the shopper typed in the payment box survives the section's replacement.
    await page.locator('#lantern_demo_holder').fill('Ann Lee');
    await page.locator('#shipping_method_0_local_pickup2').check();
    await expect.poll(() => total(page)).toBe('$25.00');
    expect([await page.locator('#lantern_demo_holder').inputValue(), await page.locator('#lantern_demo_instalments').inputValue()]).toEqual(['Ann Lee', '4']);

    // A third party's generic veto stops it too; once lifted, the order goes.
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, handler: () => boolean): void; off(name: string): void } }).jQuery;
      $('form.checkout').on('checkout_place_order.test', () => false);
    });
    await page.locator('#place_order').click();
    await expect.poll(async () => (await gatewayEvents(page)).filter((name) => name === 'checkout_place_order:lantern_demo').length).toBe(2);
    expect(orderRequests(requests)).toHaveLength(0);
    await page.evaluate(() => (window as unknown as { jQuery: (target: unknown) => { off(name: string): void } }).jQuery('form.checkout').off('checkout_place_order.test'));

    await Promise.all([page.waitForURL(/\/order-received\//), page.locator('#place_order').click()]);
    expect(formFields(orderRequests(requests).at(-1)?.body ?? '').lantern_demo_token).toMatch(/^tok_demo_/);
    const overview = await page.locator('.woocommerce-order-overview').innerText();
    expect(overview).toContain('Payment method: Demo card');
    expect(overview).toContain('Total: $25.00');
  });

  it('fires checkout_error with the messages and updates the review when a gateway triggers update_checkout', async () => {
    const { page, requests } = await openCheckout(shop, '/checkout/?jquery=1');
    await reviewUpdates(page, 1);
    await page.evaluate(() => (window as unknown as { jQuery: (target: unknown) => { trigger(name: string, data?: unknown): void } }).jQuery(document.body).trigger('update_checkout', { update_shipping_method: false }));
    await reviewUpdates(page, 2);
    expect(formFields(reviewRequests(requests).at(-1)?.body ?? '')['shipping_method[0]']).toBeUndefined();
    await page.locator('#place_order').click();
    await expect.poll(async () => (await gatewayEvents(page)).at(-1)).toMatch(/^checkout_error:Billing First name is a required field\./);
  });
});

describe('the checkout when the shop answers badly', () => {
  it.each(ALL_FAULTS)('keeps the form as filled and names the error when the order reply is %s', async (fault) => {
    const { context, newPage } = await shop.newContext();
    // A shop that lets an order take 3 s before it counts as failed (the default is a minute).
    await context.addInitScript(() => ((window as unknown as { lantern_config: object }).lantern_config = { checkout_timeout: 3000 }));
    const shopPage = await openCheckoutIn(shop, context, newPage);
    const { page } = shopPage;
    await reviewUpdates(page, 1);
    await fillBilling(page);
    await injectFault(shopPage, 'checkout', fault);
    await page.locator('#place_order').click();
    const notice = page.locator(`.woocommerce-NoticeGroup-checkout [data-lantern-error]`);
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/^Error processing checkout\. Please try again\. \S/);
    expect(await page.locator('#billing_email').inputValue()).toBe(BILLING.billing_email);
    expect(await page.locator('form.checkout').getAttribute('class')).not.toContain('processing');
    expect(await page.locator('form.checkout .blockOverlay').count()).toBe(0);
    expect((await ownCheckoutEvents(page)).at(-1)).toBe('checkout-error');
    expect(new URL(page.url()).pathname).toBe('/checkout/');
  });

  it('rescues a reply with text printed before its JSON, as WooCommerce does', async () => {
    const shopPage = await openCheckout(shop);
    const { page } = shopPage;
    await reviewUpdates(page, 1);
    await fillBilling(page);
    await page.route((url) => url.searchParams.get('wc-ajax') === 'checkout', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `<br /><b>Notice</b>: a plugin printed this<br />${await response.text()}` });
    });
    await Promise.all([page.waitForURL(/\/order-received\//), page.locator('#place_order').click()]);
  });

  it('unblocks the review and keeps the page usable when the review request fails', async () => {
    const shopPage = await openCheckout(shop);
    const { page } = shopPage;
    await reviewUpdates(page, 1);
    await injectFault(shopPage, 'update_order_review', 'html-error-page');
    await page.locator('#shipping_method_0_local_pickup2').check();
    await expect.poll(() => shopPage.requests.entries.filter((entry) => entry.url.searchParams.get('wc-ajax') === 'update_order_review').length).toBe(2);
    await expect.poll(() => page.locator('.blockOverlay').count()).toBe(0);
    expect(await total(page)).toBe('$30.00');
    shopPage.problems.allowConsole(/the order review could not be updated/);
  });
});
