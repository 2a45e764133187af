import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { openCheckout, reviewUpdates } from './support/checkout';
import { PHONE, registerBrowserHarness } from './support/harness';

const shop = registerBrowserHarness();

const TERMS = '.woocommerce-terms-and-conditions';
const termsLink = (page: Page) => page.locator('a.woocommerce-terms-and-conditions-link');
const termsShown = (page: Page) => page.locator(TERMS).isVisible();

describe('the terms and conditions on the classic checkout', () => {
  it('opens and shuts the terms in place from their link by keyboard, as a disclosure, without leaving the page', async () => {
    const { page } = await openCheckout(shop);
    await reviewUpdates(page, 1);
    const link = termsLink(page);
    // The payment section came again with the review: its link is a disclosure button all the same.
    expect(await link.getAttribute('role')).toBe('button');
    expect(await link.getAttribute('aria-expanded')).toBe('false');
    expect(await link.getAttribute('aria-controls')).toBe(await page.locator(TERMS).getAttribute('id'));
    expect(await termsShown(page)).toBe(false);

    await link.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => termsShown(page)).toBe(true);
    expect(await link.getAttribute('aria-expanded')).toBe('true');
    expect(await link.getAttribute('class')).toContain('woocommerce-terms-and-conditions-link--open');
    expect(await link.getAttribute('class')).not.toContain('--closed');
    expect(page.context().pages()).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/checkout/');
    expect(await page.locator(TERMS).innerText()).toContain('two-year warranty');
    // The terms scroll past 200 px: a keyboard reaches them.
    expect(await page.locator(TERMS).getAttribute('tabindex')).toBe('0');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Space');
    await expect.poll(() => termsShown(page)).toBe(false);
    expect(await link.getAttribute('aria-expanded')).toBe('false');
    expect(await link.getAttribute('class')).toContain('woocommerce-terms-and-conditions-link--closed');
    expect(page.context().pages()).toHaveLength(1);
  });

  it('on a phone, a tap opens the terms and the box beside the link still ticks', async () => {
    const { page } = await openCheckout(shop, '/checkout/', { viewport: PHONE, hasTouch: true, isMobile: true });
    await reviewUpdates(page, 1);
    await termsLink(page).scrollIntoViewIfNeeded();
    await termsLink(page).tap();
    await expect.poll(() => termsShown(page)).toBe(true);
    expect(await page.locator('#terms').isChecked()).toBe(false);
    await page.locator('#terms').tap();
    expect(await page.locator('#terms').isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(new URL(page.url()).pathname).toBe('/checkout/');
  });
});
