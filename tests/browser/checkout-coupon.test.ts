import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { BILLING, openCheckout, openCheckoutIn, reviewUpdates, typeInto } from './support/checkout';
import { formFields } from './support/contracts';
import { ALL_FAULTS, answerWithFault, readyForFault, type Fault } from './support/faults';
import { PHONE, registerBrowserHarness, type ShopPage } from './support/harness';
import { holdRequests } from './support/hold';
import { settled } from './support/settled';
import type { RequestLog } from './support/request-log';

const shop = registerBrowserHarness();

const endpoint = (name: string) => (url: URL) => url.searchParams.get('wc-ajax') === name;
const sentTo = (requests: RequestLog, name: string) => requests.entries.filter((entry) => entry.url.searchParams.get('wc-ajax') === name);
const total = (page: Page) => page.locator('.woocommerce-checkout-review-order-table .order-total td').innerText();
const discountRow = (page: Page) => page.locator('.woocommerce-checkout-review-order-table tr.cart-discount.coupon-save10');
const focusedIn = (page: Page, selector: string) => page.evaluate((target) => document.activeElement?.closest(target) !== null, selector);

/** Records the coupon and update events jQuery hears on the body, with their arguments, and our own. */
async function recordCouponEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { couponEvents: string[] }).couponEvents = seen;
    const $ = (window as unknown as { jQuery: (target: unknown) => { on(names: string, handler: (event: { type: string }, ...args: unknown[]) => void): void } }).jQuery;
    $(document.body).on('applied_coupon_in_checkout removed_coupon_in_checkout update_checkout', (event, ...args) => seen.push(`${event.type} ${JSON.stringify(args)}`));
    for (const name of ['checkout-coupon-applied', 'checkout-coupon-removed', 'checkout-coupon-failed']) {
      document.addEventListener(`lantern:${name}`, (event) => seen.push(`lantern:${name} ${JSON.stringify((event as CustomEvent).detail)}`));
    }
  });
}
/** Records each submit event the window hears (after every handler below it): its form and whether it was cancelled. */
async function recordSubmits(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { submits: string[] }).submits = seen;
    window.addEventListener('submit', (event) => seen.push(`${(event.target as Element).className} prevented=${event.defaultPrevented}`));
  });
}
const submits = (page: Page) => page.evaluate(() => (window as unknown as { submits?: string[] }).submits ?? 'gone: the page was left');
const couponEvents = (page: Page) => page.evaluate(() => (window as unknown as { couponEvents: string[] }).couponEvents);

