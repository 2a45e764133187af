import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { PHONE, registerBrowserHarness, type ShopPage } from './support/harness';
import { holdRequests, type HeldRequests } from './support/hold';
import { waitForIsland, waitForLantern } from './support/lantern';
import { GALLERY, GALLERY_PLACE_WATCH, activeSlide, galleryPlaces, shownSlide } from './support/product-gallery';

const shop = registerBrowserHarness();

/** A simple product: four gallery images, the slider, zoom and viewer on. */
const SIMPLE = '/product/magnetic-base-led-work-light/';
/** A variable product whose variations show the product's main image. */
const VARIABLE = '/product/7-inch-led-driving-light-pair/';
const THUMB = `${GALLERY} .flex-control-thumbs [role="tab"]`;
/** The product surface chunk carries the tabs, the stars and the gallery with its slider. */
const isProductChunk = (url: URL) => /\/chunks\/product-[^/]+\.js$/.test(url.pathname);
const isChunk = (name: string) => (url: URL) => new RegExp(`/chunks/${name}-[^/]+\\.js$`).test(url.pathname);

async function openGallery(path: string, options?: BrowserContextOptions): Promise<ShopPage> {
  const { newPage } = await shop.newContext(options);
  const shopPage = await newPage();
  await shopPage.page.addInitScript(GALLERY_PLACE_WATCH);
  await shopPage.goto(path);
  await waitForLantern(shopPage.page);
  await waitForIsland(shopPage.page, GALLERY);
  return shopPage;
}

/** The simple product's page from a fresh load, its gallery code held back (asked for, not yet given). */
async function openWithGalleryCodeHeld(options?: BrowserContextOptions): Promise<{ page: Page; chunk: HeldRequests }> {
  const { newPage } = await shop.newContext(options);
  const { page, goto } = await newPage();
  const chunk = await holdRequests(page, isProductChunk);
  await goto(SIMPLE);
  await chunk.waitFor(1);
  return { page, chunk };
}

function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
}

