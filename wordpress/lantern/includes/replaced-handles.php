<?php
/**
 * The scripts Lantern replaces, as data.
 *
 * @package Lantern
 */

defined( 'ABSPATH' ) || exit;

/**
 * The script handles Lantern replaces, each with the rule that may keep it.
 *
 * A handle listed here loses its file and its dependencies on a page where no script that
 * stays needs it and the site leaves none of its surfaces (see hand-over.php, and the
 * generated surface-handles.php); its localized globals (`wc_add_to_cart_params`, ...)
 * still print, as Lantern reads them. A handle that a remaining script depends on (for
 * example `woocommerce` under WooCommerce's `wc-checkout`, which calls its
 * `$.scroll_to_notices` and `$.blockUI`) stays whole.
 *
 * Each value is an array that may hold:
 * - `keep_if_theme_supports`: theme features (add_theme_support) that this handle serves and
 *   Lantern does not replace yet; when the theme declares any of them, the handle stays.
 * - `with_styles`: style handles that belong to the script and go with it.
 * - `with_footer`: `wp_footer` callbacks that print the script's markup and go with it.
 *
 * Add a handle here when Lantern replaces its script; handles that are not registered on a
 * page are skipped. Sites change the list with the `lantern_replaced_handles` filter.
 *
 * @example
 * add_filter( 'lantern_replaced_handles', function ( $handles ) {
 *     unset( $handles['thickbox'] );      // another plugin calls tb_show() itself
 *     $handles['my-theme-cart'] = array(); // the theme's side cart, which Lantern adopts
 *     return $handles;
 * } );
 *
 * @return array<string, array{keep_if_theme_supports?: string[], with_styles?: string[], with_footer?: string[]}> Rules by handle.
 */
function lantern_replaced_handles() {
	$handles = array(
		// WooCommerce.
		'woocommerce'                    => array(),
		'wc-add-to-cart'                 => array(),
		'wc-cart-fragments'              => array(),
		'wc-add-to-cart-variation'       => array(),
		// Tabs, review stars and the gallery: its slider, zoom and full-screen viewer, which
		// replace FlexSlider, jQuery Zoom and PhotoSwipe 4 (whose stylesheets and footer dialog
		// would restyle Lantern's PhotoSwipe 5: they go with it).
		'wc-single-product'              => array(),
		'flexslider'                     => array(),
		'zoom'                           => array(),
		'photoswipe'                     => array(
			'with_styles' => array( 'photoswipe', 'photoswipe-default-skin' ),
			'with_footer' => array( 'woocommerce_photoswipe' ),
		),
		'photoswipe-ui-default'          => array(),
		// The cart page, the classic checkout and their address fields (country, state, rules).
		'wc-cart'                        => array(),
		'wc-checkout'                    => array(),
		'wc-country-select'              => array(),
		'wc-address-i18n'                => array(),
		'selectWoo'                      => array(),
		'wc-price-slider'                => array(),
		'sourcebuster-js'                => array(),
		'wc-order-attribution'           => array(),
		'wc-address-autocomplete-common' => array(),
		// WordPress's ThickBox (the lightbox).
		'thickbox'                       => array(),
		// WPC Smart Wishlist, WPC Smart Compare, Variation Swatches for WooCommerce, and CartFlows'
		// Variation Swatches (product pages and shop cards; its stylesheet stays: it draws them).
		'woosw-frontend'                 => array(),
		'woosc-frontend'                 => array(),
		'woo-variation-swatches'         => array(),
		'cfvsw_swatches_product'         => array(),
		// Storefront's header cart and handheld footer bar.
		'storefront-header-cart'         => array(),
		'storefront-handheld-footer-bar' => array(),
	);

	/**
	 * Filters the script handles Lantern replaces.
	 *
	 * @param array<string, array> $handles Rules by handle.
	 */
	$handles = apply_filters( 'lantern_replaced_handles', $handles );
	return is_array( $handles ) ? $handles : array();
}
