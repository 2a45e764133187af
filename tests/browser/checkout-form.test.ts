import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { BILLING, openCheckout, ownCheckoutEvents, reviewUpdates, rowClasses, typeInto } from './support/checkout';
import { formFields } from './support/contracts';
import { PHONE, registerBrowserHarness } from './support/harness';
import type { RequestLog } from './support/request-log';

const shop = registerBrowserHarness();

const reviewRequests = (requests: RequestLog) => requests.entries.filter((entry) => entry.url.searchParams.get('wc-ajax') === 'update_order_review');
const orderRequests = (requests: RequestLog) => requests.entries.filter((entry) => entry.url.searchParams.get('wc-ajax') === 'checkout');
const total = (page: Page) => page.locator('.woocommerce-checkout-review-order-table .order-total td').innerText();
const isShown = (page: Page, selector: string) => page.locator(selector).first().isVisible();
const focusedIn = (page: Page, selector: string) => page.evaluate((target) => document.activeElement?.closest(target) !== null, selector);

/** Fills the billing details with the keyboard and picks Western Australia. */
async function fillBilling(page: Page): Promise<void> {
  for (const [id, text] of Object.entries(BILLING)) await typeInto(page, id, text);
  await page.locator('#billing_state').selectOption('WA');
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
    await page.locator('#place_order').scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(/\/order-received\//), page.locator('#place_order').tap()]);
    expect(formFields(orderRequests(requests).at(-1)?.body ?? '')).toMatchObject({ ship_to_different_address: '1', shipping_country: 'NZ', createaccount: '1' });
    expect(await page.locator('.woocommerce-order-overview').innerText()).toContain('Total: $50.00');
  });
});
