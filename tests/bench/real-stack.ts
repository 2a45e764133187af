/**
 * The real plugin stack a Lantern page stands in for: the scripts a real WooCommerce shop prints
 * on the same page to do what Lantern does there, with the libraries they depend on.
 *
 * What was seen, not guessed:
 * - Which WordPress and WooCommerce handles each page prints: loaded in Chromium from a real
 *   WordPress 6.5.3 + WooCommerce 8.8.3 shop (classic cart and checkout, ajax add to cart on,
 *   one item in the cart), and from WooCommerce's `load_scripts()` and its price filter widget.
 * - Their dependencies: WordPress's `script-loader.php` and WooCommerce's registrations.
 * - `gzip`: each file as that shop serves it (minified, `SCRIPT_DEBUG` off), gzip level 9, the
 *   level the bench uses for Lantern's own files. These sizes are facts about published files,
 *   kept so that the bench can print them where the shop's archive is not at hand; the bench
 *   measures them again from the archive when it is (`real-stack-sizes.ts`).
 *
 * Not measured here: the plugins and theme whose files that shop does not carry (WPC Smart
 * Compare and Wishlist, Variation Swatches, PDF Generator, Elementor, the theme, the analytics
 * integration). They are named per page, from `../shared/reference/`, so the real figure is a
 * floor: it says which of its parts are missing.
 */

/** Where a script comes from, with the version its figure is for. */
export const WORDPRESS = 'WordPress 6.5.3';
export const WOOCOMMERCE = 'WooCommerce 8.8.3';
const COMPARE = 'WPC Smart Compare 6.5.7';
const WISHLIST = 'WPC Smart Wishlist 6.0.4';
const SWATCHES = 'Variation Swatches for WooCommerce 2.2.2';
const PDF = 'PDF Generator for WordPress 1.6.3';
const ELEMENTOR = 'Elementor and Elementor Pro (3.33)';
const THEME = 'the theme (WpOpal family, built on Storefront)';
const ANALYTICS = 'Google Analytics for WooCommerce';

export interface RealScript {
  /** The plugin, theme or core it ships with, and its version. */
  source: string;
  /** Handles WordPress prints before it (its registered dependencies). */
  deps: readonly string[];
  /** A name for its dependencies only, printing no file of its own (WordPress's `jquery`). */
  alias?: true;
  /** Its file in the shop's archive, as served; absent when the archive does not carry it. */
  file?: string;
  /** Gzip bytes (level 9) of that file, measured from the archive. */
  gzip?: number;
}

