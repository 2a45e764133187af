import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { PHONE, registerBrowserHarness } from './support/harness';
import { fillCart } from './support/cart-api';
import { holdRequests } from './support/hold';
import { TWENTY_DOLLAR_PRODUCT } from './support/checkout';
import { waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();

const COUNTRY_BOX = '#billing_country_field .select2-selection';
const STATE_BOX = '#billing_state_field .select2-selection';

async function openCheckout(options?: BrowserContextOptions, path = '/checkout/'): Promise<Page> {
  const { context, newPage } = await shop.newContext(options);
  // The checkout sends a shopper with an empty cart to the cart page.
  await fillCart(context, shop.origin, [TWENTY_DOLLAR_PRODUCT]);
  const shopPage = await newPage();
  await shopPage.page.addInitScript(() => {
    // Where the country row sits before anything runs, to tell a layout shift.
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { rowTops: number[] }).rowTops = [document.querySelector('#billing_address_1_field')?.getBoundingClientRect().top ?? -1];
    });
  });
  await shopPage.goto(path);
  await waitForLantern(shopPage.page);
  await shopPage.page.locator(COUNTRY_BOX).waitFor();
  return shopPage.page;
}

/** Each billing row's label as the shopper reads it, for the rows that follow the country. */
async function addressLabels(page: Page, address = 'billing'): Promise<string[]> {
  const labels = await page.locator(['city', 'state', 'postcode'].map((key) => `#${address}_${key}_field label`).join(',')).allInnerTexts();
  return labels.map((label) => label.replace(/\s+/g, ' '));
}

const stateOptions = (page: Page) => page.locator('#billing_state option').allInnerTexts();

