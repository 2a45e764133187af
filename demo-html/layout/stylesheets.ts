/**
 * The demo theme's stylesheets (`demo-html/assets/`), in cascade order. Pages link them as one
 * file, `/demo-assets/theme.css`, joined in this order (as a shop's CSS optimizer serves them):
 * each separate stylesheet costs the browser a request, and the browser tests load thousands of
 * pages (decision 0132).
 */
export const THEME_STYLESHEETS = ['base', 'header', 'cart-panel', 'shop', 'forms', 'swatches', 'pdf-generator', 'thickbox', 'footer', 'wishlist', 'mobile', 'smallscreen', 'compare', 'elementor', 'icons'] as const;

/** Where pages find the joined theme stylesheet. */
export const THEME_STYLESHEET_PATH = '/demo-assets/theme.css';