/** Every handle the real pages below print, by WordPress handle (`jquery` is WordPress's alias for core and migrate). */
export const REAL_SCRIPTS: Readonly<Record<string, RealScript>> = {
  jquery: { source: WORDPRESS, deps: ['jquery-core', 'jquery-migrate'], alias: true },
  'jquery-core': { source: WORDPRESS, deps: [], file: 'wp-includes/js/jquery/jquery.min.js', gzip: 30348 },
  'jquery-migrate': { source: WORDPRESS, deps: [], file: 'wp-includes/js/jquery/jquery-migrate.min.js', gzip: 4865 },
  underscore: { source: WORDPRESS, deps: [], file: 'wp-includes/js/underscore.min.js', gzip: 7313 },
  'wp-util': { source: WORDPRESS, deps: ['underscore', 'jquery'], file: 'wp-includes/js/wp-util.min.js', gzip: 759 },
  'jquery-ui-core': { source: WORDPRESS, deps: ['jquery'], file: 'wp-includes/js/jquery/ui/core.min.js', gzip: 7080 },
  'jquery-ui-mouse': { source: WORDPRESS, deps: ['jquery-ui-core'], file: 'wp-includes/js/jquery/ui/mouse.min.js', gzip: 1085 },
  'jquery-ui-sortable': { source: WORDPRESS, deps: ['jquery-ui-mouse'], file: 'wp-includes/js/jquery/ui/sortable.min.js', gzip: 6521 },
  'jquery-ui-slider': { source: WORDPRESS, deps: ['jquery-ui-mouse'], file: 'wp-includes/js/jquery/ui/slider.min.js', gzip: 3113 },
  thickbox: { source: WORDPRESS, deps: ['jquery'], file: 'wp-includes/js/thickbox/thickbox.js', gzip: 4034 },
  'wp-api-request': { source: WORDPRESS, deps: ['jquery'], file: 'wp-includes/js/api-request.min.js', gzip: 595 },
  'wp-api-fetch': { source: WORDPRESS, deps: ['wp-i18n', 'wp-polyfill', 'wp-url'], file: 'wp-includes/js/dist/api-fetch.min.js', gzip: 2320 },
  'wp-url': { source: WORDPRESS, deps: ['wp-polyfill'], file: 'wp-includes/js/dist/url.min.js', gzip: 3832 },
  'wp-i18n': { source: WORDPRESS, deps: ['wp-hooks', 'wp-polyfill'], file: 'wp-includes/js/dist/i18n.min.js', gzip: 3667 },
  'wp-hooks': { source: WORDPRESS, deps: ['wp-polyfill'], file: 'wp-includes/js/dist/hooks.min.js', gzip: 1537 },
  'wp-polyfill': { source: WORDPRESS, deps: ['wp-polyfill-inert', 'regenerator-runtime'], file: 'wp-includes/js/dist/vendor/wp-polyfill.min.js', gzip: 13765 },
  'wp-polyfill-inert': { source: WORDPRESS, deps: [], file: 'wp-includes/js/dist/vendor/wp-polyfill-inert.min.js', gzip: 2469 },
  'regenerator-runtime': { source: WORDPRESS, deps: [], file: 'wp-includes/js/dist/vendor/regenerator-runtime.min.js', gzip: 2490 },
  'jquery-blockui': { source: WOOCOMMERCE, deps: ['jquery'], file: 'wp-content/plugins/woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js', gzip: 3533 },
  'js-cookie': { source: WOOCOMMERCE, deps: [], file: 'wp-content/plugins/woocommerce/assets/js/js-cookie/js.cookie.min.js', gzip: 832 },
  woocommerce: { source: WOOCOMMERCE, deps: ['jquery', 'jquery-blockui', 'js-cookie'], file: 'wp-content/plugins/woocommerce/assets/js/frontend/woocommerce.min.js', gzip: 796 },
  'wc-add-to-cart': { source: WOOCOMMERCE, deps: ['jquery', 'jquery-blockui'], file: 'wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js', gzip: 1104 },
  'wc-cart-fragments': { source: WOOCOMMERCE, deps: ['jquery', 'js-cookie'], file: 'wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments.min.js', gzip: 1042 },
  'sourcebuster-js': { source: WOOCOMMERCE, deps: [], file: 'wp-content/plugins/woocommerce/assets/js/sourcebuster/sourcebuster.min.js', gzip: 4539 },
  'wc-order-attribution': { source: WOOCOMMERCE, deps: ['sourcebuster-js'], file: 'wp-content/plugins/woocommerce/assets/js/frontend/order-attribution.min.js', gzip: 1022 },
  // cart.js also depends on wc-country-select and wc-address-i18n, which the calculator's fields use; they are counted where Lantern stands in for them.
  'wc-cart': { source: WOOCOMMERCE, deps: ['jquery', 'woocommerce'], file: 'wp-content/plugins/woocommerce/assets/js/frontend/cart.min.js', gzip: 2007 },
  'wc-add-to-cart-variation': { source: WOOCOMMERCE, deps: ['jquery', 'wp-util', 'jquery-blockui'], file: 'wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart-variation.min.js', gzip: 3694 },
  'wc-price-slider': { source: WOOCOMMERCE, deps: ['jquery-ui-slider', 'wc-jquery-ui-touchpunch', 'accounting'], file: 'wp-content/plugins/woocommerce/assets/js/frontend/price-slider.min.js', gzip: 602 },
  'wc-jquery-ui-touchpunch': { source: WOOCOMMERCE, deps: ['jquery-ui-slider'], file: 'wp-content/plugins/woocommerce/assets/js/jquery-ui-touch-punch/jquery-ui-touch-punch.min.js', gzip: 597 },
  'wc-country-select': { source: WOOCOMMERCE, deps: ['jquery'], file: 'wp-content/plugins/woocommerce/assets/js/frontend/country-select.min.js', gzip: 1087 },
  'wc-address-i18n': { source: WOOCOMMERCE, deps: ['jquery', 'wc-country-select'], file: 'wp-content/plugins/woocommerce/assets/js/frontend/address-i18n.min.js', gzip: 947 },
  selectWoo: { source: WOOCOMMERCE, deps: ['jquery'], file: 'wp-content/plugins/woocommerce/assets/js/selectWoo/selectWoo.full.min.js', gzip: 21813 },
  accounting: { source: WOOCOMMERCE, deps: ['jquery'], file: 'wp-content/plugins/woocommerce/assets/js/accounting/accounting.min.js', gzip: 1409 },
  'wc-checkout': { source: WOOCOMMERCE, deps: ['jquery', 'woocommerce', 'wc-country-select', 'wc-address-i18n'], file: 'wp-content/plugins/woocommerce/assets/js/frontend/checkout.min.js', gzip: 3873 },
  'woosc-frontend': { source: COMPARE, deps: ['jquery', 'jquery-ui-sortable'] },
  'woosw-frontend': { source: WISHLIST, deps: ['jquery', 'js-cookie'] },
  'woo-variation-swatches': {
    source: SWATCHES,
    deps: ['jquery', 'wp-util', 'underscore', 'jquery-blockui', 'wp-api-request', 'wp-api-fetch', 'wp-polyfill', 'wp-url'],
  },
  'pdf-generator-for-wp (public and common scripts)': { source: PDF, deps: ['jquery'] },
  'elementor-frontend, elementor-pro-frontend (with their handlers)': { source: ELEMENTOR, deps: ['jquery'] },
  'elementor-dialog, e-sticky (popups, sticky, motion effects)': { source: ELEMENTOR, deps: ['jquery'] },
  'theme: main, cart-canvas, header-cart, footer, nav-mobile, product-ajax-search, search-popup, login': { source: THEME, deps: ['jquery'] },
  'theme: off-canvas (shop filters)': { source: THEME, deps: ['jquery'] },
  'woocommerce-google-analytics-integration': { source: ANALYTICS, deps: [] },
};

