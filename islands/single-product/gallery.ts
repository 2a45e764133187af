import { emitOn } from '../../src/bridge/events';
import { SINGLE_PRODUCT } from '../../src/bridge/single-product-names';
import { pageGlobal } from '../../src/config/settings';
import type { MountContext } from '../../src/runtime/types';

/**
 * Reveals a product gallery WooCommerce printed at `opacity: 0`, between
 * `wc-product-gallery-before-init` and `wc-product-gallery-after-init`, each with
 * `[gallery, wc_single_product_params]` as WooCommerce passes them. Its inline transition
 * fades it in, as it does under WooCommerce's script.
 *
 * @example
 * // <div class="woocommerce-product-gallery … images" style="opacity: 0; transition: opacity .25s ease-in-out;">
 * mount(createMountContext(gallery, controller.signal)); // opacity 1
 */
export function mount({ element: gallery }: MountContext): () => void {
  const params = pageGlobal('wc_single_product_params');
  emitOn(gallery, SINGLE_PRODUCT.galleryBeforeInit, [gallery, params], { gallery });
  const before = gallery.style.opacity;
  gallery.style.opacity = '1';
  emitOn(gallery, SINGLE_PRODUCT.galleryAfterInit, [gallery, params], { gallery });
  return () => {
    gallery.style.opacity = before;
  };
}
