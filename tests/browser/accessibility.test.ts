import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/catalogue/index';
import { axeViolations } from './support/axe';
import { fillCart } from './support/cart-api';
import { DESKTOP, PHONE, registerBrowserHarness, type ShopPage } from './support/harness';
import { settled } from './support/settled';
import { SIDE_CART } from './support/shop';

const shop = registerBrowserHarness();

function pathOf(permalink: string): string {
  return new URL(permalink, 'http://demo.invalid').pathname;
}

const simple = catalogue.find((product) => product.type === 'simple' && product.stock !== 0);
const variable = catalogue.find((product) => product.type === 'variable');
if (!simple || !variable) throw new Error('the catalogue needs a simple and a variable product');

/**
 * Empty-cart pages demo-qa.test.ts does not run axe on at these sizes. It runs axe on every
 * demo page, with the cart empty, at these same two sizes (and 768 px): the front page, shop,
 * a simple product (same template as this file's simple product), cart, checkout and account
 * are checked there. Its variable product shows image swatches; this one shows button and
 * radio swatches, markup of their own.
 */
const PAGES = [pathOf(variable.permalink)];
const CART_LINK = '.cart-contents';
const VIEWPORTS = { desktop: DESKTOP, phone: PHONE } as const;

async function expectNoViolations({ page }: ShopPage): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `axe-core on ${page.url()}:\n${violations.join('\n')}`).toEqual([]);
}

describe.each(Object.entries(VIEWPORTS))('accessibility at %s size', (_name, viewport) => {
  it.each(PAGES)('%s has no axe-core violation of any impact (empty cart)', async (path) => {
    const shopPage = await shop.open(path, { viewport });
    await settled(shopPage);
    await expectNoViolations(shopPage);
  });

  it.each(['/shop/', '/cart/', '/checkout/'])('%s has none with items in the cart', async (path) => {
    const { context, newPage } = await shop.newContext({ viewport });
    await fillCart(context, shop.origin, [simple.id]);
    const shopPage = await newPage();
    await shopPage.goto(path);
    await settled(shopPage);
    await expectNoViolations(shopPage);
  });

  it('has none with the side cart open', async () => {
    const { context, newPage } = await shop.newContext({ viewport });
    await fillCart(context, shop.origin, [simple.id]);
    const shopPage = await newPage();
    const { page } = shopPage;
    await shopPage.goto('/');
    await settled(shopPage);
    // On a phone the header cart may give way to the footer bar's; either opens the panel. The
    // side cart's code loads on that intent, and the click waits for it.
    await page.locator(`${CART_LINK}:visible`).first().click();
    await page.waitForFunction((selector) => document.querySelector(selector)?.classList.contains('active') === true, SIDE_CART);
    await expectNoViolations(shopPage);
  });
});
