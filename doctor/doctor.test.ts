import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { testServer } from '../fixtures/msw/test-server';
import { main } from './cli';
import { doctorReport } from './doctor-report';
import { parseHtml, READ_ATTEMPTS, readPage, staticFacts, type ReadPage } from './read-page';

/** Pages of the real WooCommerce 8.8.3 shop with the Astra theme (../shared/realwc), saved as served. */
const fixture = (name: string) => join(import.meta.dirname, 'fixtures', name);
const savedHtml = (name: string) => readFileSync(fixture(name), 'utf8');

/** A saved page changed as the theme developer would change the shop (a handle taken away, ...). */
function pageFrom(html: string): ReadPage {
  const doc = parseHtml(html, 'http://127.0.0.1:4850/shop/');
  return { origin: 'test', document: doc, facts: staticFacts(doc), sources: new Map() };
}

/** The page without the tags WordPress prints for these handles: their script and its data. */
function without(html: string, handles: readonly string[], data = false): string {
  return handles.reduce(
    (page, handle) => page.replace(new RegExp(`<script[^>]*\\bid="${handle}-js${data ? '(?:-extra)?' : ''}"[^>]*>[\\s\\S]*?</script>`, 'g'), ''),
    html,
  );
}

let temp = '';
afterEach(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
  temp = '';
});

