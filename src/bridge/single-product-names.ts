import type { EventPair } from './names';

/**
 * WooCommerce's single-product.js events, each with our own name. It triggers `init` on the
 * tabs wrapper and on the rating select as it sets them up (handlers bound as
 * `$('body').on('init', '#rating', …)` hear them), and the gallery pair on each
 * `.woocommerce-product-gallery` with `[gallery element, wc_single_product_params]`.
 *
 * @example
 * emitOn(wrapper, SINGLE_PRODUCT.tabsInit, [], {});
 */
export const SINGLE_PRODUCT = {
  tabsInit: ['init', 'product-tabs-init'],
  ratingInit: ['init', 'review-rating-init'],
  galleryBeforeInit: ['wc-product-gallery-before-init', 'product-gallery-before-init'],
  galleryAfterInit: ['wc-product-gallery-after-init', 'product-gallery-after-init'],
} as const satisfies Record<string, EventPair>;
