import { hydrate } from '../runtime/lifecycle';
import { definitionFor } from '../runtime/registry';

/**
 * Where the stand-in leaves a theme's call for the gallery's code (islands/single-product):
 * jQuery data on the gallery, `{ args }`, the call's arguments (undefined when it passed none).
 */
export const GALLERY_CALL_KEY = 'lanternGalleryCall';

interface PageJQuery {
  fn?: Record<string, unknown>;
  data(element: Element, key: string, value: unknown): unknown;
}

/**
 * Stands in for WooCommerce's public `$.fn.wc_product_gallery(args)`, which single-product.js
 * defines and themes or quick views call on a gallery they add: the call marks each gallery it
 * is called on with its `args`, loads the gallery's code and sets each up as the product
 * gallery island does; it returns the collection and triggers no event. Defined as Lantern
 * boots, where jQuery and `wc_single_product_params` are on the page and WooCommerce's own
 * script is not (it defines the real one at DOM ready, after this). Only this stays in the
 * entry: the set-up is the island's, in its chunk (decision 0125).
 *
 * @example
 * defineGalleryPlugin(loadDeferred); // boot
 * jQuery(quickView).find('.woocommerce-product-gallery').wc_product_gallery({ zoom_enabled: false });
 */
export function defineGalleryPlugin(whenKnown: () => Promise<void>): void {
  const page = window as { jQuery?: PageJQuery; wc_single_product_params?: unknown };
  const $ = page.jQuery;
  if (!$?.fn || $.fn.wc_product_gallery || !page.wc_single_product_params || document.getElementById('wc-single-product-js')) return;
  $.fn.wc_product_gallery = function (this: ArrayLike<unknown>, args?: unknown) {
    const galleries = Array.from(this).filter((element) => element instanceof HTMLElement);
    // A gallery Lantern already knows is set up (or about to be) as the page's own.
    for (const gallery of galleries) if (!gallery.dataset.island) $.data(gallery, GALLERY_CALL_KEY, { args });
    void whenKnown().then(() => {
      // No row: the shop keeps its gallery scripts (src/loader/handover-table.ts).
      if (!definitionFor('product-gallery')) return;
      for (const gallery of galleries) {
        gallery.dataset.island ??= 'product-gallery';
        hydrate(gallery);
      }
    });
    return this;
  };
}