describe('lantern doctor on the real shop as WooCommerce prints it', () => {
  it("names WooCommerce's scripts to hand over, and leaves their surfaces until then", async () => {
    const report = doctorReport(await readPage(fixture('realwc-shop.html')));
    expect(report.dequeue).toEqual(['wc-add-to-cart', 'woocommerce', 'wc-order-attribution', 'wc-cart-fragments']);
    expect(report.left.map((left) => [left.surface, left.reason])).toEqual([
      ['add-to-cart', 'script-kept'],
      ['cart-fragments', 'script-kept'],
      ['woocommerce', 'script-kept'],
      ['order-attribution', 'script-kept'],
    ]);
    expect(report.dequeuePhp).toContain("array( 'wc-add-to-cart', 'woocommerce', 'wc-order-attribution', 'wc-cart-fragments' )");
    // The loop's buttons stay WooCommerce's while its script is printed.
    expect(report.adopted).toEqual({ ordering: 1, 'result-count': 1 });
  });

  it('tells which scripts of a product page still need jQuery, and which it cannot tell', async () => {
    const report = doctorReport(await readPage(fixture('realwc-product-hoodie.html')));
    // The gallery's libraries are Lantern's to replace now: to dequeue, not kept for jQuery.
    expect(report.needJQuery).toEqual(['jquery-blockui', 'wp-util']);
    expect(report.unknownScripts).toEqual(['comment-reply', 'astra-theme-js', 'astra-mobile-cart']);
    expect(report.dequeue).toEqual(expect.arrayContaining(['wc-add-to-cart-variation', 'wc-single-product', 'zoom', 'flexslider']));
    expect(report.adopted).toMatchObject({ quantity: 1 });
    expect(report.missingGlobals).toEqual([]);
  });

  it("leaves the quantity steppers to Astra's stepper script while it is printed, and says what handing them over takes", () => {
    const tag = '<script src="http://127.0.0.1:4850/wp-content/themes/astra/assets/js/minified/add-to-cart-quantity-btn.min.js?ver=4.6.5" id="astra-add-to-cart-quantity-btn-js"></script>';
    const report = doctorReport(pageFrom(savedHtml('realwc-product-hoodie.html').replace('</body>', `${tag}</body>`)));
    expect(report.left).toContainEqual(expect.objectContaining({ surface: 'quantity', reason: 'script-kept', why: expect.stringContaining("'quantity-buttons'") }));
    expect(report.adopted.quantity).toBeUndefined();
    expect(report.dequeue).toContain('astra-add-to-cart-quantity-btn');
  });

  it('adopts the loop once the scripts are handed over, keeping their globals', () => {
    const report = doctorReport(pageFrom(without(savedHtml('realwc-shop.html'), ['wc-add-to-cart', 'woocommerce', 'wc-order-attribution', 'wc-cart-fragments'])));
    expect(report.dequeue).toEqual([]);
    expect(report.left).toEqual([]);
    expect(report.adopted).toMatchObject({ 'add-to-cart': 8, ordering: 1, 'result-count': 1 });
    expect(report.missingGlobals).toEqual([]);
  });

  it('says which globals went missing when a handle was dequeued with its data', () => {
    const report = doctorReport(pageFrom(without(savedHtml('realwc-shop.html'), ['wc-add-to-cart'], true)));
    expect(report.missingGlobals).toEqual([{ surface: 'add-to-cart', global: 'wc_add_to_cart_params' }]);
  });

  it('leaves cart-fragments to a shop that never loads it', () => {
    const report = doctorReport(pageFrom(without(savedHtml('realwc-cart.html'), ['wc-cart-fragments'], true)));
    expect(report.left).toContainEqual(expect.objectContaining({ surface: 'cart-fragments', reason: 'never-loaded' }));
    expect(report.adopted).not.toHaveProperty('cart-fragments');
  });

  it("reads the theme developer's lantern_config.surfaces from the page", () => {
    const configured = savedHtml('realwc-shop.html').replace('</head>', '<script id="lantern-config">var lantern_config = {"surfaces":{"add-to-cart":"take"}};</script></head>');
    const report = doctorReport(pageFrom(configured));
    expect(report.doubleHandlers).toEqual([expect.objectContaining({ surface: 'add-to-cart', selector: 'script#wc-add-to-cart-js' })]);
    expect(report.adopted).toMatchObject({ 'add-to-cart': 8 });
  });

  it('reads the scripts a page saved "complete" keeps beside it', async () => {
    temp = mkdtempSync(join(tmpdir(), 'lantern-doctor-'));
    const html = savedHtml('realwc-product-hoodie.html').replace(/src="[^"]*astra\/assets\/js\/minified\/frontend\.min\.js[^"]*"/, 'src="page_files/frontend.min.js"');
    writeFileSync(join(temp, 'page.html'), html);
    mkdirSync(join(temp, 'page_files'));
    writeFileSync(join(temp, 'page_files', 'frontend.min.js'), 'jQuery(window).on("load", function () { jQuery(".preloader").fadeOut(); });');
    const report = doctorReport(await readPage(join(temp, 'page.html')));
    expect(report.needJQuery).toContain('astra-theme-js');
    expect(report.unknownScripts).not.toContain('astra-theme-js');
  });
});

/**
 * Pages written from the public templates of the plugins and themes (WPC Smart Compare and
 * Wishlist, CartFlows' Variation Swatches, Storefront, Elementor Pro), with their script tags
 * and localized data as WordPress prints them: see fixtures/README.md.
 */
