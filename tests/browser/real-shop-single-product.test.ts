import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextDialog } from './support/dialogs';
import { waitForIsland, waitForLantern } from './support/lantern';
import { PANEL_WATCH, panelsSeen, tabStates, visiblePanels } from './support/product-tabs';
import { registerRealShop } from './support/real-shop';

/** A variable product of the real shop: Description, Additional information and Reviews (0). */
const HOODIE = '/product/hoodie/';

describe('the product page of a real WooCommerce shop, with Lantern in place of single-product.js', () => {
  const shop = registerRealShop(['wc-single-product']);

  async function open(path: string): Promise<Page> {
    const { page } = await shop.newLanternPage();
    await page.addInitScript(PANEL_WATCH);
    await page.goto(`${shop.origin()}${path}`);
    await waitForLantern(page);
    await waitForIsland(page, '.woocommerce-tabs');
    return page;
  }

  it('runs without WooCommerce’s script, with its global, and shows the gallery', async () => {
    const page = await open(HOODIE);
    const scripts = await page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src') ?? ''));
    expect(scripts.filter((src) => src.includes('single-product'))).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { wc_single_product_params?: { review_rating_required: string } }).wc_single_product_params?.review_rating_required)).toBe('yes');
    await expect.poll(() => page.locator('.woocommerce-product-gallery').evaluate((gallery) => getComputedStyle(gallery).opacity)).toBe('1');
  });

  it('shows the description only, from the first paint, and moves between tabs by keyboard', async () => {
    const page = await open(HOODIE);
    expect(await panelsSeen(page)).toEqual(['tab-description']);
    expect(await tabStates(page)).toEqual(['Description: true/0', 'Additional information: false/-1', 'Reviews (0): false/-1']);
    await page.locator('.woocommerce-tabs [role="tab"]').first().focus();
    await page.keyboard.press('End');
    expect(await visiblePanels(page)).toEqual(['tab-reviews']);
    await page.keyboard.press('ArrowLeft');
    expect(await visiblePanels(page)).toEqual(['tab-additional_information']);
    expect(new URL(page.url()).hash).toBe('');
  });

  it('opens the reviews from the address, and a review needs its stars', async () => {
    const page = await open(`${HOODIE}#tab-reviews`);
    expect(await visiblePanels(page)).toEqual(['tab-reviews']);
    await waitForIsland(page, '#rating');
    let posted = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wp-comments-post.php') posted = true;
    });
    const asked = nextDialog(page, 'accept');
    await page.locator('#respond #submit').click();
    expect(await asked).toBe('Please select a rating');
    expect(posted).toBe(false);
    await page.getByRole('radio', { name: 'Good' }).click();
    expect(await page.locator('#rating').inputValue()).toBe('4');
    expect(await page.locator('#respond p.stars').getAttribute('class')).toBe('stars selected');
  });
});
