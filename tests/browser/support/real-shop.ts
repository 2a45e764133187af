import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { newTestContext, workerChromium } from './chromium';

const PROJECT = fileURLToPath(new URL('../../..', import.meta.url));
const DIST = join(PROJECT, 'dist');
/** The stylesheet rules a shop prints for Lantern's product page, as the demo does. */
const PRODUCT_CSS = join(PROJECT, 'demo-html', 'assets', 'single-product.css');
/** Pictures the gallery test gives a product of the real shop (its catalogue has none). */
const GALLERY_PICTURES = join(PROJECT, 'demo-html', 'assets', 'gallery');
const GALLERY_FILES = ['spot-beam.png', 'flood-beam.png', 'combo-beam.png'] as const;
const COOKIE = 'lantern_test';

/** Where the real shop lives: `REALWC_ROOT` and `REALWC_URL`, else the setup script's defaults. */
const ROOT = process.env.REALWC_ROOT || join(process.env.TMPDIR || tmpdir(), 'lantern-realwc');
const ORIGIN = process.env.REALWC_URL || 'http://127.0.0.1:4850';

/** `realwc/setup.sh` in the shared folder beside the project (`../shared`) or one level up. */
export function setupScript(): string {
  const candidates = [process.env.REALWC_SETUP, resolve(PROJECT, '..', 'shared', 'realwc', 'setup.sh'), resolve(PROJECT, '..', '..', 'shared', 'realwc', 'setup.sh')];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path as string));
  if (!found) throw new Error('The real shop test needs ../shared/realwc/setup.sh (or REALWC_SETUP): it was not found beside the project.');
  return found;
}