describe('country and state fields on the checkout', () => {
  it('swap the state list, labels and required marks as the country goes from Australia to New Zealand to the United States, by keyboard', async () => {
    const page = await openCheckout();
    expect(await addressLabels(page)).toEqual(['Suburb *', 'State *', 'Postcode *']);
    const events: string[] = await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      for (const name of ['country-to-state-changed', 'country-to-state-changing']) {
        document.body.addEventListener(`lantern:${name}`, (event) => seen.push(`${name} ${(event as CustomEvent<{ country: string }>).detail.country}`));
      }
      return seen;
    });
    expect(events).toEqual([]);
    await page.locator(COUNTRY_BOX).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('select2-search__field');
    await page.keyboard.type('new');
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['New Zealand']);
    await page.keyboard.press('Enter');
    expect(await page.locator('#billing_country').inputValue()).toBe('NZ');
    expect(await addressLabels(page)).toEqual(['Town / City *', 'Region (optional)', 'Postcode *']);
    expect((await stateOptions(page)).slice(0, 3)).toEqual(['Select an option…', 'Northland', 'Auckland']);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe('billing_country-label');

    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('select2-search__field');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    expect(await page.locator('#billing_country').inputValue()).toBe('GB');
    expect(await page.locator('#billing_state').evaluate((field) => `${field.tagName} ${(field as HTMLInputElement).type}`)).toBe('INPUT text');
    expect(await addressLabels(page)).toEqual(['Town / City *', 'County (optional)', 'Postcode *']);

    await page.keyboard.press('Space');
    await page.keyboard.type('united s');
    await page.keyboard.press('Enter');
    expect(await addressLabels(page)).toEqual(['Town / City *', 'State *', 'ZIP Code *']);
    expect((await stateOptions(page)).slice(0, 3)).toEqual(['Select an option…', 'Alabama', 'Alaska']);
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'country-to-state-changed NZ', 'country-to-state-changing NZ', 'country-to-state-changed GB', 'country-to-state-changing GB',
      'country-to-state-changed US', 'country-to-state-changing US',
    ]);

    // The state combobox: typing filters, Escape leaves the value, Enter chooses.
    await page.locator(STATE_BOX).focus();
    await page.keyboard.type('cal');
    await page.keyboard.press('Escape');
    expect(await page.locator('#billing_state').inputValue()).toBe('');
    await page.keyboard.type('cal');
    await page.keyboard.press('Enter');
    expect(await page.locator('#billing_state').inputValue()).toBe('CA');
    expect(await page.locator(STATE_BOX).innerText()).toBe('California');
  });

  it('keeps the letters and the Enter typed on a box while its list’s code is on its way, and chooses the match', async () => {
    const page = await openCheckout();
    const held = await holdRequests(page, (url) => url.pathname.includes('/combobox-popup'));
    await page.locator(COUNTRY_BOX).click();
    await held.waitFor(1);
    await page.keyboard.type('new zea');
    await page.keyboard.press('Enter');
    expect(await page.locator('#billing_country').inputValue()).toBe('AU');
    await held.releaseAll();
    await expect.poll(() => page.locator('#billing_country').inputValue()).toBe('NZ');
    expect(await page.locator(COUNTRY_BOX).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe('billing_country-label');
  });

  it('is axe clean with a list open, and replaces the select without moving the fields below', async () => {
    const page = await openCheckout();
    const [before] = await page.evaluate(() => (window as unknown as { rowTops: number[] }).rowTops);
    expect(await page.locator('#billing_address_1_field').evaluate((row) => row.getBoundingClientRect().top)).toBe(before);
    await page.locator(STATE_BOX).click();
    await page.getByRole('listbox').waitFor();
    expect(await page.locator(STATE_BOX).getAttribute('aria-expanded')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('option', { name: 'Victoria' }).click();
    expect(await page.locator('#billing_state').inputValue()).toBe('VIC');
    expect(await page.getByRole('listbox').count()).toBe(0);
  });

  it('works by touch on a phone, the shipping address following its own country', async () => {
    const page = await openCheckout({ viewport: PHONE, hasTouch: true, isMobile: true });
    const box = '#shipping_country_field .select2-selection';
    await page.locator('#ship-to-different-address-checkbox').tap();
    await page.locator(box).tap();
    await page.getByRole('option', { name: 'United States (US)' }).tap();
    expect(await page.locator('#shipping_country').inputValue()).toBe('US');
    expect(await addressLabels(page, 'shipping')).toEqual(['Town / City *', 'State *', 'ZIP Code *']);
    // The billing address keeps Australia's rules.
    expect(await addressLabels(page)).toEqual(['Suburb *', 'State *', 'Postcode *']);
  });

  it('sends the classic events to jQuery with their arguments, and follows a country set by a jQuery trigger', async () => {
    const page = await openCheckout(undefined, '/checkout/?jquery=1');
    await page.evaluate(() => {
      const w = window as unknown as { seen: string[]; jQuery: (target: unknown) => { on(name: string, handler: (...args: unknown[]) => void): void; val(value: string): { trigger(name: string): void } } };
      w.seen = [];
      w.jQuery(document.body).on('country_to_state_changed country_to_state_changing', (event, country, $wrapper) => {
        w.seen.push(`${(event as { type: string }).type} ${String(country)} ${(($wrapper as { attr(name: string): string }).attr('class'))}`);
      });
      // As the cart page's script and address plugins set a country.
      w.jQuery('#billing_country').val('NZ').trigger('change');
    });
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'country_to_state_changed NZ woocommerce-billing-fields',
      'country_to_state_changing NZ woocommerce-billing-fields',
    ]);
    expect(await page.locator(COUNTRY_BOX).innerText()).toBe('New Zealand');
    expect(await addressLabels(page)).toEqual(['Town / City *', 'Region (optional)', 'Postcode *']);
  });
});

describe('country and state fields in My Account', () => {
  it('follow the country on the shipping address form, and the form posts the chosen values', async () => {
    const { page } = await shop.open('/my-account/edit-address/shipping/');
    await waitForLantern(page);
    const box = page.locator('#shipping_country_field .select2-selection');
    await box.click();
    await page.getByRole('option', { name: 'United States (US)' }).click();
    expect(await addressLabels(page, 'shipping')).toEqual(['Town / City *', 'State *', 'ZIP Code *']);
    await page.locator('#shipping_state_field .select2-selection').click();
    await page.keyboard.type('texas');
    await page.keyboard.press('Enter');
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    await page.getByRole('button', { name: 'Save address' }).click();
    const fields = new URLSearchParams((await posted).postData() ?? '');
    expect([fields.get('shipping_country'), fields.get('shipping_state')]).toEqual(['US', 'TX']);
    await page.locator('.woocommerce-message').waitFor();
  });
});
