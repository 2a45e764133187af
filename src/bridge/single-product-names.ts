import type { EventPair } from './names';

/**
 * WooCommerce's single-product.js events, each with our own name. It triggers `init` on the
 * tabs wrapper and on the rating select as it sets them up (handlers bound as
 * `$('body').on('init', '#rating', …)` hear them), and the gallery pair on each
 * `.woocommerce-product-gallery` with `[gallery element, wc_single_product_params]`;
 * add-to-cart-variation.js triggers the last two on the gallery (`.images`), without arguments.
 *
 * @example
 * emitOn(wrapper, SINGLE_PRODUCT.tabsInit, [], {});
 */
export const SINGLE_PRODUCT = {
  tabsInit: ['init', 'product-tabs-init'],
  ratingInit: ['init', 'review-rating-init'],
  galleryBeforeInit: ['wc-product-gallery-before-init', 'product-gallery-before-init'],
  galleryAfterInit: ['wc-product-gallery-after-init', 'product-gallery-after-init'],
  /** The variation form asks the gallery to go back to its first image (its image changed). */
  galleryResetSlide: ['woocommerce_gallery_reset_slide_position', 'gallery-reset-slide-position'],
  /** The variation form asks the gallery to set its zoom up again (the image's size changed). */
  galleryInitZoom: ['woocommerce_gallery_init_zoom', 'gallery-init-zoom'],
} as const satisfies Record<string, EventPair>;
