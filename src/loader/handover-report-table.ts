/** What only the report says of one surface of src/loader/handover-table.ts. */
export interface SurfaceReportNotes {
  /** Globals the surface reads: missing while its markup is on the page, the report says so. */
  needs?: readonly string[];
  /** What else handing it over takes, said where the report tells to dequeue its script. */
  handOverAlso?: string;
}

/**
 * The report's notes on the handed-over surfaces, by the surface's name in the hand-over table.
 * Apart from that table because only `window.lantern.report()` and `lantern doctor` read them:
 * the page chunk, which every page loads to decide the surfaces, does not carry them (decision
 * 0154). A surface without notes has no row here.
 *
 * @example
 * HANDOVER_REPORT_NOTES['cart-page']?.needs // ['wc_cart_params']
 */
export const HANDOVER_REPORT_NOTES: Readonly<Record<string, SurfaceReportNotes>> = {
  'add-to-cart': { needs: ['wc_add_to_cart_params'] },
  quantity: {
    handOverAlso: "the theme's script adds the -/+ buttons itself: set lantern_config.surfaces['quantity-buttons'] to 'take' for Lantern's",
  },
  'variation-form': { needs: ['wc_add_to_cart_variation_params'] },
  swatches: { needs: ['woo_variation_swatches_options'] },
  cfvsw: { needs: ['cfvsw_swatches_settings'] },
  'single-product': { needs: ['wc_single_product_params'] },
  'product-gallery': { needs: ['wc_single_product_params'] },
  'cart-page': { needs: ['wc_cart_params'] },
  checkout: { needs: ['wc_checkout_params'] },
  'country-select': { needs: ['wc_country_select_params'] },
  woocommerce: { needs: ['woocommerce_params'] },
  'price-slider': { needs: ['woocommerce_price_slider_params'] },
  'order-attribution': { needs: ['wc_order_attribution'] },
  compare: { needs: ['woosc_vars'] },
  wishlist: { needs: ['woosw_vars'] },
  'pdf-mail': { needs: ['pgfw_common_param'] },
};
