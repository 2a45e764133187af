import type { Page } from 'playwright-core';

export const GALLERY = '.woocommerce-product-gallery';

/**
 * An init script that records, on every frame, where the gallery's first image and the product
 * tabs below the gallery stand: a layout that moves them when the gallery's code arrives is
 * caught, whatever the machine's speed (Chrome's layout-shift entries miss it, as the slider
 * moves the images into a new viewport element). Read it with {@link galleryPlaces}.
 *
 * @example
 * await page.addInitScript(GALLERY_PLACE_WATCH);
 */
export const GALLERY_PLACE_WATCH = `(() => {
  const frames = [];
  window.__galleryFrames = frames;
  const look = (time) => {
    const image = document.querySelector('.woocommerce-product-gallery .wp-post-image');
    const tabs = document.querySelector('.woocommerce-tabs');
    if (image && tabs) {
      const box = image.getBoundingClientRect();
      const place = [box.left, box.top + scrollY, box.width, box.height, tabs.getBoundingClientRect().top + scrollY].map(Math.round).join(' ');
      frames.push({ time, place });
    }
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/**
 * Every place ("left top width height tabsTop") the first image and the tabs were painted at
 * since the first paint: one entry means nothing moved.
 */
export function galleryPlaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frames = (window as unknown as { __galleryFrames: { time: number; place: string }[] }).__galleryFrames;
    const firstPaint = performance.getEntriesByName('first-paint')[0]?.startTime ?? 0;
    const start = Math.max(0, frames.findLastIndex((frame) => frame.time <= firstPaint));
    return Array.from(new Set(frames.slice(start).map((frame) => frame.place)));
  });
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
