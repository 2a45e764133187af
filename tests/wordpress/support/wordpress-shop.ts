import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLUGIN } from '../../../wordpress/build';
import { setupScript } from '../../browser/support/real-shop-server';

/** A real WordPress 6.5.3 + WooCommerce 8.8.3 shop of this run's own, with the Lantern plugin active. */
export interface WordPressShop {
  origin: string;
  /** Where the shop lives (its `logs/` name what went wrong on the server). */
  root: string;
  /** Stops the shop's servers and deletes it. */
  close(): void;
}

/** A port nothing listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function run(args: string[], env: NodeJS.ProcessEnv, timeout: number): void {
  try {
    execFileSync(setupScript(), args, { env: { ...process.env, ...env }, stdio: 'pipe', timeout });
  } catch (error) {
    const output = (error as { stdout?: Buffer; stderr?: Buffer });
    throw new Error(`${setupScript()} ${args.join(' ')} failed (logs in ${env.ROOT}/logs):\n${output.stdout?.toString() ?? ''}${output.stderr?.toString() ?? ''}`, { cause: error });
  }
}

/**
 * Filters a site sets, as a must-use plugin: the surfaces handed over, and switches a test
 * turns on for its browser only, by cookie: the classic-script fallback of WordPress before
 * 6.5, the variation form left to WooCommerce's own script, a script enqueued in the footer
 * that depends on `woocommerce`, and WooCommerce 10's
 * address autocomplete handles (with a provider plugin that registers at once), which
 * WooCommerce 8.8 does not have.
 */
const SITE_FILTERS = `<?php
add_filter( 'lantern_surfaces', function ( $surfaces ) {
\t$surfaces['wishlist'] = 'leave';
\t$surfaces['compare']  = 'take';
\t$surfaces['cart']     = 'maybe'; // Neither take nor leave: dropped.
\treturn $surfaces;
} );
if ( isset( $_COOKIE['lantern_test_leave'] ) ) {
	add_filter( 'lantern_surfaces', function ( $surfaces ) {
		$surfaces['variation-form'] = 'leave';
		return $surfaces;
	} );
}
if ( isset( $_COOKIE['lantern_test_classic'] ) ) {
\tadd_filter( 'lantern_use_script_modules', '__return_false' );
}
if ( isset( $_COOKIE['lantern_test_late'] ) ) {
	// A script enqueued while the page is rendered (as widgets do) that uses woocommerce.js.
	add_action( 'wp_footer', function () {
		wp_register_script( 'test-late-notices', false, array( 'woocommerce' ), '1.0.0', true );
		// Its dependencies may be deferred (WordPress keeps woocommerce.js's defer): it looks once the page is parsed.
		wp_add_inline_script( 'test-late-notices', 'document.addEventListener( "DOMContentLoaded", function () { window.testLateFound = [ typeof jQuery, typeof jQuery.blockUI, typeof Cookies.get ]; } );' );
		wp_enqueue_script( 'test-late-notices' );
	}, 5 );
}
if ( isset( $_COOKIE['lantern_test_address'] ) ) {
\tadd_action( 'wp_enqueue_scripts', function () {
\t\t$woo = plugins_url( 'woocommerce/assets/js/frontend/' );
\t\twp_register_script( 'wc-address-autocomplete-common', $woo . 'address-autocomplete-common.min.js', array(), '10.0.0', true );
\t\twp_localize_script( 'wc-address-autocomplete-common', 'wc_address_autocomplete_common_params', array(
\t\t\t'address_providers' => wp_json_encode( array( array( 'id' => 'test-provider', 'name' => 'Test provider', 'branding_html' => '' ) ) ),
\t\t) );
\t\twp_register_script( 'wc-address-autocomplete', $woo . 'address-autocomplete.min.js', array( 'wc-address-autocomplete-common' ), '10.0.0', true );
\t\twp_localize_script( 'wc-address-autocomplete', 'wc_address_autocomplete_params', array( 'test' => 'kept' ) );
\t\twp_enqueue_script( 'wc-address-autocomplete' );
\t\twp_register_script( 'test-address-provider', false, array( 'wc-address-autocomplete' ), '1.0.0', true );
\t\twp_add_inline_script( 'test-address-provider', 'window.testProviderRegistered = window.wc.addressAutocomplete.registerAddressAutocompleteProvider( { id: "test-provider", canSearch: function () { return true; }, search: function () { return Promise.resolve( [] ); }, select: function () { return Promise.resolve( {} ); } } );' );
\t\twp_enqueue_script( 'test-address-provider' );
\t}, 20 );
}
`;

/**
 * Builds a fresh real shop of this run's own with `../shared/realwc/setup.sh` (in a new
 * folder, on free ports: never the shared shop), installs `wordpress/lantern/` as
 * `wp-content/plugins/lantern/` and activates it as an administrator does, through the
 * REST API. The plugin must carry its build: `npm run build:wordpress`.
 *
 * @example
 * const shop = await wordpressShopWithLantern();
 * await page.goto(`${shop.origin}/shop/`);
 * shop.close();
 */
export async function wordpressShopWithLantern(): Promise<WordPressShop> {
  if (!existsSync(join(PLUGIN, 'dist', 'lantern.js'))) throw new Error('wordpress/lantern/dist/lantern.js is missing: run `npm run build:wordpress` first.');
  const root = mkdtempSync(join(process.env.TMPDIR || tmpdir(), 'lantern-wordpress-'));
  const env = { ROOT: root, PORT: String(await freePort()), DBPORT: String(await freePort()) };
  const origin = `http://127.0.0.1:${env.PORT}`;
  const close = () => {
    try {
      run(['stop'], env, 60_000);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  try {
    run([], env, 240_000);
    const content = join(root, 'site', 'wp-content');
    cpSync(PLUGIN, join(content, 'plugins', 'lantern'), { recursive: true });
    mkdirSync(join(content, 'mu-plugins'), { recursive: true });
    writeFileSync(join(content, 'mu-plugins', 'lantern-site-filters.php'), SITE_FILTERS);
    const login = readFileSync(join(root, 'app-password.txt'), 'utf8').trim();
    const reply = await fetch(`${origin}/wp-json/wp/v2/plugins/lantern/lantern`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(login).toString('base64')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'active' }),
    });
    const plugin = (await reply.json()) as { status?: string };
    if (plugin.status !== 'active') throw new Error(`Activating the plugin answered ${reply.status}: ${JSON.stringify(plugin)}`);
  } catch (error) {
    close();
    throw error;
  }
  return { origin, root, close };
}
