import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForLantern } from './support/lantern';
import { registerRealShop } from './support/real-shop';

/** A simple product of the real shop, put in the cart so the checkout shows. */
const PRODUCT_ID = 14;

/**
 * Types into the open list and chooses with Enter once the list shows the option typed: the
 * list's code is fetched on first use, and on a busy machine it may still be on its way.
 */
async function typeAndChoose(page: Page, text: string, option = text): Promise<void> {
  await page.keyboard.type(text);
  await expect
    .poll(() => page.locator('[role="listbox"] .select2-results__option--highlighted').first().textContent().catch(() => ''), { timeout: 10_000 })
    .toBe(option);
  await page.keyboard.press('Enter');
}

describe('the address fields of a real WooCommerce shop, with Lantern in place of country-select.js, address-i18n.js and selectWoo', () => {
  const shop = registerRealShop(['wc-country-select', 'wc-address-i18n', 'selectWoo']);

  async function open(path: string): Promise<Page> {
    const { context, page } = await shop.newLanternPage();
    // Added as the shop's AJAX button adds, so no "added to your cart" notice takes focus on the checkout.
    await context.request.post(`${shop.origin()}/?wc-ajax=add_to_cart`, { form: { product_id: String(PRODUCT_ID), quantity: '1' } });
    await page.goto(`${shop.origin()}${path}`);
    await waitForLantern(page);
    await page.locator('.country_to_state + .select2-container').first().waitFor({ state: 'attached' });
    return page;
  }

  const labels = async (page: Page): Promise<string[]> =>
    (await page.locator('#billing_city_field label, #billing_state_field label, #billing_postcode_field label').allInnerTexts()).map((text) => text.replace(/\s+/g, ' '));

  it('runs without the three scripts, with their globals, and draws the four comboboxes selectWoo draws there', async () => {
    const page = await open('/checkout/');
    const scripts = await page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src') ?? ''));
    expect(scripts.filter((src) => /country-select|address-i18n|selectWoo/.test(src))).toEqual([]);
    expect(await page.evaluate(() => typeof (window as unknown as { wc_country_select_params?: unknown }).wc_country_select_params)).toBe('object');
    // Four boxes: billing and shipping, country and state, as selectWoo draws them there.
    expect(await page.locator('.select2-container').count()).toBe(4);
    expect(await page.locator('#billing_country_field .select2-selection').getAttribute('role')).toBe('combobox');
  });

  it('changes country by keyboard: New Zealand’s regions and rules, then the United States’, and the order review follows', async () => {
    const page = await open('/checkout/');
    const reviews: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('wc-ajax=update_order_review')) reviews.push(new URLSearchParams(request.postData() ?? '').get('country') ?? '');
    });
    await page.locator('#billing_country_field .select2-selection').focus();
    await page.keyboard.press('Enter');
    await typeAndChoose(page, 'New Zealand');
    expect(await page.locator('#billing_country').inputValue()).toBe('NZ');
    expect(await labels(page)).toEqual(['Town / City *', 'Region (optional)', 'Postcode *']);
    expect((await page.locator('#billing_state option').allInnerTexts()).slice(0, 3)).toEqual(['Select an option…', 'Northland', 'Auckland']);
    await expect.poll(() => reviews.includes('NZ')).toBe(true);
    await page.keyboard.press('Enter');
    await typeAndChoose(page, 'United States (US)');
    expect(await labels(page)).toEqual(['Town / City *', 'State *', 'ZIP Code *']);
    await page.locator('#billing_state_field .select2-selection').focus();
    await typeAndChoose(page, 'Calif', 'California');
    expect(await page.locator('#billing_state').inputValue()).toBe('CA');
    await expect.poll(() => reviews.includes('US')).toBe(true);
  });

  it('sends WooCommerce’s events to the checkout’s jQuery handlers', async () => {
    const page = await open('/checkout/');
    await page.evaluate(() => {
      const w = window as unknown as { seen: string[]; jQuery: (target: unknown) => { on(name: string, handler: (...args: unknown[]) => void): void } };
      w.seen = [];
      w.jQuery(document.body).on('country_to_state_changed country_to_state_changing', (event, country) => w.seen.push(`${(event as { type: string }).type} ${String(country)}`));
    });
    await page.locator('#billing_country_field .select2-selection').click();
    await page.getByRole('option', { name: 'New Zealand' }).click();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual(['country_to_state_changed NZ', 'country_to_state_changing NZ']);
  });

  it('serves the cart page’s shipping calculator, opened by WooCommerce’s cart script', async () => {
    const page = await open('/cart/');
    await page.getByRole('link', { name: 'Change address' }).click();
    const box = page.locator('#calc_shipping_country_field .select2-selection');
    await box.waitFor();
    await box.click();
    await typeAndChoose(page, 'new zea', 'New Zealand');
    expect(await page.locator('#calc_shipping_country').inputValue()).toBe('NZ');
    expect((await page.locator('#calc_shipping_state option').allInnerTexts()).slice(0, 3)).toEqual(['State / County', 'Northland', 'Auckland']);
    expect(await page.locator('#calc_shipping_state_field .select2-selection').getAttribute('role')).toBe('combobox');
  });
});