describe('product gallery', () => {
  it.each([
    ['a desktop', 1280],
    ['a phone', PHONE.width],
  ])('keeps the server’s first image in place and adds the thumbnails without moving anything, on %s', async (_name, width) => {
    const { newPage } = await shop.newContext({ viewport: { width, height: 1400 } });
    const { page, requests, goto } = await newPage();
    await page.addInitScript(GALLERY_PLACE_WATCH);
    // The gallery's code arrives after the page has painted, as on a slow connection.
    const chunk = await holdRequests(page, isProductChunk);
    await goto(SIMPLE);
    await chunk.waitFor(1);
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
    await chunk.releaseAll();
    await waitForIsland(page, GALLERY);
    expect(await page.locator(`${GALLERY} .flex-viewport .woocommerce-product-gallery__wrapper`).count()).toBe(1);
    expect(await page.locator(THUMB).evaluateAll((tabs) => tabs.map((tab) => `${tab.getAttribute('aria-label') ?? ''}: ${tab.getAttribute('aria-selected') ?? ''}`))).toEqual([
      'Magnetic Base LED Work Light: true',
      'Magnetic Base LED Work Light, side view: false',
      'Magnetic Base LED Work Light, beam pattern: false',
      'Magnetic Base LED Work Light, in the box: false',
    ]);
    expect(await activeSlide(page)).toBe(0);
    expect(await shownSlide(page)).toBe(0);
    expect(await page.locator(`${GALLERY} .flex-control-thumbs img.flex-active`).count()).toBe(1);
    expect(await galleryPlaces(page)).toHaveLength(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Zoom and the viewer come on use only.
    expect(requests.matching(isChunk('gallery-zoom'))).toEqual([]);
    expect(requests.matching(isChunk('gallery-viewer'))).toEqual([]);
  });

  it('shows the image of a clicked thumbnail, and moves by keyboard as tabs do', async () => {
    const { page } = await openGallery(SIMPLE);
    await page.locator(THUMB).nth(2).click();
    expect(await activeSlide(page)).toBe(2);
    await expect.poll(() => shownSlide(page)).toBe(2);
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('Magnetic Base LED Work Light, in the box');
    await expect.poll(() => shownSlide(page)).toBe(3);
    await page.keyboard.press('Home');
    expect(await focusedName(page)).toBe('Magnetic Base LED Work Light');
    await expect.poll(() => shownSlide(page)).toBe(0);
    await page.keyboard.press('End');
    expect(await activeSlide(page)).toBe(3);
    // The images not shown are out of the tab order (their links are inert).
    expect(await page.locator(`${GALLERY} .woocommerce-product-gallery__image[inert]`).count()).toBe(3);
  });

  it('moves one image per swipe on a phone', async () => {
    const { page, context } = await (async () => {
      const { newPage, context } = await shop.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
      const shopPage = await newPage();
      await shopPage.goto(SIMPLE);
      await waitForLantern(shopPage.page);
      await waitForIsland(shopPage.page, GALLERY);
      return { page: shopPage.page, context };
    })();
    const box = (await page.locator(`${GALLERY} .flex-viewport`).boundingBox())!;
    const cdp = await context.newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 5; step += 1) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 5, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
    expect(await activeSlide(page)).toBe(1);
    await expect.poll(() => shownSlide(page)).toBe(1);
    await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
    expect(await activeSlide(page)).toBe(0);
    // A swipe is not a tap on the image: the viewer did not open.
    expect(await page.locator('.pswp').count()).toBe(0);
  });

  it('zooms the large image under the mouse, its code loaded on the first hover', async () => {
    const { page, requests } = await openGallery(SIMPLE);
    expect(requests.matching(isChunk('gallery-zoom'))).toEqual([]);
    const image = page.locator(`${GALLERY} .flex-active-slide`);
    const box = (await image.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.75);
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8);
    const zoom = page.locator(`${GALLERY} .flex-active-slide img.zoomImg`);
    await expect.poll(() => zoom.evaluate((img) => getComputedStyle(img).opacity)).toBe('1');
    expect(await zoom.getAttribute('role')).toBe('presentation');
    expect(await zoom.getAttribute('src')).toBe('/images/magnetic-base-led-work-light.svg');
    // The large image (1200 px across a 480 px image) is moved so the point under the mouse shows.
    expect(Number.parseFloat((await zoom.evaluate((img) => img.style.left)) || '0')).toBeLessThan(-400);
    expect(requests.matching(isChunk('gallery-zoom'))).toHaveLength(1);
    await page.mouse.move(box.x + box.width + 300, box.y);
    await expect.poll(() => zoom.evaluate((img) => getComputedStyle(img).opacity)).toBe('0');
  });

  it('opens the full-screen viewer at the image shown, by keyboard, and gives focus back on Escape', async () => {
    const { page, requests } = await openGallery(SIMPLE);
    await page.locator(THUMB).nth(1).click();
    const trigger = page.locator(`${GALLERY} a.woocommerce-product-gallery__trigger`);
    await trigger.focus();
    expect(requests.matching(isChunk('gallery-viewer'))).toEqual([]);
    await page.keyboard.press('Enter');
    const viewer = page.locator('.pswp.pswp--open');
    await viewer.waitFor();
    expect(requests.matching(isChunk('gallery-viewer'))).toHaveLength(1);
    const shownImage = () => page.locator('.pswp__item:not([aria-hidden="true"]) img.pswp__img').getAttribute('src');
    await expect.poll(shownImage).toBe('/images/magnetic-base-led-work-light-view-2.svg');
    expect(await page.locator('.pswp__caption').textContent()).toBe('Side view');
    await page.keyboard.press('ArrowRight');
    await expect.poll(shownImage).toBe('/images/magnetic-base-led-work-light-view-3.svg');
    await expect.poll(() => page.locator('.pswp__caption').textContent()).toBe('Beam pattern');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.pswp').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('woocommerce-product-gallery__trigger'))).toBe(true);
  });

  it('holds a click on an image made before the gallery code has come, then opens the viewer at that image: the file never opens as a page', async () => {
    const { page, chunk } = await openWithGalleryCodeHeld();
    await page.locator(`${GALLERY} .woocommerce-product-gallery__image a`).first().click();
    expect(page.url()).toBe(`${shop.origin}${SIMPLE}`);
    expect(await page.locator('.pswp').count()).toBe(0);
    await chunk.releaseAll();
    await page.locator('.pswp.pswp--open').waitFor();
    await expect.poll(() => page.locator('.pswp__item:not([aria-hidden="true"]) img.pswp__img').getAttribute('src')).toBe('/images/magnetic-base-led-work-light.svg');
    expect(page.url()).toBe(`${shop.origin}${SIMPLE}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.pswp').count()).toBe(0);
  });

  it('holds a tap on an image before the gallery code has come, on a phone, then opens the viewer', async () => {
    const { page, chunk } = await openWithGalleryCodeHeld({ viewport: PHONE, hasTouch: true, isMobile: true });
    await page.locator(`${GALLERY} .woocommerce-product-gallery__image a`).first().tap();
    expect(page.url()).toBe(`${shop.origin}${SIMPLE}`);
    await chunk.releaseAll();
    await page.locator('.pswp.pswp--open').waitFor();
    expect(page.url()).toBe(`${shop.origin}${SIMPLE}`);
  });

  it('opens the viewer from a tap on the image when zoom is off, on a phone', async () => {
    const { newPage } = await shop.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const { page } = await newPage();
    // A shop whose theme supports the slider and the viewer but not zoom.
    await page.route('**/product/**', async (route) => {
      const reply = await route.fetch();
      await route.fulfill({ response: reply, body: (await reply.text()).replace('"zoom_enabled":"1"', '"zoom_enabled":""') });
    });
    await page.goto(`${shop.origin}${SIMPLE}`);
    await waitForLantern(page);
    await waitForIsland(page, GALLERY);
    expect(await page.locator(`${GALLERY} .woocommerce-product-gallery__trigger`).count()).toBe(0);
    await page.locator(`${GALLERY} .flex-active-slide a`).tap();
    await page.locator('.pswp.pswp--open').waitFor();
    expect(page.url()).toBe(`${shop.origin}${SIMPLE}`);
  });

  it('goes back to the first image when a variation is chosen or the choice is cleared', async () => {
    const { page } = await openGallery(`${VARIABLE}?swatches=0&jquery=1`);
    await waitForIsland(page, 'form.variations_form');
    await page.locator(THUMB).nth(2).click();
    await page.selectOption('select#pa_beam', 'spot');
    await page.selectOption('select#pa_voltage', '12v');
    // The variation's image is the product's main image, the gallery's first: the slider goes there.
    await expect.poll(() => activeSlide(page)).toBe(0);
    await page.locator(THUMB).nth(3).click();
    await page.locator('form.variations_form .reset_variations').click();
    await expect.poll(() => activeSlide(page)).toBe(0);
    // A theme's script asks the same with WooCommerce's event.
    await page.locator(THUMB).nth(1).click();
    await page.evaluate(() => (window as unknown as { jQuery: (target: string) => { trigger(name: string): void } }).jQuery('.woocommerce-product-gallery').trigger('woocommerce_gallery_reset_slide_position'));
    expect(await activeSlide(page)).toBe(0);
  });

  it('leaves the images as printed when the shop turns the slider, zoom and viewer off', async () => {
    const { newPage } = await shop.newContext();
    const { page, requests } = await newPage();
    await page.route('**/product/**', async (route) => {
      const reply = await route.fetch();
      const body = (await reply.text()).replace(/"(flexslider|zoom|photoswipe)_enabled":"1"/g, '"$1_enabled":""');
      await route.fulfill({ response: reply, body });
    });
    await page.goto(`${shop.origin}${SIMPLE}`);
    await waitForLantern(page);
    await waitForIsland(page, GALLERY);
    expect(await page.locator(`${GALLERY} .flex-viewport, ${GALLERY} .flex-control-thumbs, ${GALLERY} .woocommerce-product-gallery__trigger`).count()).toBe(0);
    expect(await page.locator(GALLERY).evaluate((gallery) => getComputedStyle(gallery).opacity)).toBe('1');
    await page.locator(`${GALLERY} .woocommerce-product-gallery__image`).first().hover();
    // The image link is the theme's own again: it opens the image.
    await Promise.all([page.waitForURL(/\/images\/magnetic-base-led-work-light\.svg$/), page.locator(`${GALLERY} .woocommerce-product-gallery__image a`).first().click()]);
    expect(requests.matching((url) => /\/chunks\/gallery-/.test(url.pathname))).toEqual([]);
  });
});