describe('the coupon on the classic checkout', () => {
  it('applies a code typed with the keyboard in place, shows its notice and the discount, and removes it from the review by keyboard', async () => {
    const shopPage = await openCheckout(shop, '/checkout/?jquery=1');
    const { page, requests } = shopPage;
    await reviewUpdates(page, 1);
    await recordCouponEvents(page);
    await typeInto(page, 'billing_email', BILLING.billing_email);
    expect(await total(page)).toBe('$30.00');

    const toggle = page.locator('a.showcoupon');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('coupon_code');
    await page.keyboard.type('save10');
    // The typing landed in the field, which still has the focus Enter submits from.
    expect(await page.locator('#coupon_code').inputValue()).toBe('save10');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('coupon_code');
    const applying = await holdRequests(page, endpoint('apply_coupon'));
    await recordSubmits(page);
    await page.keyboard.press('Enter');
    await applying.waitFor(1).catch(async (error: Error) => {
      throw new Error(`${error.message}; submit events: ${JSON.stringify(await submits(page))}`);
    });
    // Blocked while the shop answers: the page stays where it is.
    expect(await page.locator('form.checkout_coupon').getAttribute('aria-busy')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/checkout/');
    await applying.releaseAll();

    const applied = page.locator('form.checkout_coupon').locator('xpath=preceding-sibling::*[1]');
    await expect.poll(() => applied.getAttribute('class')).toBe('woocommerce-message');
    expect(await applied.innerText()).toBe('Coupon code applied successfully.');
    expect(formFields(sentTo(requests, 'apply_coupon')[0]?.body ?? '')).toEqual({
      security: await page.evaluate(() => (window as unknown as { wc_checkout_params: { apply_coupon_nonce: string } }).wc_checkout_params.apply_coupon_nonce),
      coupon_code: 'save10',
      billing_email: BILLING.billing_email,
    });
    await expect.poll(() => page.locator('form.checkout_coupon').isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => focusedIn(page, '.woocommerce-message')).toBe(true);

    // The review follows, without the shipping rates, and shows the discount with its [Remove] link.
    await reviewUpdates(page, 2);
    expect(formFields(sentTo(requests, 'update_order_review').at(-1)?.body ?? '')['shipping_method[0]']).toBeUndefined();
    expect(await discountRow(page).innerText()).toContain('-$2.00');
    expect(await total(page)).toBe('$28.00');
    expect((await couponEvents(page)).slice(0, 3)).toEqual([
      'applied_coupon_in_checkout ["save10"]',
      'lantern:checkout-coupon-applied {"code":"save10"}',
      'update_checkout [{"update_shipping_method":false}]',
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The shopper waits for the review the coupon brought to finish before removing it.
    await settled(shopPage);
    const removing = await holdRequests(page, endpoint('remove_coupon'));
    await discountRow(page).locator('a.woocommerce-remove-coupon').focus();
    await page.keyboard.press('Enter');
    await removing.waitFor(1);
    expect(await page.locator('.woocommerce-checkout-review-order').getAttribute('aria-busy')).toBe('true');
    await removing.releaseAll();
    const removed = page.locator('form.woocommerce-checkout').locator('xpath=preceding-sibling::*[1]');
    await expect.poll(() => removed.innerText()).toBe('Coupon has been removed.');
    expect(await page.locator('.woocommerce-message').count()).toBe(1);
    expect(formFields(sentTo(requests, 'remove_coupon')[0]?.body ?? '')).toEqual({
      security: await page.evaluate(() => (window as unknown as { wc_checkout_params: { remove_coupon_nonce: string } }).wc_checkout_params.remove_coupon_nonce),
      coupon: 'save10',
    });
    expect(await page.locator('#coupon_code').inputValue()).toBe('');
    await reviewUpdates(page, 3);
    expect(await discountRow(page).count()).toBe(0);
    expect(await total(page)).toBe('$30.00');
    expect((await couponEvents(page)).slice(-3)).toEqual([
      'removed_coupon_in_checkout ["save10"]',
      'lantern:checkout-coupon-removed {"code":"save10"}',
      'update_checkout [{"update_shipping_method":false}]',
    ]);
    expect(new URL(page.url()).pathname).toBe('/checkout/');
  });

  it('leaves the focus on the [Remove] link a shopper tabbed to while the applied notice waited to take it, so Enter removes the code', async () => {
    const { page } = await openCheckout(shop, '/checkout/');
    await reviewUpdates(page, 1);
    await page.locator('a.showcoupon').click();
    // The field takes the focus once its form has slid open, as the shopper sees it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('coupon_code');
    await page.locator('#coupon_code').fill('save10');
    // The page's timers stop: the notice's half-second wait lasts until the shopper has moved on.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    await page.locator('#coupon_code').press('Enter');
    await page.locator('.woocommerce-message').waitFor();
    // checkout.js's 5 ms wait before the review update, which brings the [Remove] link.
    await page.clock.runFor(10);
    const remove = discountRow(page).locator('a.woocommerce-remove-coupon');
    await remove.focus();
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('[Remove]');
    expect(await page.locator('.woocommerce-message').getAttribute('tabindex')).toBeNull();

    await page.clock.resume();
    await page.keyboard.press('Enter');
    await expect.poll(() => discountRow(page).count()).toBe(0);
    expect(await page.locator('.woocommerce-message').innerText()).toBe('Coupon has been removed.');
  });

  it('on a phone by touch: applies the code, tells why a second try is refused, and removes it', async () => {
    const { page, requests } = await openCheckout(shop, '/checkout/', { viewport: PHONE, hasTouch: true, isMobile: true });
    await reviewUpdates(page, 1);
    const couponFieldFocused = () => expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('coupon_code');
    await page.locator('a.showcoupon').tap();
    await couponFieldFocused();
    await page.locator('#coupon_code').fill('SAVE10');
    await page.locator('form.checkout_coupon button[name="apply_coupon"]').tap();
    await discountRow(page).waitFor();
    expect(await total(page)).toBe('$28.00');
    // The shopper reads the notice, which takes the focus (and the page's scroll) after half a second.
    await expect.poll(() => focusedIn(page, '.woocommerce-message')).toBe(true);

    // WooCommerce answers a refusal with an error notice; the form slides up as after any answer.
    await expect.poll(() => page.locator('form.checkout_coupon').isVisible()).toBe(false);
    await page.locator('a.showcoupon').tap();
    await couponFieldFocused();
    await page.locator('form.checkout_coupon button[name="apply_coupon"]').tap();
    await expect.poll(() => page.locator('.woocommerce-error').allInnerTexts()).toEqual(['Coupon code already applied!']);
    expect(await page.locator('.woocommerce-message').count()).toBe(0);

    await discountRow(page).locator('a.woocommerce-remove-coupon').tap();
    await expect.poll(() => discountRow(page).count()).toBe(0);
    expect(await total(page)).toBe('$30.00');
    expect(sentTo(requests, 'remove_coupon')).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/checkout/');
  });
});

/** Makes the page's coupon calls fail as `fault` says. */
async function failCouponCalls(shopPage: ShopPage, name: 'apply_coupon' | 'remove_coupon', fault: Fault): Promise<void> {
  shopPage.problems.allowFailedRequests(endpoint(name));
  await readyForFault(shopPage.page, fault);
  await shopPage.page.route(endpoint(name), (route) => answerWithFault(route, fault));
}

/** The error each fault ends in, as the failure event names it. */
const ERROR_KIND: Record<Fault, string> = { 'http-500': 'http', 'html-error-page': 'invalid-reply', 'invalid-json': 'invalid-reply', timeout: 'timeout', offline: 'offline' };

describe('the checkout coupon when the shop answers badly', () => {
  it.each(ALL_FAULTS)('names the error above the coupon form, which stays open with the code, when apply_coupon is %s', async (fault) => {
    const { context, newPage } = await shop.newContext();
    const shopPage = await openCheckoutIn(shop, context, newPage, '/checkout/?jquery=1');
    const { page } = shopPage;
    await reviewUpdates(page, 1);
    await recordCouponEvents(page);
    await failCouponCalls(shopPage, 'apply_coupon', fault);
    await page.locator('a.showcoupon').click();
    await page.locator('#coupon_code').fill('save10');
    await page.locator('#coupon_code').press('Enter');

    const notice = page.locator('form.checkout_coupon').locator('xpath=preceding-sibling::*[1]');
    await expect.poll(() => notice.getAttribute('data-lantern-error')).toBe(ERROR_KIND[fault]);
    expect(await notice.innerText()).toMatch(/^Sorry, the coupon could not be applied\. \S/);
    await expect.poll(() => focusedIn(page, '[data-lantern-error]')).toBe(true);
    expect(await page.locator('form.checkout_coupon').isVisible()).toBe(true);
    expect(await page.locator('#coupon_code').inputValue()).toBe('save10');
    expect(await page.locator('.blockOverlay').count()).toBe(0);
    expect(await page.locator('form.checkout_coupon').getAttribute('class')).not.toContain('processing');
    const events = await couponEvents(page);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatch(new RegExp(`^lantern:checkout-coupon-failed \\{"action":"apply-coupon","error":\\{"kind":"${ERROR_KIND[fault]}"`));
    expect(new URL(page.url()).pathname).toBe('/checkout/');
  });

  it('names the error above the checkout and unblocks the review when remove_coupon answers with an error page', async () => {
    const shopPage = await openCheckout(shop);
    const { page } = shopPage;
    await reviewUpdates(page, 1);
    await page.locator('a.showcoupon').click();
    await page.locator('#coupon_code').fill('save10');
    await page.locator('#coupon_code').press('Enter');
    await discountRow(page).waitFor();
    // The shopper reads the notice, which takes the focus (and the page's scroll) after half a
    // second, and waits for the review the coupon brought to finish before removing it: a click
    // during that scroll lands beside the link.
    await expect.poll(() => focusedIn(page, '.woocommerce-message')).toBe(true);
    await settled(shopPage);
    await failCouponCalls(shopPage, 'remove_coupon', 'html-error-page');
    await discountRow(page).locator('a.woocommerce-remove-coupon').click();
    const notice = page.locator('form.woocommerce-checkout').locator('xpath=preceding-sibling::*[1]');
    await expect.poll(() => notice.getAttribute('data-lantern-error')).toBe('invalid-reply');
    expect(await notice.innerText()).toMatch(/^Sorry, the coupon could not be removed\. /);
    expect(await page.locator('.woocommerce-checkout-review-order').getAttribute('aria-busy')).toBeNull();
    expect(await page.locator('.blockOverlay').count()).toBe(0);
    expect(await discountRow(page).count()).toBe(1);
  });
});

describe('the checkout coupon on a slow shop', () => {
  it('waits for a code the shop answers after six seconds, as checkout.js does, and applies it', async () => {
    const { page } = await openCheckout(shop, '/checkout/');
    await reviewUpdates(page, 1);
    // The page's timers on Playwright's clock: six seconds pass at once while the shop holds the answer.
    await page.clock.install();
    const applying = await holdRequests(page, endpoint('apply_coupon'));
    await page.locator('a.showcoupon').click();
    await page.locator('#coupon_code').fill('save10');
    await page.locator('#coupon_code').press('Enter');
    await applying.waitFor(1);
    await page.clock.fastForward(6000);
    // Still waiting: no error named, the form still busy.
    expect(await page.locator('[data-lantern-error]').count()).toBe(0);
    expect(await page.locator('form.checkout_coupon').getAttribute('aria-busy')).toBe('true');
    await applying.releaseAll();
    const applied = page.locator('form.checkout_coupon').locator('xpath=preceding-sibling::*[1]');
    await expect.poll(() => applied.getAttribute('class')).toBe('woocommerce-message');
    await reviewUpdates(page, 2);
    expect(await discountRow(page).count()).toBe(1);
  });
});
