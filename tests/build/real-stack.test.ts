import { describe, expect, it } from 'vitest';
import { fetchesReact } from '../bench/budgets';
import { REAL_PAGES, REAL_SCRIPTS, realHandles } from '../bench/real-stack';
import { realFigure, type RealSizes } from '../bench/real-stack-sizes';

/** The kept table's sizes, as the bench uses them where the shop's archive is not at hand. */
const TABLE: RealSizes = {
  origin: 'table',
  note: 'test',
  gzip: new Map(Object.values(REAL_SCRIPTS).flatMap((script) => (script.file && script.gzip !== undefined ? [[script.file, script.gzip] as const] : []))),
  drift: [],
};

describe("the real stack's figure for a page", () => {
  it('prints each dependency once, before the scripts that need it, as WordPress does', () => {
    expect(realHandles(['wc-cart-fragments', 'woocommerce'])).toEqual(['jquery-core', 'jquery-migrate', 'jquery', 'js-cookie', 'wc-cart-fragments', 'jquery-blockui', 'woocommerce']);
  });

  it("counts every measured file of the page's handles and their dependencies once, and no file for WordPress's `jquery` alias", () => {
    const checkout = realFigure('checkout', TABLE);
    const files = realHandles(REAL_PAGES.checkout.replaced).flatMap((handle) => REAL_SCRIPTS[handle]?.file ?? []);
    expect(new Set(files).size).toBe(files.length);
    expect(checkout.files).toBe(files.length);
    expect(checkout.gzip).toBe(files.reduce((sum, file) => sum + (TABLE.gzip.get(file) ?? 0), 0));
    expect(files).toContain('wp-includes/js/jquery/jquery.min.js');
  });

  it('names the scripts the archive does not carry instead of counting them, and leaves out what the page keeps', () => {
    const variable = realFigure('variable-product', TABLE);
    expect(variable.notMeasured).toContain('woo-variation-swatches');
    expect(variable.notMeasured).not.toContain('jquery');
    expect(variable.kept).toContain('wc-single-product');
    // The swatches' WordPress dependencies and the variation form's are in the archive: counted.
    const onProduct = realHandles(REAL_PAGES.product.replaced);
    const extra = realHandles(REAL_PAGES['variable-product'].replaced).filter((handle) => !onProduct.includes(handle) && REAL_SCRIPTS[handle]?.file);
    expect(extra).toEqual(expect.arrayContaining(['underscore', 'wp-util', 'wc-add-to-cart-variation', 'wp-api-fetch', 'wp-polyfill']));
    expect(variable.files - realFigure('product', TABLE).files).toBe(extra.length);
  });

  it("weighs the checkout's classic scripts Lantern's checkout stands in for: checkout.js with jQuery, blockUI, selectWoo, country-select and address-i18n", () => {
    const handles = realHandles(REAL_PAGES.checkout.replaced);
    expect(handles).toEqual(expect.arrayContaining(['jquery-core', 'jquery-blockui', 'selectWoo', 'wc-country-select', 'wc-address-i18n', 'wc-checkout']));
    expect(handles.indexOf('wc-address-i18n')).toBeLessThan(handles.indexOf('wc-checkout'));
    expect(REAL_PAGES.checkout.kept).toEqual([]);
  });

  it('throws on a handle the table does not know, so a page list cannot count a typo as nothing', () => {
    expect(() => realHandles(['wc-cart-fragment'])).toThrow(/unknown handle wc-cart-fragment/);
  });
});

describe('the no-React check on a page', () => {
  it('finds the React chunk by its path, whatever query the page gave it', () => {
    expect(fetchesReact(['/lantern/lantern.js?ver=0.1.0', '/lantern/chunks/page-abc123.js'])).toBe(false);
    expect(fetchesReact(['/lantern/lantern.js', '/lantern/chunks/react-EaJjzK.js?ver=1'])).toBe(true);
  });
});
