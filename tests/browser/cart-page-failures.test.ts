import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockedRegions, CART_FORM, cartPageEvents, COUPON_FIELD, NOTICES, openCart, sameDocument, UPDATE_BUTTON, waitForCartUpdates } from './support/cart-page';
import { holdRequests } from './support/hold';
import { ALL_FAULTS, answerWithFault, readyForFault, type Fault } from './support/faults';
import { registerBrowserHarness, type ShopPage } from './support/harness';

const shop = registerBrowserHarness();
const WORK_LIGHT = 104;
const BEACON = 106;

const FAILED = 'Sorry, your cart could not be updated. Please try again.';
const OFFLINE = 'You are probably offline.';

/** The error each fault ends in, as the page's event names it. */
const ERROR_KIND: Record<Fault, string> = {
  'http-500': 'http',
  'html-error-page': 'invalid-reply',
  'invalid-json': 'invalid-reply',
  timeout: 'timeout',
  offline: 'offline',
};

/** Makes the page's own requests (not navigations) matching `matches` fail as `fault` says. */
async function failRequests(shopPage: ShopPage, matches: (url: URL) => boolean, fault: Fault): Promise<void> {
  shopPage.problems.allowFailedRequests(matches);
  await readyForFault(shopPage.page, fault);
  await shopPage.page.route(matches, (route: Route) =>
    route.request().resourceType() === 'fetch' ? answerWithFault(route, fault) : route.continue(),
  );
}

async function waitForFailure(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { cartPageEvents: { name: string }[] }).cartPageEvents.some((event) => event.name === 'cart-page-failed'));
}

async function expectUsableAfter(page: Page, fault: Fault, action: string): Promise<void> {
  const failures = (await cartPageEvents(page)).filter((event) => event.name === 'cart-page-failed');
  expect(failures).toEqual([{ name: 'cart-page-failed', action, error: ERROR_KIND[fault] }]);
  const notice = page.locator(`${NOTICES} .woocommerce-error[role="alert"]`);
  expect(await notice.textContent()).toBe(fault === 'offline' ? OFFLINE : FAILED);
  // The shopper is told where they are: the notice has focus.
  expect(await notice.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await blockedRegions(page)).toEqual([]);
  expect(await sameDocument(page)).toBe(true);
}

describe('the cart page when the shop does not answer as it should', () => {
  it.each(ALL_FAULTS)('"Update cart" ends in a clear message and a usable cart (%s)', async (fault) => {
    const shopPage = await openCart(shop, [WORK_LIGHT]);
    const { page } = shopPage;
    await failRequests(shopPage, (url) => url.pathname === '/cart/' && url.search === '', fault);
    await page.locator(`${CART_FORM} input.qty`).fill('2');
    await page.locator(UPDATE_BUTTON).click();
    await waitForFailure(page);
    await expectUsableAfter(page, fault, 'update');
    // What the shopper typed is still there, ready for another try.
    expect(await page.locator(`${CART_FORM} input.qty`).inputValue()).toBe('2');
    expect(await page.locator(UPDATE_BUTTON).isEnabled()).toBe(true);
  });

  it.each(ALL_FAULTS)('applying a coupon ends in a clear message and keeps the code typed (%s)', async (fault) => {
    const shopPage = await openCart(shop, [WORK_LIGHT]);
    const { page } = shopPage;
    await failRequests(shopPage, (url) => url.searchParams.get('wc-ajax') === 'apply_coupon', fault);
    await page.locator(COUPON_FIELD).fill('save10');
    await page.locator(COUPON_FIELD).press('Enter');
    await waitForFailure(page);
    await expectUsableAfter(page, fault, 'apply-coupon');
    expect(await page.locator(COUPON_FIELD).inputValue()).toBe('save10');
  });

  it.each(['http-500', 'offline'] as const)('a remove link that fails in place is followed, as the shop would without script (%s)', async (fault) => {
    const shopPage = await openCart(shop, [WORK_LIGHT, BEACON]);
    const { page } = shopPage;
    await failRequests(shopPage, (url) => url.searchParams.has('remove_item'), fault);
    await page.locator(`${CART_FORM} td.product-remove a`).first().click();
    await page.waitForFunction(() => (window as unknown as { sameDocument?: boolean }).sameDocument !== true && document.readyState === 'complete');
    expect(await page.locator(`${CART_FORM} td.product-name`).allTextContents()).toEqual(['LED Amber Beacon Light Magnetic']);
    expect(await page.locator(`${NOTICES} .woocommerce-message`).textContent()).toContain('removed.');
  });

  it('a shipping method change that fails leaves the totals as they were, undimmed', async () => {
    const shopPage = await openCart(shop, [WORK_LIGHT]);
    const { page } = shopPage;
    await failRequests(shopPage, (url) => url.searchParams.get('wc-ajax') === 'update_shipping_method', 'html-error-page');
    await page.getByRole('radio', { name: 'Local pickup' }).check();
    await waitForFailure(page);
    await expectUsableAfter(page, 'html-error-page', 'shipping-method');
    expect(await page.locator('div.cart_totals .order-total .amount').last().textContent()).toContain('30.00');
  });
});

describe('the cart page on a slow shop', () => {
  it('waits for a removal the shop answers after six seconds, as cart.js does, and puts it in place', async () => {
    const { page } = await openCart(shop, [WORK_LIGHT, BEACON]);
    // The page's timers on Playwright's clock: six seconds pass at once while the shop holds the answer.
    await page.clock.install();
    const removing = await holdRequests(page, (url) => url.searchParams.has('remove_item'), (request) => request.resourceType() === 'fetch');
    await page.locator(`${CART_FORM} td.product-remove a`).first().click();
    await removing.waitFor(1);
    await page.clock.fastForward(6000);
    // Still waiting, in place: not given up and followed as a link.
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator(CART_FORM).getAttribute('aria-busy')).toBe('true');
    await removing.releaseAll();
    await waitForCartUpdates(page, 1);
    expect(await page.locator(`${CART_FORM} td.product-name`).allTextContents()).toEqual(['LED Amber Beacon Light Magnetic']);
    expect((await cartPageEvents(page)).filter((event) => event.name === 'cart-page-failed')).toEqual([]);
    expect(await sameDocument(page)).toBe(true);
  });
});
