import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/catalogue/index';
import { registerBrowserHarness } from './support/harness';
import { waitForCartReady, waitForIsland, waitForLantern } from './support/lantern';
import { lanternFiles } from './support/script-tags';
import { addSimpleProduct } from './support/shop';

const shop = registerBrowserHarness();
const product = catalogue.find((candidate) => candidate.type === 'simple' && candidate.stock !== null && candidate.stock >= 3);
const FIELD = 'form.cart div.quantity';
const INPUT = `${FIELD} input.qty`;

function productPath(): string {
  if (!product) throw new Error('the catalogue has no simple product with stock of 3 or more');
  return new URL(product.permalink, 'http://demo.invalid').pathname;
}

async function openProduct(): Promise<Page> {
  const { page } = await shop.open(productPath());
  await waitForLantern(page);
  await waitForIsland(page, FIELD);
  return page;
}

function value(page: Page): Promise<string> {
  return page.locator(INPUT).inputValue();
}

async function limits(page: Page): Promise<{ min: number; max: number; step: number }> {
  return page.locator(INPUT).evaluate((input) => ({
    min: Number(input.getAttribute('min')),
    max: Number(input.getAttribute('max')),
    step: Number(input.getAttribute('step') || 1),
  }));
}

describe('quantity steppers on a product page', () => {
  it('adds minus and plus buttons around the field, named for screen readers', async () => {
    const page = await openProduct();
    const minus = page.locator(`${FIELD} button.minus`);
    const plus = page.locator(`${FIELD} button.plus`);
    expect(await minus.count()).toBe(1);
    expect(await plus.count()).toBe(1);
    expect(await minus.getAttribute('aria-label')).toBeTruthy();
    expect(await plus.getAttribute('aria-label')).toBeTruthy();
  });

  it('steps up by the step and stops at max', async () => {
    const page = await openProduct();
    const { max, step } = await limits(page);
    expect(max).toBeGreaterThan(0);
    await page.locator(INPUT).fill(String(max - step));
    const plus = page.locator(`${FIELD} button.plus`);
    await plus.click();
    expect(await value(page)).toBe(String(max));
    await plus.click();
    expect(await value(page)).toBe(String(max));
  });

  it('steps down by the step and stops at min', async () => {
    const page = await openProduct();
    const { min, step } = await limits(page);
    await page.locator(INPUT).fill(String(min + step));
    const minus = page.locator(`${FIELD} button.minus`);
    await minus.click();
    expect(await value(page)).toBe(String(min));
    await minus.click();
    expect(await value(page)).toBe(String(min));
  });

  it('works from the keyboard', async () => {
    const page = await openProduct();
    const { min, step } = await limits(page);
    await page.locator(INPUT).fill(String(min));
    await page.locator(`${FIELD} button.plus`).focus();
    await page.keyboard.press('Enter');
    expect(await value(page)).toBe(String(min + step));
    await page.keyboard.press('Space');
    expect(await value(page)).toBe(String(min + 2 * step));
    await page.locator(`${FIELD} button.minus`).focus();
    await page.keyboard.press('Space');
    expect(await value(page)).toBe(String(min + step));
  });

  it('raises a value below min to min on load', async () => {
    const shopPage = await shop.newContext().then(({ newPage }) => newPage());
    const { page } = shopPage;
    // The product page as a server would print it with a quantity below the minimum.
    await page.route(
      (url) => url.pathname === productPath(),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<input[^>]*\bqty\b[^>]*>/, (input) =>
          input.replace(/\bmin="[^"]*"/, 'min="2"').replace(/\bvalue="[^"]*"/, 'value="0"'),
        );
        await route.fulfill({ response, body });
      },
    );
    await shopPage.goto(productPath());
    await waitForLantern(page);
    await waitForIsland(page, FIELD);
    expect(await page.locator(INPUT).getAttribute('min')).toBe('2');
    expect(await value(page)).toBe('2');
  });
});

describe('quantity steppers on the cart page', () => {
  const ROW_FIELD = '.woocommerce-cart-form div.quantity';

  it("steps a row's quantity without fetching the product page's code", async () => {
    const { newPage } = await shop.newContext();
    const first = await newPage();
    await first.goto('/shop/');
    await waitForCartReady(first.page);
    await addSimpleProduct(first.page);
    const cartPage = await newPage();
    await cartPage.goto('/cart/');
    const { page } = cartPage;
    await waitForLantern(page);
    await waitForIsland(page, ROW_FIELD);
    const input = page.locator(`${ROW_FIELD} input.qty`).first();
    const before = Number(await input.inputValue());
    await page.locator(`${ROW_FIELD} button.plus`).first().click();
    expect(Number(await input.inputValue())).toBe(before + 1);
    // The cart page's steppers come in a chunk of their own: no variation form or swatches.
    const files = await lanternFiles(page);
    expect(files.some((file) => /\/chunks\/cart-page-/.test(file)), files.join(', ')).toBe(true);
    expect(files.some((file) => /\/chunks\/product-[\w-]{6}\.js/.test(file)), files.join(', ')).toBe(false);
  });
});
