<?php
/**
 * Prints Lantern: its settings, the entry module, and the address registry's classic script.
 *
 * @package Lantern
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the plugin carries its build (`npm run build:wordpress` copies it into `dist/`).
 * Without it the plugin does nothing, so the shop keeps its own scripts.
 *
 * @return bool
 */
function lantern_is_built() {
	return is_readable( __DIR__ . '/../dist/lantern.js' );
}

/**
 * The URL of a file of Lantern's build.
 *
 * @param string $file A path inside `dist/`, e.g. `lantern.js`.
 * @return string
 */
function lantern_asset_url( $file ) {
	return plugins_url( 'dist/' . $file, LANTERN_PLUGIN_FILE );
}

/**
 * Whether Lantern is enqueued on this page: only then are handles handed over to it (not on
 * the login page, for example, which prints scripts without `wp_enqueue_scripts`).
 *
 * @param bool|null $enqueued True once `lantern_enqueue()` has enqueued it; null to ask.
 * @return bool
 */
function lantern_is_enqueued( $enqueued = null ) {
	static $on_page = false;
	if ( null !== $enqueued ) {
		$on_page = (bool) $enqueued;
	}
	return $on_page;
}

/**
 * Enqueues `lantern.js` as a script module (WordPress 6.5 and later), or as a classic script
 * printed with `type="module"` before that. Its chunks load relative to it, so only the
 * entry is enqueued.
 */
function lantern_enqueue() {
	if ( ! lantern_is_built() ) {
		return;
	}
	/**
	 * Filters whether Lantern is printed through the Script Modules API (WordPress 6.5+).
	 *
	 * @param bool $use_modules True where `wp_enqueue_script_module()` exists.
	 */
	if ( apply_filters( 'lantern_use_script_modules', function_exists( 'wp_enqueue_script_module' ) ) ) {
		wp_enqueue_script_module( 'lantern', lantern_asset_url( 'lantern.js' ), array(), LANTERN_VERSION );
	} else {
		wp_enqueue_script( 'lantern', lantern_asset_url( 'lantern.js' ), array(), LANTERN_VERSION, true );
		add_filter( 'script_loader_tag', 'lantern_module_tag', 10, 2 );
	}
	lantern_is_enqueued( true );
	lantern_register_address_autocomplete();
}
add_action( 'wp_enqueue_scripts', 'lantern_enqueue', 100 );

/**
 * Makes the classic tag of the fallback a module script, with the id WordPress gives a
 * script module (`lantern-js-module`), which shops' stylesheets may key on.
 *
 * @param string $tag    The script tag.
 * @param string $handle Its handle.
 * @return string
 */
function lantern_module_tag( $tag, $handle ) {
	if ( 'lantern' !== $handle ) {
		return $tag;
	}
	$tag = preg_replace( '/\stype=(["\'])[^"\']*\1/', '', $tag );
	$tag = str_replace( "id='lantern-js'", "id='lantern-js-module'", str_replace( 'id="lantern-js"', 'id="lantern-js-module"', $tag ) );
	return preg_replace( '/<script\b/', '<script type="module"', $tag, 1 );
}

/**
 * Puts Lantern's address registry (`wc-address-autocomplete.js`, a classic script) under
 * WooCommerce's `wc-address-autocomplete` handle, keeping the handle's dependencies and
 * localized data: address provider plugins that depend on the handle get the registry
 * before their scripts run. Shops whose WooCommerce has no such handle are left as they are.
 */
function lantern_register_address_autocomplete() {
	$scripts = wp_scripts();
	$woo     = $scripts->query( 'wc-address-autocomplete', 'registered' );
	if ( ! $woo ) {
		return;
	}
	$enqueued = $scripts->query( 'wc-address-autocomplete', 'enqueued' );
	$data     = $scripts->get_data( 'wc-address-autocomplete', 'data' );
	$in_foot  = 1 === $scripts->get_data( 'wc-address-autocomplete', 'group' );
	wp_deregister_script( 'wc-address-autocomplete' );
	wp_register_script( 'wc-address-autocomplete', lantern_asset_url( 'wc-address-autocomplete.js' ), $woo->deps, LANTERN_VERSION, $in_foot );
	if ( $data ) {
		$scripts->add_data( 'wc-address-autocomplete', 'data', $data );
	}
	if ( $enqueued ) {
		wp_enqueue_script( 'wc-address-autocomplete' );
	}
}

/**
 * Prints `lantern_config` before Lantern runs, when there is something to say: the surfaces
 * the site hands over or keeps (the `lantern_surfaces` filter) and any other setting (the
 * `lantern_config` filter). It merges into a `lantern_config` the theme printed earlier.
 */
function lantern_print_config() {
	if ( ! lantern_is_built() ) {
		return;
	}
	/**
	 * Filters Lantern's settings (`request_timeout`, `i18n`, ...; README, "Settings it reads").
	 *
	 * @param array $config Settings by name.
	 */
	$config   = (array) apply_filters( 'lantern_config', array() );
	$surfaces = lantern_surfaces();
	if ( $surfaces ) {
		$config['surfaces'] = $surfaces;
	}
	if ( ! $config ) {
		return;
	}
	$json = wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
	wp_print_inline_script_tag(
		'window.lantern_config = Object.assign( window.lantern_config || {}, ' . $json . ' );',
		array( 'id' => 'lantern-config' )
	);
}
add_action( 'wp_head', 'lantern_print_config', 1 );

/**
 * The surfaces the site tells Lantern to take or leave, from the `lantern_surfaces` filter;
 * entries that are not `take` or `leave` are dropped. Empty by default: Lantern decides.
 *
 * @example
 * add_filter( 'lantern_surfaces', function ( $surfaces ) {
 *     $surfaces['quantity'] = 'leave'; // the theme's own −/+ buttons stay the theme's
 *     return $surfaces;
 * } );
 *
 * @return array<string, string> `take` or `leave` by surface.
 */
function lantern_surfaces() {
	/**
	 * Filters the surfaces Lantern takes or leaves.
	 *
	 * @param array<string, string> $surfaces `take` or `leave` by surface name.
	 */
	$surfaces = apply_filters( 'lantern_surfaces', array() );
	$valid    = array();
	foreach ( (array) $surfaces as $surface => $choice ) {
		if ( is_string( $surface ) && '' !== $surface && in_array( $choice, array( 'take', 'leave' ), true ) ) {
			$valid[ $surface ] = $choice;
		}
	}
	return $valid;
}
