import { hydrate, wake } from '../runtime/lifecycle';
import { definitionFor } from '../runtime/registry';
import { storeGalleryObject, type ObjectJQuery } from './gallery-object';

/**
 * Where the stand-in leaves a theme's call for the gallery's code (islands/single-product):
 * jQuery data on the gallery, `{ args }`, the call's arguments (undefined when it passed none).
 */
export const GALLERY_CALL_KEY = 'lanternGalleryCall';

interface PageJQuery extends ObjectJQuery {
  fn?: Record<string, unknown>;
}

/**
 * Stands in for WooCommerce's public `$.fn.wc_product_gallery(args)`, which single-product.js
 * defines and themes or quick views call on a gallery they add: the call marks each gallery it
 * is called on with its `args`, keeps WooCommerce's gallery object on it at once
 * (`$(gallery).data('product_gallery')`, src/loader/gallery-object.ts), loads the gallery's
 * code and sets each up as the product gallery island does; it returns the collection and
 * triggers no event. Defined as Lantern boots, where jQuery and `wc_single_product_params` are
 * on the page and WooCommerce's own script is not (it defines the real one at DOM ready, after
 * this); the page's own galleries get their object then too, before any script's ready
 * handler runs (decision 0136). Only this stays in the entry: the set-up is the island's, in
 * its chunk (decision 0125).
 *
 * @example
 * defineGalleryPlugin(loadDeferred); // boot
 * jQuery(quickView).find('.woocommerce-product-gallery').wc_product_gallery({ zoom_enabled: false });
 */
export function defineGalleryPlugin(whenKnown: () => Promise<void>): void {
  const page = window as { jQuery?: PageJQuery; wc_single_product_params?: unknown };
  const $ = page.jQuery;
  if (!$?.fn || $.fn.wc_product_gallery || !page.wc_single_product_params || document.getElementById('wc-single-product-js')) return;
  /** Sets `gallery` up (now, whatever its strategy waits for) once the page's rows are known. */
  const setUp = (gallery: HTMLElement) => () =>
    void whenKnown().then(() => {
      // No row: the shop keeps its gallery scripts (src/loader/handover-table.ts).
      if (!definitionFor('product-gallery')) return;
      gallery.dataset.island ??= 'product-gallery';
      hydrate(gallery);
      wake(gallery);
    });
  $.fn.wc_product_gallery = function (this: ArrayLike<unknown>, args?: unknown) {
    for (const gallery of Array.from(this)) {
      if (!(gallery instanceof HTMLElement)) continue;
      // A gallery Lantern already knows is set up (or about to be) as the page's own.
      if (!gallery.dataset.island) $.data(gallery, GALLERY_CALL_KEY, { args });
      storeGalleryObject($, gallery, args, setUp(gallery));
      setUp(gallery)();
    }
    return this;
  };
  // The module runs once the page is parsed, before DOM ready; a classic copy waits for it.
  const storeOwn = () => {
    for (const gallery of document.querySelectorAll<HTMLElement>('.woocommerce-product-gallery')) storeGalleryObject($, gallery, undefined, setUp(gallery));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', storeOwn, { once: true });
  else storeOwn();
}
