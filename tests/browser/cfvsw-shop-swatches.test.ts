import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { registerBrowserHarness, type ShopPage } from './support/harness';
import { waitForIsland, waitForLantern } from './support/lantern';
import type { LanternReport } from '../../src/runtime/report-types';

const shop = registerBrowserHarness();

/**
 * The marine category with CartFlows' Variation Swatches: the underwater light's card carries
 * the plugin's shop-page form (colour × voltage, each colour its own picture) and its button.
 */
const MARINE = '/product-category/marine/?swatches=cfvsw';
const CARD = 'li.post-154';
const BUTTON = `${CARD} a.cfvsw_ajax_add_to_cart`;
const swatch = (attribute: string, value: string) =>
  `${CARD} .cfvsw-swatches-container[swatches-attr="attribute_pa_${attribute}"] .cfvsw-swatches-option[data-slug="${value}"]`;
const picture = (page: Page) => page.locator(`${CARD} img`).first().getAttribute('src');
const shownPrice = (page: Page) => page.locator(`${CARD} .price:visible`).first().textContent();
const buttonText = (page: Page) => page.locator(BUTTON).textContent();

async function openMarine(): Promise<ShopPage> {
  const opened = await shop.open(MARINE);
  await waitForLantern(opened.page);
  await waitForIsland(opened.page, `${CARD} .cfvsw_variations_form`);
  await waitForIsland(opened.page, `${CARD} .cfvsw-swatches-container`);
  await waitForIsland(opened.page, BUTTON);
  return opened;
}

describe("CartFlows' Variation Swatches in a shop page's cards", () => {
  it("shows the chosen variation's picture and price on the card and adds it from the card's button", async () => {
    const { page, requests } = await openMarine();
    const printedPicture = await picture(page);
    expect(await buttonText(page)).toBe('Select options');
    await page.locator(swatch('colour', 'green')).click();
    await page.locator(swatch('voltage', '24v')).click();
    // The swatches sit inside the card's link, as the plugin prints them: choosing stays here.
    expect(new URL(page.url()).pathname).toBe('/product-category/marine/');
    await expect.poll(() => buttonText(page)).toBe('Add to Cart');
    expect(await picture(page)).not.toBe(printedPicture);
    expect(await picture(page)).toContain('marine-underwater-led-27w-view-4.svg');
    expect(await shownPrice(page)).toContain('189');
    expect(await page.locator(BUTTON).getAttribute('data-selected_variant')).toBe(
      JSON.stringify({ attribute_pa_colour: 'green', attribute_pa_voltage: '24v' }),
    );

    await page.locator(BUTTON).click();
    await expect.poll(() => page.locator(BUTTON).getAttribute('class')).toContain('added');
    const sent = requests.entries.find((entry) => entry.url.pathname === '/wp-admin/admin-ajax.php' && entry.body?.includes('cfvsw_ajax_add_to_cart'));
    const fields = new URLSearchParams(sent?.body ?? '');
    expect(Object.fromEntries(fields)).toMatchObject({
      action: 'cfvsw_ajax_add_to_cart',
      security: 'c0ffee1234',
      product_id: '154',
      'variation[attribute_pa_colour]': 'green',
      'variation[attribute_pa_voltage]': '24v',
    });
    expect(fields.get('variation_id')).not.toBe('');
    // The shop's fragments came back: the mini-cart lists the light.
    await expect.poll(() => page.locator('.widget_shopping_cart_content').first().textContent()).toContain('Marine Underwater LED 27W');
    expect(new URL(page.url()).pathname).toBe('/product-category/marine/');
  });

  it('brings the card back as printed when the chosen swatch is pressed again, and on Clear', async () => {
    const { page } = await openMarine();
    const printedPicture = await picture(page);
    const printedPrice = await shownPrice(page);
    const chooseBlue = async () => {
      await page.locator(swatch('colour', 'blue')).click();
      await expect.poll(() => buttonText(page)).toBe('Add to Cart');
    };
    const printed = async () => {
      await expect.poll(() => buttonText(page)).toBe('Select options');
      expect(await picture(page)).toBe(printedPicture);
      expect(await shownPrice(page)).toBe(printedPrice);
      expect(await page.locator(BUTTON).getAttribute('class')).not.toContain('cfvsw_variation_found');
      expect(await page.locator(BUTTON).getAttribute('aria-label')).toBe('Select options for “Marine Underwater LED 27W”');
    };
    await page.locator(swatch('voltage', '12v')).click();
    await chooseBlue();
    await page.locator(swatch('colour', 'blue')).click();
    await printed();
    // 12 V is still chosen: blue again names the variation, then Clear clears both.
    await chooseBlue();
    await page.locator(`${CARD} .reset_variations`).click();
    await printed();
    expect(await page.locator(`${CARD} .cfvsw-selected-swatch`).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/product-category/marine/');
  });

  it("keeps a sold-out value from being chosen, and the card's swatches are a named radio group", async () => {
    const { page } = await openMarine();
    await page.locator(swatch('voltage', '12v')).click();
    const white = page.locator(swatch('colour', 'white'));
    await expect.poll(() => white.getAttribute('class')).toContain('cfvsw-swatches-disabled');
    await white.click({ force: true });
    expect(await page.locator(`${CARD} select[name="attribute_pa_colour"]`).inputValue()).toBe('');
    expect(await buttonText(page)).toBe('Select options');
    const group = page.locator(`${CARD} .cfvsw-swatches-container[swatches-attr="attribute_pa_colour"]`);
    expect(await group.getAttribute('role')).toBe('radiogroup');
    expect(await group.getAttribute('aria-label')).toBe('Colour');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("chooses by keyboard inside the card's link without following it", async () => {
    const { page } = await openMarine();
    await page.locator(swatch('colour', 'blue')).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => buttonText(page)).toBe('Add to Cart');
    expect(await page.locator(`${CARD} select[name="attribute_pa_voltage"]`).inputValue()).toBe('12v');
    expect(new URL(page.url()).pathname).toBe('/product-category/marine/');
  });

  it('is reported adopted, with nothing left unhandled', async () => {
    const { page } = await openMarine();
    const found = await page.evaluate((): Promise<LanternReport> => {
      if (!window.lantern) throw new Error('no Lantern on the page');
      return window.lantern.report();
    });
    expect(found.adopted['cfvsw-loop']).toBeGreaterThan(0);
    expect(found.unhandled).toEqual([]);
    expect(found.left.map((left) => left.surface)).not.toContain('cfvsw');
  });
});
