<?php
/**
 * Plugin Name:       Lantern
 * Description:       One script in place of WooCommerce's jQuery storefront scripts: the cart, mini-cart, product forms and the plugins' buttons keep working, with no server change.
 * Version:           0.1.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * Text Domain:       lantern
 *
 * @package Lantern
 */

defined( 'ABSPATH' ) || exit;

/** The version WordPress prints as `?ver=`; the build checks it against package.json. */
define( 'LANTERN_VERSION', '0.1.0' );
define( 'LANTERN_PLUGIN_FILE', __FILE__ );

require_once __DIR__ . '/includes/surface-handles.php';
require_once __DIR__ . '/includes/replaced-handles.php';
require_once __DIR__ . '/includes/hand-over.php';
require_once __DIR__ . '/includes/enqueue.php';
