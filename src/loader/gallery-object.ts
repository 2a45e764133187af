/** What the product gallery island hands the object once it has set a gallery up. */
export interface GalleryControls {
  /** Goes to slide `index` (the slider's; nothing without one). */
  show(index: number): void;
  /** Opens the full-screen viewer at `index`. */
  open(index: number): void;
  /** Sets zoom up again, for the image shown now (its file may have changed). */
  zoom(): void;
}

/**
 * Where the object and the island meet, as jQuery data on the gallery: the island calls
 * `ready(controls)` as it mounts (what was asked before runs then) and the function it
 * returns as it unmounts.
 */
export interface GalleryLink {
  ready(controls: GalleryControls): () => void;
}

/** The jQuery data key of the {@link GalleryLink}. */
export const GALLERY_LINK_KEY = 'lanternGallery';

/** The slice of a jQuery collection the object uses. */
interface Collection {
  attr(name: string): string | undefined;
  closest(selector: string): Collection;
  find(selector: string): Collection;
  index(): number;
  length: number;
}

/** The slice of jQuery the object needs: wrapping, and its data store. */
export interface ObjectJQuery {
  (target: unknown): Collection;
  data(element: Element, key: string, value?: unknown): unknown;
}

const SLIDE = '.woocommerce-product-gallery__image';

/**
 * Keeps WooCommerce's gallery object on `gallery`, `$(gallery).data('product_gallery')`, as
 * single-product.js keeps it, for the scripts that read it (themes, quick views, variation
 * image plugins): its properties (`$target`, `$images` and the three `*_enabled` flags, as
 * WooCommerce works them out from `wc_single_product_params` and the call's `args`) and its
 * seven methods, each an own property that works detached, as WooCommerce binds them. Those
 * that act on the gallery ask the product gallery island, loading its code first (`start`)
 * when it is not set up yet; `getGalleryItems` reads the markup at once. A gallery without an
 * image gets none, as on WooCommerce. Written from docs/reference/woocommerce-core-scripts.md.
 *
 * @example
 * storeGalleryObject(jQuery, gallery, undefined, setUp); // the page's gallery, as Lantern boots
 * jQuery(gallery).data('product_gallery').openPhotoswipe(jQuery.Event('click', { target: secondImageLink }));
 */
export function storeGalleryObject($: ObjectJQuery, gallery: HTMLElement, args: unknown, start: () => void): void {
  const images = Array.from(gallery.querySelectorAll(SLIDE));
  if (!images.length || $.data(gallery, 'product_gallery')) return;
  const params = (window as { wc_single_product_params?: Record<string, unknown> }).wc_single_product_params ?? {};
  const flag = (name: string) => ((args as Record<string, unknown> | undefined)?.[name] === false ? false : params[name]);
  let controls: GalleryControls | undefined;
  const asked: ((controls: GalleryControls) => void)[] = [];
  const ask = (action: (controls: GalleryControls) => void) => {
    if (controls) action(controls);
    else {
      asked.push(action);
      start();
    }
  };
  const link: GalleryLink = {
    ready(given) {
      controls = given;
      for (const action of asked.splice(0)) action(given);
      return () => (controls = undefined);
    },
  };
  $.data(gallery, GALLERY_LINK_KEY, link);
  const zoom_enabled = flag('zoom_enabled');
  const zoom = () => ask((given) => given.zoom());
  // Lantern's slider and viewer are set up with the gallery, once: these two only see to it.
  const setUpOnce = () => void ask(() => undefined);
  $.data(gallery, 'product_gallery', {
    $target: $(gallery),
    $images: $(images),
    flexslider_enabled: images.length > 1 && flag('flexslider_enabled'),
    zoom_enabled,
    photoswipe_enabled: flag('photoswipe_enabled'),
    initFlexslider: setUpOnce,
    initPhotoswipe: setUpOnce,
    initZoom: () => void zoom(),
    // Lantern zooms the image under the mouse, whichever it is: any target sets zoom up again.
    initZoomForTarget: () => (zoom_enabled ? void zoom() : false),
    onResetSlidePosition: () => void ask((given) => given.show(0)),
    getGalleryItems: () =>
      images.flatMap((slide) => {
        const image = $(slide).find('img');
        const read = (name: string) => image.attr(name);
        return image.length ? [{ alt: read('alt'), src: read('data-large_image'), w: read('data-large_image_width'), h: read('data-large_image_height'), title: read('data-caption') || read('title') }] : [];
      }),
    // The event of a click: on the 🔍 link, the slide shown; on an image, that image (else the first).
    openPhotoswipe(event?: { target?: unknown; preventDefault?: () => void }) {
      event?.preventDefault?.();
      const target = $(event?.target);
      const index = (target.closest('.woocommerce-product-gallery__trigger').length ? $(gallery).find('.flex-active-slide') : target.closest(SLIDE)).index();
      ask((given) => given.open(Math.max(0, index)));
    },
  });
}
