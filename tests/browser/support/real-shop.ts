import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { newTestContext, workerChromium } from './chromium';
import { leaseShop, REAL_SHOP_SETUP_MS, releaseShop, SHOP_ORIGIN, SHOP_ROOT } from './real-shop-server';

const PROJECT = fileURLToPath(new URL('../../..', import.meta.url));
const DIST = join(PROJECT, 'dist');
/** The stylesheet rules a shop prints for Lantern's product page, as the demo does. */
const PRODUCT_CSS = join(PROJECT, 'demo-html', 'assets', 'single-product.css');
/** Pictures the gallery test gives a product of the real shop (its catalogue has none). */
const GALLERY_PICTURES = join(PROJECT, 'demo-html', 'assets', 'gallery');
const GALLERY_FILES = ['spot-beam.png', 'flood-beam.png', 'combo-beam.png'] as const;
const COOKIE = 'lantern_test';

/** What a run changes on the real shop besides Lantern's handles. */
export interface RealShopOptions {
  /**
   * The slug of a product that shows three pictures (a main image and two in its gallery), for
   * this run's browser only. The pictures are added to the media library once and kept.
   */
  galleryFor?: string;
  /**
   * With `galleryFor`: that product's variations with this `pa_color` (e.g. `blue`) show a
   * picture of their own, one the gallery does not have, so choosing one swaps it into the first
   * slide. Added once, like the gallery's, and printed without alt text, as an upload has none.
   */
  variationPictureFor?: string;
}

/** A real WooCommerce shop with this build of Lantern in place of the scripts it replaces. */
export interface RealShop {
  origin: string;
  /** Makes a browser context see Lantern (a cookie only this run's plugin answers to). */
  useLantern(context: BrowserContext): Promise<void>;
  /** Takes this run's files away and gives the shop back (the run's end stops it when the tests started it). */
  close(): void;
}

/**
 * The must-use plugin of one run: for a browser carrying its cookie only (the shop is shared
 * with other work), it prints the product page's stylesheet rules, enqueues this build as a
 * script module and empties the handles Lantern replaces, keeping their localized globals
 * (WordPress prints a handle's data even when it has no file).
 */
function muPlugin(run: string, handles: readonly string[], css: string, options: RealShopOptions): string {
  const list = handles.map((handle) => `'${handle}'`).join(', ');
  return `<?php
// Lantern browser test ${run}: only for a browser carrying the cookie ${COOKIE}=${run}.
if ( ( $_COOKIE['${COOKIE}'] ?? '' ) !== '${run}' ) {
\treturn;
}
add_action( 'wp_enqueue_scripts', function () {
\twp_enqueue_script_module( 'lantern', content_url( '${run}/lantern.js' ), array(), '0.1.0' );
\t$scripts = wp_scripts();
\tforeach ( array( ${list} ) as $handle ) {
\t\tif ( isset( $scripts->registered[ $handle ] ) ) {
\t\t\t$scripts->registered[ $handle ]->src = false;
\t\t}
\t}
}, 100 );
add_action( 'wp_head', function () {
\techo '<style id="lantern-test-css">' . ${JSON.stringify(css.replace(/\/\*[\s\S]*?\*\//g, '').trim())} . '</style>';
} );
${handles.includes('photoswipe') ? PHOTOSWIPE_4_AWAY : ''}${options.galleryFor ? galleryPictures(run, options.galleryFor) : ''}${
    options.galleryFor && options.variationPictureFor ? variationPicture(run, options.variationPictureFor) : ''
  }`;
}

/**
 * Without PhotoSwipe 4's script, its stylesheets and the dialog markup it fills are left over:
 * they go too (docs/compat.md), as Lantern's viewer brings its own.
 */
const PHOTOSWIPE_4_AWAY = `add_action( 'wp_enqueue_scripts', function () {
\twp_dequeue_style( 'photoswipe' );
\twp_dequeue_style( 'photoswipe-default-skin' );
\t// WooCommerce adds the markup's footer action as it enqueues its scripts.
\tremove_action( 'wp_footer', 'woocommerce_photoswipe' );
}, 100 );
`;

/**
 * PHP giving the product `slug` the test's pictures: the first as its image, the others as its
 * gallery. A closure, not a named function: PHP declares a file's top-level functions before the
 * cookie check returns, so two runs' plugins on the shop at once (two suites) would each declare
 * it, and the second is a fatal error on every page, for every visitor.
 */
function galleryPictures(run: string, slug: string): string {
  const files = GALLERY_FILES.map((file) => `'${file}'`).join(', ');
  return `$lantern_test_gallery_ids = static function () {
\t$ids = get_option( 'lantern_test_gallery_ids' );
\tif ( is_array( $ids ) && count( $ids ) === ${GALLERY_FILES.length} && count( array_filter( array_map( 'wp_get_attachment_url', $ids ) ) ) === count( $ids ) ) {
\t\treturn $ids;
\t}
\trequire_once ABSPATH . 'wp-admin/includes/image.php';
\t$ids = array();
\tforeach ( array( ${files} ) as $file ) {
\t\t$upload = wp_upload_bits( $file, null, file_get_contents( WP_CONTENT_DIR . '/${run}/gallery/' . $file ) );
\t\t$id = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => pathinfo( $file, PATHINFO_FILENAME ), 'post_status' => 'inherit' ), $upload['file'] );
\t\twp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
\t\t$ids[] = $id;
\t}
\tupdate_option( 'lantern_test_gallery_ids', $ids );
\treturn $ids;
};
add_filter( 'woocommerce_product_get_image_id', function ( $id, $product ) use ( $lantern_test_gallery_ids ) {
\treturn '${slug}' === $product->get_slug() ? $lantern_test_gallery_ids()[0] : $id;
}, 10, 2 );
add_filter( 'woocommerce_product_get_gallery_image_ids', function ( $ids, $product ) use ( $lantern_test_gallery_ids ) {
\treturn '${slug}' === $product->get_slug() ? array_slice( $lantern_test_gallery_ids(), 1 ) : $ids;
}, 10, 2 );
unset( $lantern_test_gallery_ids );
`;
}

