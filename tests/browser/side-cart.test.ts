import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, registerBrowserHarness } from './support/harness';
import { waitForCartReady } from './support/lantern';
import { hasClass, HEADER_CART_LINK, SIDE_CART, simpleButton, waitForAdded } from './support/shop';

const shop = registerBrowserHarness();

function isOpen(page: Page): Promise<boolean> {
  return hasClass(page.locator(SIDE_CART), 'active');
}

function focusInsidePanel(page: Page): Promise<boolean> {
  return page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement) === true, SIDE_CART);
}

async function openFromHeader(page: Page): Promise<void> {
  await waitForCartReady(page);
  await page.locator(HEADER_CART_LINK).first().click();
  await expect.poll(() => isOpen(page)).toBe(true);
}

describe('side cart panel', () => {
  it('opens from the header cart link and closes on its close link', async () => {
    const { page } = await shop.open('/');
    await openFromHeader(page);
    expect(await hasClass(page.locator('.cart-side-overlay'), 'active')).toBe(true);
    await page.locator(`${SIDE_CART} .close-cart-side`).click();
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(await hasClass(page.locator('.cart-side-overlay'), 'active')).toBe(false);
  });

  it('closes on a click on the overlay', async () => {
    const { page } = await shop.open('/');
    await openFromHeader(page);
    // The panel covers one side; the overlay is reachable at the opposite corner.
    await page.locator('.cart-side-overlay').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  it('closes on Escape', async () => {
    const { page } = await shop.open('/');
    await openFromHeader(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  it('moves focus into the panel and back to the cart link when it closes', async () => {
    const { page } = await shop.open('/');
    await waitForCartReady(page);
    const opener = page.locator(HEADER_CART_LINK).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page)).toBe(true);
    await expect.poll(() => focusInsidePanel(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside the panel while it is open', async () => {
    const { page } = await shop.open('/');
    await openFromHeader(page);
    // Starts from the close link, so this test is about the trap alone, not the initial focus.
    // The panel slides in: its link can take focus once the slide has made it visible.
    const close = page.locator(`${SIDE_CART} .close-cart-side`);
    await expect.poll(() => close.isVisible()).toBe(true);
    await close.focus();
    await expect.poll(() => focusInsidePanel(page)).toBe(true);
    const stops = await page.evaluate(
      (selector) => document.querySelector(selector)?.querySelectorAll('a[href], button, input, [tabindex="0"]').length ?? 0,
      SIDE_CART,
    );
    for (let press = 0; press < stops + 3; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInsidePanel(page), `after Tab #${press + 1}`).toBe(true);
    }
    for (let press = 0; press < stops + 3; press += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInsidePanel(page), `after Shift+Tab #${press + 1}`).toBe(true);
    }
  });
});

describe('side cart after an add, as a shopper meets the page', () => {
  // Straight from a fresh load to the add button: nobody points at or taps the header cart first.
  it('slides open on the first add of a visit on a desktop', async () => {
    const { page } = await shop.open('/shop/');
    await waitForCartReady(page);
    const button = simpleButton(page);
    await button.click();
    await waitForAdded(button);
    await expect.poll(() => isOpen(page)).toBe(true);
    expect(await hasClass(page.locator('.cart-side-overlay'), 'active')).toBe(true);
  });

  it('slides open on the first add of a visit on a phone, by touch', async () => {
    const { page } = await shop.open('/shop/', { viewport: PHONE, hasTouch: true, isMobile: true });
    await waitForCartReady(page);
    const button = simpleButton(page);
    await button.tap();
    await waitForAdded(button);
    await expect.poll(() => isOpen(page)).toBe(true);
    await expect.poll(() => focusInsidePanel(page)).toBe(true);
  });
});