describe('lantern doctor on pages of other plugins and themes', () => {
  const STOREFRONT = 'storefront-wpc-shop.html';
  const ELEMENTOR = 'elementor-pro-product.html';

  it("leaves compare, wishlist and Storefront's header cart and footer bar while their scripts are printed, and names them to hand over", async () => {
    const report = doctorReport(await readPage(fixture(STOREFRONT)));
    expect(report.left.map((left) => left.surface)).toEqual(
      expect.arrayContaining(['compare', 'wishlist', 'storefront-header-cart', 'storefront-handheld-footer-bar']),
    );
    expect(report.dequeue).toEqual(expect.arrayContaining(['woosc-frontend', 'woosw-frontend', 'storefront-header-cart', 'storefront-handheld-footer-bar']));
    // Storefront's own scripts still handle its header cart and footer bar: Lantern adopts neither.
    expect(report.adopted).not.toHaveProperty('header-cart');
    expect(report.adopted).not.toHaveProperty('handheld-bar');
    expect(report.adopted).not.toHaveProperty('compare');
    // The compare table's libraries need jQuery; Storefront's navigation does not.
    expect(report.needJQuery).toEqual(expect.arrayContaining(['jquery-ui-sortable', 'perfect-scrollbar']));
    expect(report.unknownScripts).toEqual([]);
    expect(report.missingGlobals).toEqual([]);
  });

  it("lists CartFlows' shop-page form as Lantern's, its script to hand over with the variation form's", async () => {
    const report = doctorReport(await readPage(fixture(STOREFRONT)));
    expect(report.unhandled).toEqual([]);
    expect(report.dequeue).toEqual(expect.arrayContaining(['cfvsw_swatches_product', 'wc-add-to-cart-variation']));
    const handedOver = doctorReport(pageFrom(without(savedHtml(STOREFRONT), ['cfvsw_swatches_product', 'wc-add-to-cart-variation'])));
    // The card's form, its colour swatches and its button.
    expect(handedOver.adopted).toMatchObject({ 'variation-form': 1, 'cfvsw-swatches': 1, 'cfvsw-loop': 1 });
    expect(handedOver.missingGlobals).toEqual([]);
  });

  it('adopts the buttons, lists and bars once their handles are handed over with their data kept', () => {
    const handedOver = without(savedHtml(STOREFRONT), ['woosc-frontend', 'woosw-frontend', 'storefront-header-cart', 'storefront-handheld-footer-bar']);
    const report = doctorReport(pageFrom(handedOver));
    expect(report.left.map((left) => left.surface)).not.toEqual(expect.arrayContaining(['compare']));
    // Compare: three loop buttons, its area and its menu item; wishlist: three buttons.
    expect(report.adopted).toMatchObject({ compare: 5, wishlist: 3, 'header-cart': 1, 'handheld-bar': 1 });
    expect(report.dequeue).not.toContain('woosc-frontend');
    expect(report.missingGlobals).toEqual([]);
  });

  it('names the WPC globals that went missing with their handles', () => {
    const report = doctorReport(pageFrom(without(savedHtml(STOREFRONT), ['woosc-frontend', 'woosw-frontend'], true)));
    expect(report.missingGlobals).toEqual([
      { surface: 'compare', global: 'woosc_vars' },
      { surface: 'wishlist', global: 'woosw_vars' },
    ]);
  });

  it("keeps Elementor Pro's widgets the shop's while its elements handlers are printed, even without its frontend.js", async () => {
    const report = doctorReport(await readPage(fixture(ELEMENTOR)));
    expect(report.dequeue).toEqual(expect.arrayContaining(['elementor-pro-frontend', 'pro-elements-handlers', 'cfvsw_swatches_product', 'wc-add-to-cart-variation']));
    expect(report.needJQuery).toEqual(expect.arrayContaining(['elementor-frontend', 'elementor-frontend-modules']));

    const frontendGone = doctorReport(pageFrom(without(savedHtml(ELEMENTOR), ['elementor-pro-frontend'])));
    expect(frontendGone.left).toContainEqual(expect.objectContaining({ surface: 'elementor-pro', reason: 'script-kept' }));
    expect(frontendGone.dequeue).toContain('pro-elements-handlers');
    expect(frontendGone.adopted).not.toHaveProperty('elementor-popup');

    const bothGone = doctorReport(pageFrom(without(savedHtml(ELEMENTOR), ['elementor-pro-frontend', 'pro-elements-handlers'])));
    // The sticky header, the popup, and the action link with the three template locations.
    expect(bothGone.adopted).toMatchObject({ 'elementor-popup': 1, 'elementor-sticky': 1, 'elementor-actions': 4 });
  });

  it("adopts CartFlows' product-page swatches once its script is handed over, and misses its settings if they went with it", () => {
    const handles = ['cfvsw_swatches_product', 'wc-add-to-cart-variation'];
    const report = doctorReport(pageFrom(without(savedHtml(ELEMENTOR), handles)));
    expect(report.adopted).toMatchObject({ 'cfvsw-swatches': 1, 'variation-form': 1 });
    expect(report.missingGlobals).toEqual([]);
    const dataGone = doctorReport(pageFrom(without(savedHtml(ELEMENTOR), handles, true)));
    expect(dataGone.missingGlobals).toEqual(expect.arrayContaining([{ surface: 'cfvsw', global: 'cfvsw_swatches_settings' }]));
  });
});