/** The file {@link variationPicture} uploads: one of the gallery's pictures under a name of its own. */
const VARIATION_PICTURE = 'variation-beam.png';

/**
 * PHP giving the variations whose `pa_color` is `colour` a picture of their own (uploaded once,
 * its id kept in an option), as a shop does in a variation's "Image" field. A closure, for the
 * reason {@link galleryPictures} gives.
 */
function variationPicture(run: string, colour: string): string {
  return `$lantern_test_variation_picture = static function () {
\t$id = (int) get_option( 'lantern_test_variation_picture_id' );
\tif ( $id && wp_get_attachment_url( $id ) ) {
\t\treturn $id;
\t}
\trequire_once ABSPATH . 'wp-admin/includes/image.php';
\t$upload = wp_upload_bits( '${VARIATION_PICTURE}', null, file_get_contents( WP_CONTENT_DIR . '/${run}/gallery/${VARIATION_PICTURE}' ) );
\t$id = wp_insert_attachment( array( 'post_mime_type' => 'image/png', 'post_title' => 'variation-beam', 'post_status' => 'inherit' ), $upload['file'] );
\twp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
\tupdate_option( 'lantern_test_variation_picture_id', $id );
\treturn $id;
};
add_filter( 'woocommerce_product_variation_get_image_id', function ( $id, $variation ) use ( $lantern_test_variation_picture ) {
\treturn '${colour}' === ( $variation->get_attributes()['pa_color'] ?? '' ) ? $lantern_test_variation_picture() : $id;
}, 10, 2 );
unset( $lantern_test_variation_picture );
`;
}

/**
 * Puts this build on the real shop of `../shared/realwc` (WordPress 6.5.3 + WooCommerce 8.8.3)
 * in place of `handles`, starting the shop when it is not running, and installing and building
 * it first on a machine that has none: when that fails, so does the test; it never skips.
 *
 * @example
 * const shop = await realShopWithLantern(['wc-single-product']);
 * const withPictures = await realShopWithLantern(['wc-single-product', 'flexslider'], { galleryFor: 'hoodie' });
 * await shop.useLantern(context);
 */
export async function realShopWithLantern(handles: readonly string[], options: RealShopOptions = {}): Promise<RealShop> {
  if (!existsSync(join(DIST, 'lantern.js'))) throw new Error('dist/lantern.js is missing: run `npm run build` first.');
  const lease = await leaseShop();
  const content = join(SHOP_ROOT, 'site', 'wp-content');
  const run = `lantern-test-${process.pid}-${Date.now().toString(36)}`;
  const files = join(content, run);
  const plugin = join(content, 'mu-plugins', `${run}.php`);
  cpSync(DIST, files, { recursive: true });
  if (options.galleryFor) cpSync(GALLERY_PICTURES, join(files, 'gallery'), { recursive: true });
  if (options.galleryFor && options.variationPictureFor) cpSync(join(GALLERY_PICTURES, GALLERY_FILES[0]), join(files, 'gallery', VARIATION_PICTURE));
  mkdirSync(join(content, 'mu-plugins'), { recursive: true });
  writeFileSync(plugin, muPlugin(run, handles, readFileSync(PRODUCT_CSS, 'utf8'), options));
  const { hostname } = new URL(SHOP_ORIGIN);
  return {
    origin: SHOP_ORIGIN,
    useLantern: (context) => context.addCookies([{ name: COOKIE, value: run, domain: hostname, path: '/' }]),
    close() {
      rmSync(plugin, { force: true });
      rmSync(files, { recursive: true, force: true });
      releaseShop(lease);
    },
  };
}

/** What {@link registerRealShop} gives a test file. */
export interface RealShopHarness {
  /** The shop's origin, once the file's `beforeAll` has run. */
  origin(): string;
  /** A fresh context that sees Lantern, and a page in it (closed after the test). */
  newLanternPage(): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * Registers a test file's hooks for the real shop with Lantern in place of `handles`: the shop
 * set up once for the file, a context per test, closed after it.
 *
 * @example
 * const realShop = registerRealShop(['wc-single-product']);
 * const { page } = await realShop.newLanternPage();
 */
export function registerRealShop(handles: readonly string[], options: RealShopOptions = {}): RealShopHarness {
  let shop: RealShop | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    shop = await realShopWithLantern(handles, options);
  }, REAL_SHOP_SETUP_MS);
  afterAll(() => shop?.close());
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  const started = (): RealShop => {
    if (!shop) throw new Error('The real shop is not set up yet: call this inside a test.');
    return shop;
  };
  return {
    origin: () => started().origin,
    async newLanternPage() {
      const browser = await workerChromium();
      context = await newTestContext(browser, { viewport: { width: 1280, height: 800 } });
      await started().useLantern(context);
      return { context, page: await context.newPage() };
    },
  };
}
