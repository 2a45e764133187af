import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formFields } from './support/contracts';
import { seriousAxeViolations } from './support/axe';
import {
  blockedRegions, CART_FORM, CART_TOTALS, cartPageEvents, COUPON_FIELD, isCartPagePost, NOTICES, noticeTexts, openCart,
  ORDER_TOTAL, sameDocument, UPDATE_BUTTON, waitForCartUpdates,
} from './support/cart-page';
import { PHONE, registerBrowserHarness } from './support/harness';
import { pauseClockSoon } from './support/clock';
import { holdRequests } from './support/hold';

const shop = registerBrowserHarness();

/** $20 and $50: a $70 subtotal, with the Australian flat rate ($10) an $80 total. */
const WORK_LIGHT = 104;
const BEACON = 106;

const rowNames = (page: Page) => page.locator(`${CART_FORM} td.product-name`).allTextContents();
const total = (page: Page) => page.locator(ORDER_TOTAL).last().textContent();

describe('the cart page, updated in place', () => {
  it('enables "Update cart" once a quantity changes, dims the cart while it posts, and puts the new cart in place', async () => {
    const { page, requests } = await openCart(shop, [WORK_LIGHT]);
    expect(await page.locator(UPDATE_BUTTON).isDisabled()).toBe(true);
    await page.locator(`${CART_FORM} input.qty`).fill('3');
    expect(await page.locator(UPDATE_BUTTON).isEnabled()).toBe(true);

    const held = await holdRequests(page, isCartPagePost);
    await page.locator(UPDATE_BUTTON).click();
    await held.waitFor(1);
    for (const region of [CART_FORM, CART_TOTALS]) {
      const blocked = page.locator(region);
      expect(await blocked.getAttribute('aria-busy')).toBe('true');
      expect(await blocked.evaluate((element) => element.classList.contains('processing'))).toBe(true);
      expect(await blocked.locator(':scope > .blockUI.blockOverlay').count()).toBe(1);
    }
    await held.releaseAll();
    await waitForCartUpdates(page, 1);

    const [post] = requests.matching(isCartPagePost).filter((entry) => entry.method === 'POST');
    expect(formFields(post?.body ?? null)).toMatchObject({ update_cart: 'Update Cart' });
    expect(await page.locator(`${CART_FORM} td.product-subtotal`).textContent()).toContain('60.00');
    expect(await total(page)).toContain('70.00');
    expect(await noticeTexts(page)).toEqual(['Cart updated.']);
    expect(await page.locator(UPDATE_BUTTON).isDisabled()).toBe(true);
    expect(await blockedRegions(page)).toEqual([]);
    expect((await cartPageEvents(page)).map((event) => event.name)).toEqual(['cart-totals-updated', 'cart-updated']);
    expect(await sameDocument(page)).toBe(true);
  });

  it('updates from the keyboard: Enter in a quantity, and focus stays on that quantity', async () => {
    const { page } = await openCart(shop, [WORK_LIGHT, BEACON]);
    const beaconQuantity = page.locator(`${CART_FORM} input.qty`).nth(1);
    await beaconQuantity.fill('2');
    await beaconQuantity.press('Enter');
    await waitForCartUpdates(page, 1);
    expect(await total(page)).toContain('130.00');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '')).toMatch(/^cart\[\w+\]\[qty\]$/);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('2');
    expect(await sameDocument(page)).toBe(true);
  });

  it('removes a row in place, says so with an "Undo?" that brings it back', async () => {
    const { page } = await openCart(shop, [WORK_LIGHT, BEACON]);
    await page.locator(`${CART_FORM} td.product-remove a`).first().click();
    await waitForCartUpdates(page, 1);
    expect(await rowNames(page)).toEqual(['LED Amber Beacon Light Magnetic']);
    expect(await noticeTexts(page)).toEqual(['“Magnetic Base LED Work Light” removed. Undo?']);
    // The link the shopper used went with its row: focus goes to the notice that says what happened.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Undo?');
    await page.keyboard.press('Enter');
    await waitForCartUpdates(page, 2);
    // WooCommerce puts a restored row back at the end of the cart.
    expect(await rowNames(page)).toEqual(['LED Amber Beacon Light Magnetic', 'Magnetic Base LED Work Light']);
    expect(await sameDocument(page)).toBe(true);
    expect(await blockedRegions(page)).toEqual([]);
  });

  it('shows the empty cart, with its way back to the shop, when the last row goes', async () => {
    const { page } = await openCart(shop, [WORK_LIGHT]);
    await page.locator(`${CART_FORM} td.product-remove a`).click();
    await waitForCartUpdates(page, 1);
    expect(await page.locator(CART_FORM).count()).toBe(0);
    expect(await page.locator(CART_TOTALS).count()).toBe(0);
    expect(await page.getByText('Your cart is currently empty.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Return to shop' }).getAttribute('href')).toBe('/shop/');
    expect((await cartPageEvents(page)).map((event) => event.name)).toEqual(['cart-emptied', 'cart-updated']);
    expect(await sameDocument(page)).toBe(true);
  });

  it('applies save10 with Enter in the coupon field and removes it with its [Remove] link', async () => {
    const { page, requests } = await openCart(shop, [WORK_LIGHT, BEACON]);
    await page.locator(COUPON_FIELD).fill('save10');
    await page.locator(COUPON_FIELD).press('Enter');
    await waitForCartUpdates(page, 1);
    expect(await noticeTexts(page)).toEqual(['Coupon code applied successfully.']);
    expect(await page.locator(`${CART_TOTALS} tr.cart-discount.coupon-save10`).textContent()).toContain('7.00');
    expect(await total(page)).toContain('73.00');
    expect(await page.locator(COUPON_FIELD).inputValue()).toBe('');
    const [apply] = requests.matching((url) => url.searchParams.get('wc-ajax') === 'apply_coupon');
    const params = await page.evaluate(() => (window as unknown as { wc_cart_params: Record<string, string> }).wc_cart_params);
    expect(formFields(apply?.body ?? null)).toEqual({ security: params.apply_coupon_nonce, coupon_code: 'save10' });

    await page.locator('a.woocommerce-remove-coupon[data-coupon="save10"]').click();
    await waitForCartUpdates(page, 2);
    expect(await noticeTexts(page)).toEqual(['Coupon has been removed.']);
    expect(await page.locator(`${CART_TOTALS} tr.cart-discount`).count()).toBe(0);
    expect(await total(page)).toContain('80.00');
    const events = (await cartPageEvents(page)).filter((event) => event.name.startsWith('coupon'));
    expect(events).toEqual([{ name: 'coupon-applied', code: 'save10' }, { name: 'coupon-removed', code: 'save10' }]);
    expect(await sameDocument(page)).toBe(true);
  });

  it('holds the page still under a press on [Remove] made while it scrolls to the notice, so the click lands', async () => {
    // Tall enough that the link stays in view all the way from the top to the notice.
    const { page, requests } = await openCart(shop, [WORK_LIGHT, BEACON], { viewport: { width: 1280, height: 900 } });
    await page.clock.install();
    await pauseClockSoon(page);
    await page.locator(COUPON_FIELD).fill('save10');
    await page.locator(COUPON_FIELD).press('Enter');
    await waitForCartUpdates(page, 1);
    await page.clock.runFor(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    const remove = page.locator('a.woocommerce-remove-coupon[data-coupon="save10"]');
    const pressed = await remove.boundingBox();
    if (!pressed) throw new Error('the [Remove] link is not drawn');
    await page.mouse.move(pressed.x + pressed.width / 2, pressed.y + pressed.height / 2);
    await page.mouse.down();
    // The rest of the second the scroll would take, the button held down.
    await page.clock.runFor(800);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await remove.boundingBox()).toEqual(pressed);
    await page.mouse.up();
    await page.clock.resume();

    await waitForCartUpdates(page, 2);
    expect(await noticeTexts(page)).toEqual(['Coupon has been removed.']);
    expect(requests.matching((url) => url.searchParams.get('wc-ajax') === 'remove_coupon')).toHaveLength(1);
  });

  it("shows the shop's refusal of an unknown coupon and keeps the cart as it was", async () => {
    const { page } = await openCart(shop, [WORK_LIGHT]);
    await page.locator(COUPON_FIELD).fill('nope');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await waitForCartUpdates(page, 1);
    expect(await noticeTexts(page)).toEqual(['Coupon "nope" does not exist!']);
    expect(await total(page)).toContain('30.00');
  });

  it('changes the shipping method with the arrow keys, the totals follow and focus stays on the choice', async () => {
    const { page, requests } = await openCart(shop, [WORK_LIGHT, BEACON]);
    await page.getByRole('radio', { name: /Flat rate/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => (window as unknown as { cartPageEvents: { name: string }[] }).cartPageEvents.some((event) => event.name === 'shipping-method-updated'));
    expect(await total(page)).toContain('70.00');
    expect(await page.getByRole('radio', { name: 'Local pickup' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('local_pickup:2');
    const [call] = requests.matching((url) => url.searchParams.get('wc-ajax') === 'update_shipping_method');
    expect(formFields(call?.body ?? null)).toMatchObject({ 'shipping_method[0]': 'local_pickup:2' });
    expect((await cartPageEvents(page)).map((event) => event.name)).toEqual(['cart-totals-updated', 'shipping-method-updated']);
    expect(await blockedRegions(page)).toEqual([]);
  });

  it('opens the shipping calculator and posts the new address in place', async () => {
    const { page, requests } = await openCart(shop, [WORK_LIGHT]);
    const toggle = page.locator('.shipping-calculator-button');
    expect(await page.locator('.shipping-calculator-form').isVisible()).toBe(false);
    // The closed calculator's country field is set up at load, as WooCommerce does, from the cart
    // page's own chunk: no checkout chunk (with its address suggestions) comes for it.
    await page.locator('#calc_shipping_country_field .select2-selection').waitFor({ state: 'attached' });
    expect(requests.matching((url) => /\/chunks\/checkout-/.test(url.pathname)).length).toBe(0);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.shipping-calculator-form').waitFor({ state: 'visible' });
    await page.locator('#calc_shipping_country').selectOption('NZ');
    await page.locator('#calc_shipping_postcode').fill('1010');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await waitForCartUpdates(page, 1);
    expect(await page.locator(`${CART_TOTALS} .woocommerce-shipping-destination`).textContent()).toContain('New Zealand');
    expect(await page.locator(`${CART_TOTALS} #shipping_method`).textContent()).toContain('International flat rate');
    expect(await total(page)).toContain('50.00');
    expect(await noticeTexts(page)).toEqual(['Shipping costs updated.']);
    const [post] = requests.matching(isCartPagePost).filter((entry) => entry.method === 'POST');
    expect(formFields(post?.body ?? null)).toMatchObject({ calc_shipping: 'x', calc_shipping_country: 'NZ', calc_shipping_postcode: '1010' });
    expect(await sameDocument(page)).toBe(true);
  });

  it('opens and closes the shipping calculator from the keyboard, saying which it is', async () => {
    const { page } = await openCart(shop, [WORK_LIGHT]);
    const toggle = page.getByRole('link', { name: 'Change address' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.shipping-calculator-form').waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    // The country field, drawn as a searchable combobox where the country script runs.
    expect(await page.evaluate(() => document.activeElement?.closest('#calc_shipping_country_field') !== null)).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.locator('.shipping-calculator-form').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).hash).toBe('');
  });

  it('works on a phone by touch: update a quantity, then apply a coupon', async () => {
    const { page } = await openCart(shop, [WORK_LIGHT], { viewport: PHONE, hasTouch: true, isMobile: true });
    await page.locator(`${CART_FORM} input.qty`).fill('2');
    await page.locator(UPDATE_BUTTON).tap();
    await waitForCartUpdates(page, 1);
    expect(await total(page)).toContain('50.00');
    await page.locator(COUPON_FIELD).fill('save10');
    await page.getByRole('button', { name: 'Apply coupon' }).tap();
    await waitForCartUpdates(page, 2);
    expect(await total(page)).toContain('46.00');
    expect(await sameDocument(page)).toBe(true);
  });

  it('has no serious accessibility problems with the calculator open and a notice shown', async () => {
    const { page } = await openCart(shop, [WORK_LIGHT]);
    await page.locator(COUPON_FIELD).fill('save10');
    await page.locator(COUPON_FIELD).press('Enter');
    await waitForCartUpdates(page, 1);
    await page.locator('.shipping-calculator-button').click();
    await page.locator('.shipping-calculator-form').waitFor({ state: 'visible' });
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.locator(`${NOTICES} [role="alert"]`).count()).toBe(1);
  });
});