/** The real page a Lantern bench page is compared with. */
export type RealPage = 'plain' | 'shop' | 'product' | 'variable-product' | 'post' | 'cart' | 'checkout' | 'account' | 'compare' | 'wishlist' | 'page-builder';

export interface RealPageScripts {
  /** Handles printed for what Lantern does on the page (their dependencies follow from REAL_SCRIPTS). */
  replaced: readonly string[];
  /** Handles WooCommerce prints on the page for what Lantern leaves alone: named, not counted. */
  kept: readonly string[];
}

/** What every page of the demo's shop prints that Lantern stands in for (the header's compare, wishlist, mega menu and mini cart are on every page). */
const EVERY_PAGE = [
  'woocommerce',
  'wc-add-to-cart',
  'wc-order-attribution',
  'woosc-frontend',
  'woosw-frontend',
  'elementor-frontend, elementor-pro-frontend (with their handlers)',
  'theme: main, cart-canvas, header-cart, footer, nav-mobile, product-ajax-search, search-popup, login',
  'woocommerce-google-analytics-integration',
];
/** The real shop prints cart fragments wherever the header's mini cart refreshes: every page but checkout. */
const WITH_FRAGMENTS = [...EVERY_PAGE, 'wc-cart-fragments'];
/** The country and state fields of the checkout and the cart's shipping calculator, with selectWoo's comboboxes. */
const ADDRESS_FIELDS = ['wc-country-select', 'wc-address-i18n', 'selectWoo'];
const PRODUCT_KEPT = ['wc-single-product', 'zoom', 'flexslider', 'photoswipe-ui-default', 'comment-reply'];
const PRODUCT = [...WITH_FRAGMENTS, 'thickbox', 'pdf-generator-for-wp (public and common scripts)'];

export const REAL_PAGES: Readonly<Record<RealPage, RealPageScripts>> = {
  plain: { replaced: WITH_FRAGMENTS, kept: [] },
  shop: { replaced: [...WITH_FRAGMENTS, 'wc-price-slider', 'theme: off-canvas (shop filters)'], kept: [] },
  product: { replaced: PRODUCT, kept: PRODUCT_KEPT },
  'variable-product': { replaced: [...PRODUCT, 'wc-add-to-cart-variation', 'woo-variation-swatches'], kept: PRODUCT_KEPT },
  post: { replaced: [...WITH_FRAGMENTS, 'thickbox', 'pdf-generator-for-wp (public and common scripts)'], kept: ['comment-reply'] },
  cart: { replaced: [...WITH_FRAGMENTS, 'wc-cart', ...ADDRESS_FIELDS], kept: [] },
  // Issue 21: Lantern stands in for checkout.js and for country-select, address-i18n and selectWoo.
  checkout: { replaced: [...EVERY_PAGE, ...ADDRESS_FIELDS, 'wc-checkout'], kept: [] },
  account: { replaced: WITH_FRAGMENTS, kept: ['selectWoo'] },
  compare: { replaced: WITH_FRAGMENTS, kept: [] },
  wishlist: { replaced: WITH_FRAGMENTS, kept: [] },
  'page-builder': { replaced: [...WITH_FRAGMENTS, 'elementor-dialog, e-sticky (popups, sticky, motion effects)'], kept: [] },
};

/**
 * Every handle WordPress prints for `handles`, dependencies first, each once (as `wp_print_scripts`
 * resolves them).
 *
 * @example realHandles(['wc-cart-fragments']); // ['jquery-core', 'jquery-migrate', 'jquery', 'js-cookie', 'wc-cart-fragments']
 */
export function realHandles(handles: readonly string[]): string[] {
  const printed: string[] = [];
  const visit = (handle: string): void => {
    if (printed.includes(handle)) return;
    const script = REAL_SCRIPTS[handle];
    if (!script) throw new Error(`real-stack: unknown handle ${handle}`);
    for (const dep of script.deps) visit(dep);
    printed.push(handle);
  };
  handles.forEach(visit);
  return printed;
}
