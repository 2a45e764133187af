import { describe, expect, it } from 'vitest';
import { waitForIsland, waitForLantern } from './support/lantern';
import { registerRealShop } from './support/real-shop';

/** The hoodie of the real shop: its blue variations show a picture the gallery does not have. */
const HOODIE = '/product/hoodie/';
const FIRST_IMAGE = '.woocommerce-product-gallery__image:first-child .wp-post-image';

describe('a variation’s picture on a real WooCommerce shop, with Lantern in place of the variation and gallery scripts', () => {
  const shop = registerRealShop(['wc-add-to-cart-variation', 'wc-single-product', 'flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default'], {
    galleryFor: 'hoodie',
    variationPictureFor: 'blue',
  });

  it('swaps the blue picture into the first slide and back, a decorative picture keeping its alt="" as WooCommerce’s form keeps it', async () => {
    const { page } = await shop.newLanternPage();
    await page.goto(`${shop.origin()}${HOODIE}`);
    await waitForLantern(page);
    await waitForIsland(page, 'form.variations_form');
    const image = page.locator(FIRST_IMAGE);
    const printed = { src: await image.getAttribute('src'), alt: await image.getAttribute('alt') };
    // An upload has no alt text: WordPress prints alt="", which tells screen readers to pass it by.
    expect(printed.alt).toBe('');
    await page.selectOption('#pa_color', 'blue');
    await page.selectOption('#size', 'Medium');
    await expect.poll(() => image.getAttribute('src')).toMatch(/variation-beam-600x\d+\.png$/);
    // WooCommerce sends the picture's title as its alt when it has no alt text.
    expect(await image.getAttribute('alt')).toBe('variation-beam');
    // WooCommerce's form gives the slide the picture itself as its data-thumb.
    expect(await page.locator('.woocommerce-product-gallery__image:first-child').getAttribute('data-thumb')).toBe(await image.getAttribute('src'));
    await page.locator('.reset_variations').click();
    await expect.poll(() => image.getAttribute('src')).toBe(printed.src);
    expect(await image.getAttribute('alt')).toBe('');
  });
});
