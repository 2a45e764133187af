import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs } from './support/changed-page';
import { registerBrowserHarness } from './support/harness';
import { waitForIsland, waitForLantern } from './support/lantern';
import { ADDED_GALLERY as ADDED, GALLERY, addGalleryAndCall, heardInitEvents } from './support/product-gallery';

const shop = registerBrowserHarness();

/** A simple product with four images; jQuery on the page, as a theme's script brings it. */
const SIMPLE_WITH_JQUERY = '/product/magnetic-base-led-work-light/?jquery=1';
async function openProduct(): Promise<Page> {
  const { newPage } = await shop.newContext();
  const { page, goto } = await newPage();
  await goto(SIMPLE_WITH_JQUERY);
  await waitForLantern(page);
  await waitForIsland(page, GALLERY);
  return page;
}

/** The index of the added gallery's slide marked `flex-active-slide`. */
function addedActiveSlide(page: Page): Promise<number> {
  return page.locator(`${ADDED} .woocommerce-product-gallery__image`).evaluateAll((slides) => slides.findIndex((slide) => slide.classList.contains('flex-active-slide')));
}

describe("WooCommerce's jQuery(gallery).wc_product_gallery(), called by a theme's script", () => {
  it('is there as soon as Lantern has run', async () => {
    const { newPage } = await shop.newContext();
    const { page, goto } = await newPage();
    await goto(SIMPLE_WITH_JQUERY);
    await waitForLantern(page);
    expect(await page.evaluate(() => typeof (window as unknown as { jQuery: { fn: Record<string, unknown> } }).jQuery.fn.wc_product_gallery)).toBe('function');
  });

  it('makes a gallery added after load a working gallery, returns the collection and triggers no event', async () => {
    const page = await openProduct();
    expect(await addGalleryAndCall(page)).toBe(true);
    await waitForIsland(page, ADDED);
    expect(await heardInitEvents(page)).toEqual([]);
    expect(await page.locator(ADDED).evaluate((gallery) => getComputedStyle(gallery).opacity)).toBe('1');
    await page.locator(`${ADDED} .flex-control-thumbs [role="tab"]`).nth(2).click();
    expect(await addedActiveSlide(page)).toBe(2);
    // The page's own gallery is left where it was.
    expect(await page.locator(`${GALLERY} .woocommerce-product-gallery__image.flex-active-slide`).first().evaluate((slide) => Array.from(slide.parentElement!.children).indexOf(slide))).toBe(0);
    await page.locator(`${ADDED} .woocommerce-product-gallery__trigger`).click();
    await page.locator('.pswp.pswp--open').waitFor();
  });

  it('leaves zoom out when the call says zoom_enabled: false: the image opens the viewer, no 🔍 link', async () => {
    const page = await openProduct();
    expect(await addGalleryAndCall(page, { zoom_enabled: false })).toBe(true);
    await waitForIsland(page, ADDED);
    expect(await page.locator(`${ADDED} .woocommerce-product-gallery__trigger`).count()).toBe(0);
    expect(await page.locator(`${GALLERY} .woocommerce-product-gallery__trigger`).count()).toBe(1);
    await page.locator(`${ADDED} .flex-active-slide a`).click();
    await page.locator('.pswp.pswp--open').waitFor();
    expect(page.url()).toBe(`${shop.origin}${SIMPLE_WITH_JQUERY}`);
  });

  it('leaves the viewer out when the call says photoswipe_enabled: false: the image link is the browser’s', async () => {
    const page = await openProduct();
    await addGalleryAndCall(page, { photoswipe_enabled: false });
    await waitForIsland(page, ADDED);
    expect(await page.locator(`${ADDED} .woocommerce-product-gallery__trigger`).count()).toBe(0);
    expect(await page.locator(`${ADDED} .flex-control-thumbs [role="tab"]`).count()).toBe(4);
    // Whether anything cancelled the click on the image link, seen last, then the page kept.
    const cancelled = page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          window.addEventListener('click', (event) => {
            resolve(event.defaultPrevented);
            event.preventDefault();
          }, { once: true }),
        ),
    );
    await page.locator(`${ADDED} .flex-active-slide a`).click();
    expect(await cancelled).toBe(false);
  });
});

/**
 * A theme's script in the footer, written against WooCommerce's gallery object: on DOM ready it
 * reads `$('.woocommerce-product-gallery').data('product_gallery')` and opens the viewer on the
 * second image with the event of a click on it; on load (which may come first) it looks again.
 */
const GALLERY_OBJECT_SCRIPT = `<script id="theme-gallery-object">
window.themeSawGallery = {};
jQuery(function ($) {
  var gallery = $('.woocommerce-product-gallery').data('product_gallery');
  window.themeSawGallery.ready = gallery ? Object.keys(gallery) : null;
  if (gallery) gallery.openPhotoswipe({ target: gallery.$images.eq(1).find('a')[0], preventDefault: function () {} });
});
jQuery(window).on('load', function () {
  window.themeSawGallery.load = Boolean(jQuery('.woocommerce-product-gallery').data('product_gallery'));
});
</script>`;

describe("WooCommerce's gallery object, jQuery(gallery).data('product_gallery'), read by a theme's script", () => {
  it('is there for a DOM ready handler, whose openPhotoswipe opens the viewer on the second image', async () => {
    const { page } = await openAs(shop, SIMPLE_WITH_JQUERY, (html) => html.replace('</body>', `${GALLERY_OBJECT_SCRIPT}</body>`));
    await page.locator('.pswp.pswp--open').waitFor();
    const second = await page.locator(`${GALLERY} .woocommerce-product-gallery__image img`).nth(1).getAttribute('data-large_image');
    await expect.poll(() => page.locator('.pswp__item:not([aria-hidden="true"]) img.pswp__img').getAttribute('src')).toBe(second);
    await page.waitForFunction(() => 'load' in (window as unknown as { themeSawGallery: object }).themeSawGallery);
    expect(await page.evaluate(() => (window as unknown as { themeSawGallery: unknown }).themeSawGallery)).toEqual({
      ready: ['$target', '$images', 'flexslider_enabled', 'zoom_enabled', 'photoswipe_enabled', 'initFlexslider', 'initPhotoswipe', 'initZoom', 'initZoomForTarget', 'onResetSlidePosition', 'getGalleryItems', 'openPhotoswipe'],
      load: true,
    });
  });
});