function commandExists(name: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Test files run in two workers at once, and each may find the shop down: without a lock two
 * of them ran the setup together (the full setup wipes the site the other was building), or one
 * stopped the shop while the other still used it. One process at a time sets up or stops the
 * shop, each file holds a lease while it uses it, and the last lease out stops it.
 */
const LOCK = `${ROOT}.lock`;
const LEASES = `${ROOT}.leases`;
/** Present while the running shop was started by the tests (not by a developer). */
const STARTED_BY_TESTS = `${ROOT}.started-by-tests`;
/**
 * How long the setup script may take: on a fresh machine it installs PHP and MariaDB and builds
 * the site while the other worker's browser runs beside it (170 s was seen not to be enough).
 */
const SETUP_RUN_MS = 420_000;
/** Longer than another file's setup: a file waits for it rather than starting its own. */
const LOCK_WAIT_MS = SETUP_RUN_MS + 60_000;
/** How long a file's set-up may take: waiting for another file's set-up, then a start of its own. */
export const REAL_SHOP_SETUP_MS = LOCK_WAIT_MS + SETUP_RUN_MS + 30_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid written in a lock or lease file, or undefined when the file is gone or unreadable. */
function ownerOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock when it is free (or left by a dead process); false while another holds it. */
function tryLock(): boolean {
  try {
    mkdirSync(LOCK);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = ownerOf(join(LOCK, 'pid'));
    // A lock left by a process that died (a run cut off) is taken over.
    if (owner !== undefined && !alive(owner)) rmSync(LOCK, { recursive: true, force: true });
    return false;
  }
  writeFileSync(join(LOCK, 'pid'), String(process.pid));
  return true;
}

async function withShopLock<T>(work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (!tryLock()) {
    if (Date.now() > deadline) throw new Error(`The real shop's lock ${LOCK} was held for over ${LOCK_WAIT_MS / 1000} s (by pid ${ownerOf(join(LOCK, 'pid')) ?? 'unknown'}).`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Lease files whose process still runs; those of dead processes are removed. */
function liveLeases(): string[] {
  mkdirSync(LEASES, { recursive: true });
  return readdirSync(LEASES)
    .map((name) => join(LEASES, name))
    .filter((file) => {
      const owner = ownerOf(file);
      if (owner !== undefined && alive(owner)) return true;
      rmSync(file, { force: true });
      return false;
    });
}

function takeLease(): string {
  mkdirSync(LEASES, { recursive: true });
  const lease = join(LEASES, `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`);
  writeFileSync(lease, String(process.pid));
  return lease;
}

async function answers(url: string): Promise<boolean> {
  try {
    const reply = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    return reply.status < 500;
  } catch {
    return false;
  }
}

/** What a run changes on the real shop besides Lantern's handles. */
export interface RealShopOptions {
  /**
   * The slug of a product that shows three pictures (a main image and two in its gallery), for
   * this run's browser only. The pictures are added to the media library once and kept.
   */
  galleryFor?: string;
}

/** A real WooCommerce shop with this build of Lantern in place of the scripts it replaces. */
export interface RealShop {
  origin: string;
  /** Makes a browser context see Lantern (a cookie only this run's plugin answers to). */
  useLantern(context: BrowserContext): Promise<void>;
  /** Takes this run's files away, and stops the shop when the tests started it and no other file still uses it. */
  close(): Promise<void>;
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
${handles.includes('photoswipe') ? PHOTOSWIPE_4_AWAY : ''}${options.galleryFor ? galleryPictures(run, options.galleryFor) : ''}`;
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

/** PHP giving the product `slug` the test's pictures: the first as its image, the others as its gallery. */
function galleryPictures(run: string, slug: string): string {
  const files = GALLERY_FILES.map((file) => `'${file}'`).join(', ');
  return `function lantern_test_gallery_ids() {
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
}
add_filter( 'woocommerce_product_get_image_id', function ( $id, $product ) {
\treturn '${slug}' === $product->get_slug() ? lantern_test_gallery_ids()[0] : $id;
}, 10, 2 );
add_filter( 'woocommerce_product_get_gallery_image_ids', function ( $ids, $product ) {
\treturn '${slug}' === $product->get_slug() ? array_slice( lantern_test_gallery_ids(), 1 ) : $ids;
}, 10, 2 );
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
  const lease = await withShopLock(async () => {
    if (!(await answers(`${ORIGIN}/shop/`))) {
      // A machine without the shop (a fresh one) builds it: the setup script installs PHP and
      // MariaDB from Debian's packages and builds the site, in about half a minute.
      const built = ['php', 'mariadbd'].every((name) => commandExists(name)) && existsSync(join(ROOT, 'site', 'wp-config.php'));
      try {
        execFileSync(setupScript(), built ? ['start'] : [], { env: { ...process.env, ROOT }, stdio: 'ignore', timeout: SETUP_RUN_MS });
      } catch (error) {
        throw new Error(`The real shop at ${ORIGIN} could not be ${built ? 'started' : 'installed and built'} with ${setupScript()}${built ? ' start' : ''} (logs in ${ROOT}/logs)`, { cause: error });
      }
      if (!(await answers(`${ORIGIN}/shop/`))) throw new Error(`The real shop did not answer at ${ORIGIN} after \`setup.sh ${built ? 'start' : ''}\` (logs in ${ROOT}/logs).`);
      writeFileSync(STARTED_BY_TESTS, String(process.pid));
    }
    return takeLease();
  });
  const content = join(ROOT, 'site', 'wp-content');
  const run = `lantern-test-${process.pid}-${Date.now().toString(36)}`;
  const files = join(content, run);
  const plugin = join(content, 'mu-plugins', `${run}.php`);
  cpSync(DIST, files, { recursive: true });
  if (options.galleryFor) cpSync(GALLERY_PICTURES, join(files, 'gallery'), { recursive: true });
  mkdirSync(join(content, 'mu-plugins'), { recursive: true });
  writeFileSync(plugin, muPlugin(run, handles, readFileSync(PRODUCT_CSS, 'utf8'), options));
  const { hostname } = new URL(ORIGIN);
  return {
    origin: ORIGIN,
    useLantern: (context) => context.addCookies([{ name: COOKIE, value: run, domain: hostname, path: '/' }]),
    async close() {
      rmSync(plugin, { force: true });
      rmSync(files, { recursive: true, force: true });
      await withShopLock(async () => {
        rmSync(lease, { force: true });
        // The last test file out stops a shop that the tests started; one that was running
        // before them (a developer's) is left running.
        if (liveLeases().length === 0 && existsSync(STARTED_BY_TESTS)) {
          rmSync(STARTED_BY_TESTS, { force: true });
          execFileSync(setupScript(), ['stop'], { env: { ...process.env, ROOT }, stdio: 'ignore', timeout: 60_000 });
        }
      });
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
  afterAll(async () => {
    await shop?.close();
  });
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
