/**
 * One surface of the shop that a known script handles and Lantern can take over: which of
 * Lantern's islands do its work, and what on the page says the shop's own script is still
 * there (it keeps the surface) or never was (nothing to take over). Plain data, read by the
 * page chunk (src/loader/handover.ts), `window.lantern.report()` and `lantern doctor`; never
 * by the entry, whose bytes are budgeted, except the wishlist's row. Decision 0102. What only
 * the report says of a surface sits in src/loader/handover-report-table.ts (decision 0154).
 */
export interface HandoverSurface {
  /** The key of `lantern_config.surfaces`. */
  name: string;
  /** Lantern's islands that do this surface's work (names in islands/registry.ts). */
  islands: readonly string[];
  /**
   * WordPress handles of the scripts that handle it. WordPress prints each one's tag as
   * `<script src=… id="{handle}-js">`: while one is printed, the surface stays its own.
   */
  handles: readonly string[];
  /**
   * Globals WordPress prints only for these handles: with none of them and none of the
   * scripts, the shop never loaded the surface, and Lantern does not start it either.
   */
  onlyWith?: readonly string[];
}

/**
 * WPC Smart Wishlist. Its own row, so the entry can decide it alone (the guest key is made at
 * DOM ready, as the plugin makes it, islands/wishlist/first-key.ts) without the whole table.
 */
export const WISHLIST_SURFACE: HandoverSurface = { name: 'wishlist', islands: ['wishlist', 'wishlist-links'], handles: ['woosw-frontend'] };

/**
 * Every surface Lantern takes over only when it was handed over. The steppers' option,
 * `quantity-buttons`, is not here: it adds controls rather than taking a script's place
 * (islands/quantity).
 */
export const HANDOVER_SURFACES: readonly HandoverSurface[] = [
  { name: 'add-to-cart', islands: ['add-to-cart', 'remove-from-cart'], handles: ['wc-add-to-cart'] },
  { name: 'cart-fragments', islands: ['cart-fragments'], handles: ['wc-cart-fragments'], onlyWith: ['wc_cart_fragments_params'] },
  // A theme's stepper script adds and steps the −/+ buttons itself (Astra's, with addEventListener).
  { name: 'quantity', islands: ['quantity', 'cart-quantity'], handles: ['astra-add-to-cart-quantity-btn'] },
  { name: 'variation-form', islands: ['variation-form'], handles: ['wc-add-to-cart-variation'] },
  { name: 'swatches', islands: ['swatches'], handles: ['woo-variation-swatches'] },
  { name: 'cfvsw', islands: ['cfvsw-swatches', 'cfvsw-loop'], handles: ['cfvsw_swatches_product'] },
  { name: 'single-product', islands: ['product-tabs', 'review-rating'], handles: ['wc-single-product'] },
  // The gallery is single-product.js driving FlexSlider, jQuery Zoom and PhotoSwipe: any of them printed keeps it the shop's.
  { name: 'product-gallery', islands: ['product-gallery'], handles: ['wc-single-product', 'flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default'] },
  { name: 'cart-page', islands: ['cart-page'], handles: ['wc-cart'] },
  { name: 'checkout', islands: ['checkout'], handles: ['wc-checkout'] },
  { name: 'country-select', islands: ['country-select', 'cart-country-select', 'checkout-country-select'], handles: ['wc-country-select', 'wc-address-i18n', 'selectWoo'] },
  { name: 'woocommerce', islands: ['store-notice', 'password-toggle', 'notices'], handles: ['woocommerce'] },
  { name: 'price-slider', islands: ['price-slider', 'price-slider-reinit'], handles: ['wc-price-slider'] },
  { name: 'order-attribution', islands: ['order-attribution'], handles: ['wc-order-attribution'] },
  { name: 'compare', islands: ['compare', 'compare-quick-table'], handles: ['woosc-frontend'] },
  WISHLIST_SURFACE,
  { name: 'pdf-mail', islands: ['pdf-mail', 'print-button'], handles: [] },
  { name: 'lightbox', islands: ['lightbox'], handles: ['thickbox'] },
  // Elementor Pro's frontend.js only boots its modules: the popups, sticky, motion effects and
  // the rest are run by elements-handlers.js (`pro-elements-handlers`; before the optimized
  // assets loading, `pro-preloaded-elements-handlers`), printed beside it on every page.
  {
    name: 'elementor-pro',
    islands: ['elementor-popup', 'elementor-actions', 'elementor-off-canvas', 'elementor-sticky', 'elementor-motion-effects', 'loop-filter', 'mega-menu'],
    handles: ['elementor-pro-frontend', 'pro-elements-handlers', 'pro-preloaded-elements-handlers'],
  },
  // Storefront's own scripts (assets/js/woocommerce/header-cart.js, assets/js/footer.js).
  { name: 'storefront-header-cart', islands: ['header-cart'], handles: ['storefront-header-cart'] },
  { name: 'storefront-handheld-footer-bar', islands: ['handheld-bar'], handles: ['storefront-handheld-footer-bar'] },
];