describe('the command', () => {
  it('prints every section and the PHP to paste', async () => {
    const printed: string[] = [];
    expect(await main(['doctor', fixture('realwc-shop.html')], (text) => printed.push(text))).toBe(0);
    const [text = ''] = printed;
    for (const heading of ['Islands Lantern adopts (2)', 'Known surfaces Lantern leaves to the shop', 'Scripts Lantern replaces: hand these handles over', 'Scripts that still need jQuery', 'Globals missing', 'Double handlers']) {
      expect(text).toContain(heading);
    }
    expect(text).toContain("add_action( 'wp_enqueue_scripts', function () {");
  });

  it('prints JSON with --json, usage without a page, and fails on a page it cannot read', async () => {
    const printed: string[] = [];
    expect(await main(['doctor', fixture('realwc-shop.html'), '--json'], (text) => printed.push(text))).toBe(0);
    expect(JSON.parse(printed[0] ?? '')).toHaveProperty('dequeue');
    expect(await main(['doctor'], (text) => printed.push(text))).toBe(2);
    expect(printed.at(-1)).toContain('Usage: lantern doctor');
    expect(await main(['doctor', fixture('no-such-page.html')], (text) => printed.push(text))).toBe(1);
  });
});

describe('lantern doctor on a shop over the network', () => {
  const PAGE = 'http://shop.test/shop/';
  const THEME = 'http://shop.test/wp-content/themes/beacon/cart.js';
  const html = '<!doctype html><html><body><script src="/wp-content/themes/beacon/cart.js" id="beacon-cart-js"></script></body></html>';

  /** Answers `reply` after the connection has dropped `drops` times. */
  function dropping(drops: number, reply: () => Response): { asked: () => number; handler: () => Response } {
    let asked = 0;
    return { asked: () => asked, handler: () => (++asked <= drops ? HttpResponse.error() : reply()) };
  }

  it('asks again when a connection drops, and reads the page and its scripts as if it had not', async () => {
    const page = dropping(1, () => new HttpResponse(html, { headers: { 'Content-Type': 'text/html' } }));
    const script = dropping(READ_ATTEMPTS - 1, () => new HttpResponse('jQuery(document.body).on("click", function () {});'));
    testServer.use(http.get(PAGE, page.handler), http.get(THEME, script.handler));
    const report = doctorReport(await readPage(PAGE));
    expect([page.asked(), script.asked()]).toEqual([2, READ_ATTEMPTS]);
    // Read, so known to need jQuery; never "unknown" because one connection dropped.
    expect(report.needJQuery).toEqual(['beacon-cart']);
    expect(report.unknownScripts).toEqual([]);
  });

  it('gives up on a page whose every connection drops, saying so, and takes an answer as final', async () => {
    const page = dropping(READ_ATTEMPTS, () => new HttpResponse(html));
    testServer.use(http.get(PAGE, page.handler));
    const printed: string[] = [];
    expect(await main(['doctor', PAGE], (text) => printed.push(text))).toBe(1);
    expect(page.asked()).toBe(READ_ATTEMPTS);
    expect(printed.join('\n')).toMatch(/^lantern doctor: http:\/\/shop\.test\/shop\/: Failed to fetch/);

    let missing = 0;
    testServer.use(http.get(PAGE, () => (missing++, new HttpResponse('gone', { status: 404 }))));
    expect(await main(['doctor', PAGE], (text) => printed.push(text))).toBe(1);
    expect(missing).toBe(1);
  });
});
