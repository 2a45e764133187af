import type { Page } from 'playwright-core';

export const GALLERY = '.woocommerce-product-gallery';

/**
 * An init script that records, on every frame, where the gallery's first image stands and
 * where the gallery ends: a layout that moves them when the gallery's code arrives is caught,
 * whatever the machine's speed (Chrome's layout-shift entries miss it, as the slider moves the
 * images into a new viewport element). Read it with {@link galleryPlaces}.
 *
 * @example
 * await page.addInitScript(GALLERY_PLACE_WATCH);
 */
export const GALLERY_PLACE_WATCH = `(() => {
  const frames = [];
  window.__galleryFrames = frames;
  const look = (time) => {
    const gallery = document.querySelector('.woocommerce-product-gallery');
    const image = gallery && gallery.querySelector('.wp-post-image');
    if (image) {
      const box = image.getBoundingClientRect();
      const place = [box.left, box.top + scrollY, box.width, box.height].map(Math.round).join(' ');
      frames.push({ time, image: place, gallery: place + ' ' + Math.round(gallery.getBoundingClientRect().bottom + scrollY) });
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/**
 * Every place the first image ("left top width height") or, with `'gallery'`, the first image
 * and the gallery's bottom ("left top width height bottom") were painted at since the first
 * paint: one entry means nothing moved.
 */
export function galleryPlaces(page: Page, what: 'image' | 'gallery' = 'gallery'): Promise<string[]> {
  return page.evaluate((key) => {
    const frames = (window as unknown as { __galleryFrames: ({ time: number } & Record<'image' | 'gallery', string>)[] }).__galleryFrames;
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
    const start = Math.max(0, frames.findLastIndex((frame) => frame.time <= firstPaint));
    return Array.from(new Set(frames.slice(start).map((frame) => frame[key])));
  }, what);
}

/** The index of the slide marked `flex-active-slide`, -1 when none is. */
export function activeSlide(page: Page): Promise<number> {
  return page.locator(`${GALLERY} .woocommerce-product-gallery__image`).evaluateAll((slides) => slides.findIndex((slide) => slide.classList.contains('flex-active-slide')));
}

/** The index of the slide standing in the slider's viewport now (its transition over), -1 when none does. */
export function shownSlide(page: Page): Promise<number> {
  return page.locator(`${GALLERY} .woocommerce-product-gallery__image`).evaluateAll((slides) => {
    const viewport = slides[0]?.closest('.flex-viewport')?.getBoundingClientRect();
    if (!viewport) return -1;
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - viewport.left) < 1);
  });
}

/** The gallery {@link addGalleryAndCall} adds after load, as a quick view does. */
export const ADDED_GALLERY = `.quick-view ${GALLERY}`;

/**
 * Does what a quick view does: fetches the product's page, adds its gallery as the server
 * printed it, and calls WooCommerce's `jQuery(gallery).wc_product_gallery(args)`. Answers
 * whether the call returned the collection it was called on; the gallery init events heard
 * from the call on are kept for {@link heardInitEvents}.
 */
export function addGalleryAndCall(page: Page, args?: Record<string, unknown>): Promise<boolean> {
  return page.evaluate(async (callArgs) => {
    type Collection = { wc_product_gallery(args?: unknown): unknown; on(names: string, handler: (event: Event) => void): unknown };
    const $ = (window as unknown as { jQuery: (target: unknown) => Collection }).jQuery;
    const heard: string[] = [];
    Object.assign(window, { heardInitEvents: heard });
    $(document).on('wc-product-gallery-before-init wc-product-gallery-after-init', (event) => heard.push(event.type));
    const html = await (await fetch(location.href)).text();
    const printed = new DOMParser().parseFromString(html, 'text/html').querySelector('.woocommerce-product-gallery');
    const box = document.createElement('div');
    box.className = 'quick-view';
    if (printed) box.append(document.importNode(printed, true));
    document.body.append(box);
    const collection = $(box.querySelector('.woocommerce-product-gallery'));
    const returned = callArgs === null ? collection.wc_product_gallery() : collection.wc_product_gallery(callArgs);
    return returned === collection;
  }, args ?? null);
}

/** The gallery init events heard since {@link addGalleryAndCall}. */
export function heardInitEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { heardInitEvents: string[] }).heardInitEvents);
}
