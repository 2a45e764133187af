import type { IslandSpec } from '../../src/build/island-spec';

/**
 * WooCommerce's product tabs (single-product.js's tabs), as WAI-ARIA tabs. At load: the
 * script shows one panel at DOM ready, and the shop's stylesheet shows that same panel until
 * then (docs/compat.md), so the code may come with the product surface. A tab clicked before
 * it is held and replayed, so the page neither jumps to the panel nor changes its address.
 */
export const productTabs = {
  name: 'product-tabs',
  kind: 'behaviour',
  adopt: '.wc-tabs-wrapper,.woocommerce-tabs',
  hydrate: 'load',
  holdClicks: true,
  trigger: '.wc-tabs a,ul.tabs a',
  surface: 'product',
  module: 'single-product/tabs',
} satisfies IslandSpec;

/** The review form's star rating and its "please select a rating" rule (single-product.js). */
export const reviewRating = {
  name: 'review-rating',
  kind: 'behaviour',
  adopt: '#respond #rating',
  hydrate: 'load',
  surface: 'product',
  module: 'single-product/rating',
} satisfies IslandSpec;

/**
 * The product gallery, which WooCommerce prints invisible (`opacity: 0`) for its script to
 * reveal: revealed with the gallery events WooCommerce triggers, with the slider and its
 * thumbnails at load (in place, nothing moves), zoom and the full-screen viewer (PhotoSwipe 5)
 * loaded on their first use, each where `wc_single_product_params` turns it on. A click on an
 * image before the code is here is held (the link would open the full-size file as a page) and
 * replayed: it opens the viewer.
 */
export const productGallery = {
  name: 'product-gallery',
  kind: 'behaviour',
  adopt: '.woocommerce-product-gallery',
  hydrate: 'load',
  holdClicks: true,
  trigger: '.woocommerce-product-gallery__image a',
  surface: 'product',
  module: 'single-product/gallery',
} satisfies IslandSpec;
