import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/catalogue/index';
import { axeViolations } from './support/axe';
import { fillCart } from './support/cart-api';
import { DESKTOP, PHONE, registerBrowserHarness } from './support/harness';
import { waitForLantern } from './support/lantern';
import { SIDE_CART } from './support/shop';

const shop = registerBrowserHarness();

function pathOf(permalink: string): string {
  return new URL(permalink, 'http://demo.invalid').pathname;
}

const simple = catalogue.find((product) => product.type === 'simple' && product.stock !== 0);
const variable = catalogue.find((product) => product.type === 'variable');
if (!simple || !variable) throw new Error('the catalogue needs a simple and a variable product');

const PAGES = ['/', '/shop/', pathOf(simple.permalink), pathOf(variable.permalink), '/cart/', '/checkout/', '/my-account/'];
const CART_LINK = '.cart-contents';
const VIEWPORTS = { desktop: DESKTOP, phone: PHONE } as const;

/** Lets the page settle as a shopper would see it: Lantern mounted, notices re-announced. */
async function settle(page: Page): Promise<void> {
  await waitForLantern(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[data-island-state="loading"]').length === 0);
}

async function expectNoViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe-core on ${page.url()}:\n${violations.join('\n')}`).toEqual([]);
}

describe.each(Object.entries(VIEWPORTS))('accessibility at %s size', (_name, viewport) => {
  it.each(PAGES)('%s has no axe-core violation of any impact (empty cart)', async (path) => {
    const { page } = await shop.open(path, { viewport });
    await settle(page);
    await expectNoViolations(page);
  });

  it.each(['/shop/', '/cart/', '/checkout/'])('%s has none with items in the cart', async (path) => {
    const { context, newPage } = await shop.newContext({ viewport });
    await fillCart(context, shop.origin, [simple.id]);
    const shopPage = await newPage();
    await shopPage.goto(path);
    await settle(shopPage.page);
    await expectNoViolations(shopPage.page);
  });

  it('has none with the side cart open', async () => {
    const { context, newPage } = await shop.newContext({ viewport });
    await fillCart(context, shop.origin, [simple.id]);
    const { page, goto } = await newPage();
    await goto('/');
    await settle(page);
    // On a phone the header cart may give way to the footer bar's; either opens the panel. The
    // side cart's code loads on that intent, and the click waits for it.
    await page.locator(`${CART_LINK}:visible`).first().click();
    await page.waitForFunction((selector) => document.querySelector(selector)?.classList.contains('active') === true, SIDE_CART);
    await expectNoViolations(page);
  });
});
