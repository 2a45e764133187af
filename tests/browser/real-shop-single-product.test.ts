import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nextDialog } from './support/dialogs';
import { waitForIsland, waitForLantern } from './support/lantern';
import { ADDED_GALLERY, GALLERY, GALLERY_PLACE_WATCH, activeSlide, addGalleryAndCall, galleryPlaces, heardInitEvents, shownSlide } from './support/product-gallery';
import { PANEL_WATCH, panelsSeen, tabStates, visiblePanels } from './support/product-tabs';
import { realShopWithLantern, registerRealShop } from './support/real-shop';
import { RequestLog } from './support/request-log';

/** A variable product of the real shop: Description, Additional information and Reviews (0); three pictures here. */
const HOODIE = '/product/hoodie/';
/** single-product.js and the three libraries it drives: Lantern stands in for all four. */
const HANDLES = ['wc-single-product', 'flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default'];
const THUMB = `${GALLERY} .flex-control-thumbs [role="tab"]`;

describe('the product page of a real WooCommerce shop, with Lantern in place of single-product.js and its gallery libraries', () => {
  const shop = registerRealShop(HANDLES, { galleryFor: 'hoodie' });

  async function open(path: string): Promise<Page> {
    const { page } = await shop.newLanternPage();
    await page.addInitScript(PANEL_WATCH);
    await page.addInitScript(GALLERY_PLACE_WATCH);
    await page.goto(`${shop.origin()}${path}`);
    await waitForLantern(page);
    await waitForIsland(page, '.woocommerce-tabs');
    return page;
  }

  it('runs without WooCommerce’s script, with its global, and shows the gallery', async () => {
    const page = await open(HOODIE);
    const scripts = await page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src') ?? ''));
    expect(scripts.filter((src) => /single-product|flexslider|zoom|photoswipe/.test(src))).toEqual([]);
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

  it('spaces the stars as WooCommerce’s markup does, a space apart under the theme’s rules', async () => {
    const page = await open(`${HOODIE}#tab-reviews`);
    await waitForIsland(page, '#rating');
    const gaps = await page.locator('#respond p.stars a').evaluateAll((stars) =>
      stars.slice(1).map((star, at) => Math.round(star.getBoundingClientRect().left - stars[at]!.getBoundingClientRect().right)),
    );
    // One space of Astra's 16 px text (about 4.4 px), as between the stars WooCommerce's script draws.
    expect(gaps).toEqual([4, 4, 4, 4]);
  });

  it('turns the real gallery into a slider with thumbnails in place, moved by keyboard', async () => {
    const page = await open(HOODIE);
    await waitForIsland(page, GALLERY);
    expect(await page.locator(THUMB).count()).toBe(3);
    expect(await page.locator(`${GALLERY} .flex-control-thumbs li img`).first().getAttribute('src')).toMatch(/\/spot-beam-100x100\.png$/);
    expect(await activeSlide(page)).toBe(0);
    // The first picture stays where it was painted. (Astra lays the other pictures out full
    // width until a slider starts, so the gallery gets shorter then, as under FlexSlider.)
    expect(await galleryPlaces(page, 'image')).toHaveLength(1);
    await page.locator(THUMB).first().focus();
    await page.keyboard.press('End');
    expect(await activeSlide(page)).toBe(2);
    await expect.poll(() => shownSlide(page)).toBe(2);
    // A theme's script (jQuery is still on this page) sends it back to the first picture.
    await page.evaluate(() => (window as unknown as { jQuery: (target: string) => { trigger(name: string): void } }).jQuery('.woocommerce-product-gallery').trigger('woocommerce_gallery_reset_slide_position'));
    expect(await activeSlide(page)).toBe(0);
  });

  it('fetches the shown slide’s 1600 px picture before any hover, as jQuery Zoom does, and the next one’s as its slide is shown', async () => {
    const { page } = await shop.newLanternPage();
    const requests = new RequestLog(page);
    const fetched = (name: string) => requests.entries.filter((entry) => entry.url.pathname.endsWith(`/${name}`) && entry.endedAt !== null && !entry.failed).length;
    await page.goto(`${shop.origin()}${HOODIE}`);
    await waitForIsland(page, GALLERY);
    await expect.poll(() => fetched('spot-beam.png')).toBe(1);
    expect(fetched('combo-beam.png')).toBe(0);
    await page.locator(THUMB).nth(2).click();
    await expect.poll(() => fetched('combo-beam.png')).toBe(1);
    expect(fetched('flood-beam.png')).toBe(0);
  });

  it('zooms the 1600 px picture on hover and opens it full screen from the 🔍 link', async () => {
    const page = await open(HOODIE);
    await waitForIsland(page, GALLERY);
    const slide = page.locator(`${GALLERY} .flex-active-slide`);
    const box = (await slide.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
    const zoom = slide.locator('img.zoomImg');
    await expect.poll(() => zoom.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    expect(await zoom.getAttribute('src')).toMatch(/\/spot-beam\.png$/);
    await page.locator(`${GALLERY} a.woocommerce-product-gallery__trigger`).click();
    await page.locator('.pswp.pswp--open').waitFor();
    await expect.poll(() => page.locator('.pswp__item:not([aria-hidden="true"]) img.pswp__img').getAttribute('src')).toMatch(/\/spot-beam\.png$/);
    // PhotoSwipe 4's printed dialog is gone with its script: one viewer on the page.
    expect(await page.locator('.pswp').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.pswp').count()).toBe(0);
  });

  it('sets up a gallery a theme adds after load when it calls WooCommerce’s jQuery(gallery).wc_product_gallery(args)', async () => {
    const page = await open(HOODIE);
    await waitForIsland(page, GALLERY);
    expect(await addGalleryAndCall(page, { zoom_enabled: false })).toBe(true);
    await waitForIsland(page, ADDED_GALLERY);
    expect(await heardInitEvents(page)).toEqual([]);
    const slides = page.locator(`${ADDED_GALLERY} .woocommerce-product-gallery__image`);
    await page.locator(`${ADDED_GALLERY} .flex-control-thumbs [role="tab"]`).nth(2).click();
    expect(await slides.evaluateAll((all) => all.findIndex((slide) => slide.classList.contains('flex-active-slide')))).toBe(2);
    // Zoom switched off by the call: no 🔍 link on the added gallery, the page's keeps its own.
    expect(await page.locator(`${ADDED_GALLERY} .woocommerce-product-gallery__trigger`).count()).toBe(0);
    expect(await page.locator(`${GALLERY} .woocommerce-product-gallery__trigger`).count()).toBe(1);
  });

  it('keeps WooCommerce’s gallery object on the gallery, with the items the real one returns, and its openPhotoswipe opens Lantern’s viewer', async () => {
    const page = await open(HOODIE);
    type GalleryObject = { getGalleryItems(): unknown[]; openPhotoswipe(event: unknown): void; $images: { eq(index: number): { find(selector: string): ArrayLike<Element> } } };
    const seen = await page.evaluate(() => {
      const gallery = (window as unknown as { jQuery: (target: string) => { data(key: string): GalleryObject | undefined } }).jQuery('.woocommerce-product-gallery').data('product_gallery');
      return gallery && { keys: Object.keys(gallery), items: gallery.getGalleryItems() };
    });
    expect(seen?.keys).toEqual(['$target', '$images', 'flexslider_enabled', 'zoom_enabled', 'photoswipe_enabled', 'initFlexslider', 'initPhotoswipe', 'initZoom', 'initZoomForTarget', 'onResetSlidePosition', 'getGalleryItems', 'openPhotoswipe']);
    // As WooCommerce's returned them on this page (docs/reference/woocommerce-core-scripts.md).
    expect(seen?.items).toEqual([
      { alt: '', src: expect.stringMatching(/\/spot-beam\.png$/), w: '1600', h: '1000', title: 'spot-beam' },
      { alt: '', src: expect.stringMatching(/\/flood-beam\.png$/), w: '1200', h: '900', title: 'flood-beam' },
      { alt: '', src: expect.stringMatching(/\/combo-beam\.png$/), w: '800', h: '500', title: 'combo-beam' },
    ]);
    await page.evaluate(() => {
      const gallery = (window as unknown as { jQuery: (target: string) => { data(key: string): GalleryObject } }).jQuery('.woocommerce-product-gallery').data('product_gallery');
      gallery.openPhotoswipe({ target: gallery.$images.eq(1).find('a')[0], preventDefault: () => undefined });
    });
    await page.locator('.pswp.pswp--open').waitFor();
    await expect.poll(() => page.locator('.pswp__item:not([aria-hidden="true"]) img.pswp__img').getAttribute('src')).toMatch(/\/flood-beam\.png$/);
  });
  it("keeps the shop up for every visitor while a second run's plugin with the pictures is on it too, as with two suites at once", async () => {
    const second = await realShopWithLantern(HANDLES, { galleryFor: 'hoodie' });
    try {
      const reply = await fetch(`${shop.origin()}${HOODIE}`);
      expect(reply.status).toBe(200);
      expect(await reply.text()).toContain('woocommerce-product-gallery');
      const page = await open(HOODIE);
      expect(await page.locator(`${GALLERY} .woocommerce-product-gallery__image`).count()).toBe(3);
    } finally {
      second.close();
    }
  });
});
