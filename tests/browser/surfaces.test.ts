import { describe, expect, it } from 'vitest';
import { main } from '../../doctor/cli';
import { catalogue } from '../../fixtures/catalogue/index';
import type { LanternReport } from '../../src/runtime/report-types';
import { wcAjax } from './support/contracts';
import { openAs, lanternReport, withoutConfig } from './support/changed-page';
import { DEMO_PAGES } from './support/demo-pages';
import { registerBrowserHarness } from './support/harness';
import { waitForIsland, waitForLantern } from './support/lantern';
import { settled } from './support/settled';

const shop = registerBrowserHarness();
const simple = catalogue.find((candidate) => candidate.type === 'simple' && candidate.stock !== null && candidate.stock >= 3);
const variable = catalogue.find((candidate) => candidate.type === 'variable');
const FIELD = 'form.cart div.quantity';
const INPUT = `${FIELD} input.qty`;

function pathOf(permalink: string | undefined): string {
  if (!permalink) throw new Error('the catalogue lacks a product this test needs');
  return new URL(permalink, 'http://demo.invalid').pathname;
}

/** The theme's own −/+ buttons around the product's quantity field, as many themes print them. */
const withThemeButtons = (html: string) =>
  html.replace(
    /(<form class="cart"[\s\S]*?<div class="quantity">[\s\S]*?)(<input[^>]*\bqty\b[^>]*>)/,
    '$1<button type="button" class="minus" aria-label="Fewer">-</button>$2<button type="button" class="plus" aria-label="More">+</button>',
  );

/** The theme's script that steps them (jQuery, delegated from the body, bound when the DOM is ready). */
const THEME_STEPPER_SCRIPT = `<script id="theme-quantity-js">jQuery(function ($) {
  $(document.body).on('click', '.quantity .plus, .quantity .minus', function () {
    var $input = $(this).closest('.quantity').find('input.qty');
    var value = parseFloat($input.val()) || 0;
    $input.val($(this).hasClass('plus') ? value + 1 : Math.max(1, value - 1)).trigger('change');
  });
});</script>`;

describe("the theme's own quantity buttons", () => {
  it('step by one when the theme keeps jQuery and its own handler for them', async () => {
    const path = `${pathOf(simple?.permalink)}?jquery=1`;
    const { page } = await openAs(shop, path, (html) => withThemeButtons(withoutConfig(html)).replace('</body>', `${THEME_STEPPER_SCRIPT}</body>`));
    await waitForIsland(page, FIELD);
    await page.locator(INPUT).fill('2');
    await page.locator(`${FIELD} button.plus`).click();
    expect(await page.locator(INPUT).inputValue()).toBe('3');
    await page.locator(`${FIELD} button.minus`).click();
    expect(await page.locator(INPUT).inputValue()).toBe('2');
    // Lantern added no buttons of its own, and says who steps these.
    expect(await page.locator(`${FIELD} button`).count()).toBe(2);
    expect((await lanternReport(page)).doubleHandlers).toEqual([expect.objectContaining({ surface: 'quantity' })]);
  });

  it('are stepped by Lantern, by one, when no script of the theme handles them', async () => {
    const { page } = await openAs(shop, pathOf(simple?.permalink), (html) => withThemeButtons(withoutConfig(html)));
    await waitForIsland(page, FIELD);
    await page.locator(INPUT).fill('2');
    await page.locator(`${FIELD} button.plus`).click();
    expect(await page.locator(INPUT).inputValue()).toBe('3');
  });
});

describe('a theme that prints no quantity buttons', () => {
  it('gets none from Lantern unless its configuration asks', async () => {
    for (const path of [pathOf(simple?.permalink), pathOf(variable?.permalink)]) {
      const { page } = await openAs(shop, path, withoutConfig);
      await waitForIsland(page, FIELD);
      expect(await page.locator(`${FIELD} .minus, ${FIELD} .plus`).count(), path).toBe(0);
    }
  });
});

describe('a shop that never loads cart-fragments', () => {
  it('gets no fragments refresh on load, and the report says why', async () => {
    const shopPage = await openAs(shop, '/shop/', (html) => html.replace(/<script id="wc-cart-fragments-js-extra">[\s\S]*?<\/script>/, ''));
    const { page } = shopPage;
    // The report answers once the page chunk, which decides the surfaces, is here.
    const { left } = await lanternReport(page);
    await settled(shopPage);
    expect(shopPage.requests.matching(wcAjax('get_refreshed_fragments'))).toHaveLength(0);
    expect(left).toEqual([expect.objectContaining({ surface: 'cart-fragments', reason: 'never-loaded' })]);
  });
});

/** Every demo page, and the catalogue's first simple and variable products besides the samples. */
const REPORT_PAGES = [...new Set([...DEMO_PAGES, pathOf(simple?.permalink), pathOf(variable?.permalink)])];

describe('window.lantern.report() on every demo page', () => {
  it.each(REPORT_PAGES)('on %s: everything handed over, nothing left, missing or handled twice', async (path) => {
    const { page } = await shop.open(path);
    await waitForLantern(page);
    const found = await lanternReport(page);
    expect(found).toMatchObject({ left: [], unhandled: [], dequeue: [], dequeuePhp: '', needJQuery: [], unknownScripts: [], missingGlobals: [], doubleHandlers: [] });
    // Every island marked on the page is counted among the adopted.
    const marked = await page.evaluate(() => Array.from(new Set(Array.from(document.querySelectorAll<HTMLElement>('[data-island]'), (element) => element.dataset.island ?? ''))));
    expect(Object.keys(found.adopted)).toEqual(expect.arrayContaining(marked));
    expect(Object.values(found.adopted).every((count) => count > 0)).toBe(true);
  });
});

describe('lantern doctor on every demo page', () => {
  it.each(REPORT_PAGES)('on %s: nothing left, to dequeue, needing jQuery, unknown or missing', async (path) => {
    const printed: string[] = [];
    const status = await main(['doctor', new URL(path, shop.origin).href, '--json'], (text) => printed.push(text));
    // A failed run prints why instead of the report: the message names the cause.
    expect(status, printed.join('\n')).toBe(0);
    const doctor = JSON.parse(printed[0] ?? '{}') as LanternReport;
    expect(doctor).toMatchObject({ left: [], unhandled: [], dequeue: [], dequeuePhp: '', needJQuery: [], unknownScripts: [], missingGlobals: [], doubleHandlers: [] });
  });
});

describe('lantern doctor on a demo page', () => {
  it('reads the page from the shop and agrees with window.lantern.report() on what is adopted', async () => {
    const path = pathOf(simple?.permalink);
    const printed: string[] = [];
    const status = await main(['doctor', new URL(path, shop.origin).href, '--json'], (text) => printed.push(text));
    // A failed run prints why instead of the report: the message names the cause.
    expect(status, printed.join('\n')).toBe(0);
    const doctor = JSON.parse(printed[0] ?? '{}') as LanternReport;
    expect(doctor).toMatchObject({ left: [], dequeue: [], needJQuery: [], unknownScripts: [], missingGlobals: [], doubleHandlers: [] });
    const { page } = await shop.open(path);
    await waitForLantern(page);
    const live = await lanternReport(page);
    for (const island of ['quantity', 'single-add-to-cart', 'product-tabs', 'product-gallery', 'cart-fragments']) {
      expect(doctor.adopted[island], island).toBe(live.adopted[island]);
    }
  });
});
