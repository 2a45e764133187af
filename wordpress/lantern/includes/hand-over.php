<?php
/**
 * Hands the scripts Lantern replaces over to it, page by page, keeping what other scripts need.
 *
 * @package Lantern
 */

defined( 'ABSPATH' ) || exit;

/**
 * Decides, just before WordPress prints scripts (in the head, then in the footer), which
 * replaced handles Lantern takes on this page, and applies it.
 *
 * A taken handle keeps its registration and localized data, so `var wc_..._params = {...}`
 * still prints, but loses its file and its dependencies: jQuery, blockUI and js-cookie go
 * too unless a script that stays asks for them itself. A replaced handle that a script
 * staying on the page depends on, directly or through other handles, is kept whole, file and
 * dependencies: that script may call its code (WooCommerce's `wc-checkout` and `wc-cart`
 * call `$.scroll_to_notices`, which `woocommerce` defines, and `$.blockUI`, its dependency).
 *
 * It runs twice because scripts are enqueued up to the footer (the mini-cart widget enqueues
 * `wc-cart-fragments` while the page is rendered). A handle taken in the head that a script
 * enqueued later turns out to need is printed again in the footer, whole.
 */
function lantern_hand_over_scripts() {
	static $original = array(); // Handle => array( src, deps ) as registered.
	static $earlier  = array(); // Handles taken when scripts were last printed.
	if ( is_admin() || ! lantern_is_enqueued() ) {
		return;
	}
	$scripts = wp_scripts();
	$taken   = array();
	foreach ( lantern_handles_to_take() as $handle => $rule ) {
		$script = $scripts->query( $handle, 'registered' );
		if ( ! $script || lantern_theme_keeps( (array) $rule ) ) {
			continue;
		}
		if ( ! isset( $original[ $handle ] ) ) {
			$original[ $handle ] = array(
				'src'  => $script->src,
				'deps' => $script->deps,
			);
		}
		// Decide on the handle as registered.
		$script->src  = $original[ $handle ]['src'];
		$script->deps = $original[ $handle ]['deps'];
		$taken[ $handle ] = true;
	}

	// Taking a handle drops its dependencies, which may leave another taken handle needed by
	// nothing; keeping one brings its dependencies back: repeat until nothing changes.
	do {
		$needed = array_intersect_key( $taken, lantern_handles_needed_by_others( $scripts, $taken ) );
		$taken  = array_diff_key( $taken, $needed );
	} while ( $needed );

	foreach ( array_keys( $original ) as $handle ) {
		$script = $scripts->query( $handle, 'registered' );
		if ( ! $script ) {
			continue;
		}
		if ( isset( $taken[ $handle ] ) ) {
			// No file, and of its dependencies only the taken ones (no files either): a replaced
			// script reached only through this one (`wc-country-select` under `wc-checkout`)
			// stays in the queue, so its localized data still prints.
			$script->src  = false;
			$script->deps = array_values( array_intersect( $original[ $handle ]['deps'], array_keys( $taken ) ) );
			continue;
		}
		$script->src  = $original[ $handle ]['src'];
		$script->deps = $original[ $handle ]['deps'];
		$done         = array_search( $handle, $scripts->done, true );
		if ( isset( $earlier[ $handle ] ) && false !== $done ) {
			// Printed in the head without its file; a script enqueued since needs it.
			unset( $scripts->done[ $done ] );
		}
	}
	$earlier = $taken;
}
add_action( 'wp_print_scripts', 'lantern_hand_over_scripts', 100 );

/**
 * Takes away what a replaced script brings besides its file (its rule's `with_styles` and
 * `with_footer`), once Lantern is enqueued: PhotoSwipe 4's stylesheets and footer dialog share
 * class names with the viewer Lantern opens, and would restyle it. Runs before the head prints
 * styles, so it goes with the handle whatever the later decision on its file.
 */
function lantern_hand_over_extras() {
	if ( is_admin() || ! lantern_is_enqueued() ) {
		return;
	}
	foreach ( lantern_handles_to_take() as $rule ) {
		$rule = (array) $rule;
		if ( lantern_theme_keeps( $rule ) ) {
			continue;
		}
		foreach ( (array) ( $rule['with_styles'] ?? array() ) as $style ) {
			wp_dequeue_style( $style );
		}
		foreach ( (array) ( $rule['with_footer'] ?? array() ) as $callback ) {
			remove_action( 'wp_footer', $callback );
		}
	}
}
add_action( 'wp_enqueue_scripts', 'lantern_hand_over_extras', 101 );
add_action( 'wp_print_footer_scripts', 'lantern_hand_over_scripts', 9 );

/**
 * The replaced handles Lantern may take on this page: all of `lantern_replaced_handles()` but
 * the handles of the surfaces the site leaves (`lantern_surfaces`), whose scripts print whole,
 * with their dependencies, as without Lantern. Lantern then sees their tags (`id="{handle}-js"`)
 * and its configuration both say leave. A handle that serves two surfaces (`wc-single-product`:
 * the tabs and the gallery) stays when either is left: a script kept whole is never broken.
 *
 * @example
 * add_filter( 'lantern_surfaces', function ( $surfaces ) {
 *     $surfaces['wishlist'] = 'leave'; // WPC Smart Wishlist's own script keeps its buttons
 *     return $surfaces;
 * } );
 * isset( lantern_handles_to_take()['woosw-frontend'] ); // false
 *
 * @return array<string, array> Rules by handle, as in lantern_replaced_handles().
 */
function lantern_handles_to_take() {
	$by_surface = lantern_surface_handles();
	$left       = array();
	foreach ( lantern_surfaces() as $surface => $choice ) {
		if ( 'leave' === $choice && isset( $by_surface[ $surface ] ) ) {
			$left = array_merge( $left, array_fill_keys( $by_surface[ $surface ], true ) );
		}
	}
	return array_diff_key( lantern_replaced_handles(), $left );
}

/**
 * The handles among `$taken` that a script staying on the page depends on.
 *
 * @param WP_Scripts           $scripts The page's scripts.
 * @param array<string, mixed> $taken   Handles Lantern would take, as keys.
 * @return array<string, true> Needed handles, as keys.
 */
function lantern_handles_needed_by_others( WP_Scripts $scripts, array $taken ) {
	$needed = array();
	$seen   = array();
	$stack  = $scripts->queue;
	while ( $stack ) {
		$handle = array_pop( $stack );
		if ( isset( $seen[ $handle ] ) || isset( $taken[ $handle ] ) ) {
			continue; // A taken handle asks for nothing: its dependencies go with its file.
		}
		$seen[ $handle ] = true;
		$script          = $scripts->query( $handle, 'registered' );
		if ( ! $script ) {
			continue;
		}
		// Lantern's own classic script (the address registry under WooCommerce's handle) lists
		// WooCommerce's dependencies for their order and data only, not their code.
		$own = is_string( $script->src ) && 0 === strpos( $script->src, lantern_asset_url( '' ) );
		foreach ( $script->deps as $dependency ) {
			if ( ! $own && isset( $taken[ $dependency ] ) ) {
				$needed[ $dependency ] = true;
			}
			$stack[] = $dependency;
		}
	}
	return $needed;
}

/**
 * Whether the theme declares a feature that a replaced handle serves and Lantern does not.
 *
 * @param array $rule A rule from lantern_replaced_handles().
 * @return bool
 */
function lantern_theme_keeps( array $rule ) {
	foreach ( (array) ( $rule['keep_if_theme_supports'] ?? array() ) as $feature ) {
		if ( current_theme_supports( $feature ) ) {
			return true;
		}
	}
	return false;
}
