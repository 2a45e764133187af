import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/catalogue/index';
import { openAs, lanternReport, withoutConfig } from './support/changed-page';
import { wcAjax } from './support/contracts';
import { registerBrowserHarness } from './support/harness';
import { waitForIsland } from './support/lantern';
import { settled } from './support/settled';
import { simpleButton } from './support/shop';

const shop = registerBrowserHarness();
const simple = catalogue.find((candidate) => candidate.type === 'simple' && candidate.stock !== null && candidate.stock >= 3);
const FIELD = 'form.cart div.quantity';
const INPUT = `${FIELD} input.qty`;
const isAdd = wcAjax('add_to_cart');

function productPath(): string {
  if (!simple?.permalink) throw new Error('the catalogue lacks a simple product in stock');
  return new URL(simple.permalink, 'http://demo.invalid').pathname;
}

/**
 * A theme's stepper script as Astra's works: at window load it adds −/+ links around each
 * quantity field and binds each with addEventListener, no jQuery. Printed under `id`.
 */
const nativeStepperScript = (id: string) => `<script id="${id}">window.addEventListener('load', function () {
  document.querySelectorAll('div.quantity').forEach(function (box) {
    var input = box.querySelector('input.qty');
    if (!input) return;
    box.insertAdjacentHTML('afterbegin', '<a href="#" role="button" class="minus">-</a>');
    box.insertAdjacentHTML('beforeend', '<a href="#" role="button" class="plus">+</a>');
    box.querySelectorAll('.plus, .minus').forEach(function (button) {
      button.addEventListener('click', function (event) {
        event.preventDefault();
        var value = parseFloat(input.value) || 0;
        input.value = String(button.classList.contains('plus') ? value + 1 : Math.max(1, value - 1));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
    });
  });
});</script>`;

/**
 * WooCommerce's add-to-cart behaviour as add-to-cart.js has it (a click handler delegated
 * from the body with `{ addToCartHandler }` as its data, bound when the DOM is ready,
 * posting the button's data to wc-ajax add_to_cart), printed inline as a script optimizer's
 * joined file carries it: no `id="wc-add-to-cart-js"`.
 */
const JOINED_ADD_TO_CART = `<script>jQuery(function ($) {
  $(document.body).on('click', '.add_to_cart_button:not(.wc-interactive)', { addToCartHandler: {} }, function (event) {
    var $button = $(this);
    if (!$button.is('.ajax_add_to_cart') || !$button.attr('data-product_id')) return true;
    event.preventDefault();
    var data = {};
    $.each($button.data(), function (key, value) { data[key] = value; });
    $button.removeClass('added').addClass('loading');
    $.post(wc_add_to_cart_params.wc_ajax_url.toString().replace('%%endpoint%%', 'add_to_cart'), data, function () {
      $button.removeClass('loading').addClass('added');
    });
  });
});</script>`;

describe("a theme's stepper script bound without jQuery", () => {
  it("is left the -/+ buttons when its known script tag is printed, and the report says so", async () => {
    const { page } = await openAs(shop, productPath(), (html) =>
      withoutConfig(html).replace('</body>', `${nativeStepperScript('astra-add-to-cart-quantity-btn-js')}</body>`),
    );
    const { left } = await lanternReport(page);
    expect(left).toEqual([expect.objectContaining({ surface: 'quantity', reason: 'script-kept' })]);
    await page.locator(INPUT).fill('2');
    await page.locator(`${FIELD} .plus`).click();
    expect(await page.locator(INPUT).inputValue()).toBe('3');
  });

  it('steps by one on a theme Lantern does not know, and the report names the double handler', async () => {
    const { page } = await openAs(shop, productPath(), (html) => withoutConfig(html).replace('</body>', `${nativeStepperScript('unknown-theme-steppers')}</body>`));
    await waitForIsland(page, FIELD);
    await page.locator(`${FIELD} .plus`).waitFor();
    await page.locator(INPUT).fill('2');
    await page.locator(`${FIELD} .plus`).click();
    expect(await page.locator(INPUT).inputValue()).toBe('3');
    await page.locator(`${FIELD} .minus`).click();
    expect(await page.locator(INPUT).inputValue()).toBe('2');
    expect((await lanternReport(page)).doubleHandlers).toEqual([expect.objectContaining({ surface: 'quantity' })]);
  });
});

/**
 * A theme's own AJAX add bound without jQuery: on DOM ready it binds each add button with
 * addEventListener, takes the click (its default prevented) and posts the add itself.
 */
const NATIVE_ADD_TO_CART = `<script>document.addEventListener('DOMContentLoaded', function () {
  document.querySelectorAll('.ajax_add_to_cart').forEach(function (button) {
    button.addEventListener('click', function (event) {
      event.preventDefault();
      button.classList.add('loading');
      var body = new URLSearchParams({ product_id: button.dataset.product_id, quantity: button.dataset.quantity || '1' });
      fetch(wc_add_to_cart_params.wc_ajax_url.toString().replace('%%endpoint%%', 'add_to_cart'), { method: 'POST', body: body }).then(function (reply) {
        return reply.json();
      }).then(function () {
        button.classList.remove('loading');
        button.classList.add('added');
      });
    });
  });
});</script>`;

describe('an add-to-cart handler of the shop kept beside Lantern', () => {
  it.each([
    ["WooCommerce's add-to-cart script printed without its id", '/shop/?jquery=1', JOINED_ADD_TO_CART, "jQuery click handler"],
    ["a theme's own add bound without jQuery", '/shop/', NATIVE_ADD_TO_CART, 'prevented its default'],
  ])('%s: one add per click, from its own handler, and the report names the double handler', async (_name, path, script, detail) => {
    const shopPage = await openAs(shop, path, (html) => html.replace('</body>', `${script}</body>`));
    const { page } = shopPage;
    const button = simpleButton(page);
    await button.click();
    await expect.poll(() => button.evaluate((element) => element.classList.contains('added'))).toBe(true);
    await settled(shopPage);
    expect(shopPage.requests.matching(isAdd).filter((request) => request.method === 'POST')).toHaveLength(1);
    expect((await lanternReport(page)).doubleHandlers).toEqual([expect.objectContaining({ surface: 'add-to-cart', detail: expect.stringContaining(detail) })]);
  });
});

/**
 * A WPC plugin's button handler as its frontend script binds it (delegated from the document
 * when the DOM is ready), kept in a joined file without its `id`: it marks the buttons it
 * handled, so the test can tell its click arrived.
 */
const joinedWpcScript = (button: string) => `<script>jQuery(function ($) {
  $(document).on('click touch', '${button}', function (event) {
    event.preventDefault();
    $(this).attr('data-handled-by', 'shop-script');
  });
});</script>`;

describe("WPC's compare and wishlist scripts printed without their ids", () => {
  it.each([
    ['compare', '.woosc-btn', 'woosc-added'],
    ['wishlist', '.woosw-btn', 'woosw-added'],
  ])('leave the %s button to the shop script: Lantern adds nothing and reports the double handler', async (surface, selector, added) => {
    const shopPage = await openAs(shop, '/shop/?jquery=1', (html) => html.replace('</body>', `${joinedWpcScript(selector)}</body>`));
    const { page } = shopPage;
    const button = page.locator(selector).first();
    await button.click();
    await expect.poll(() => button.getAttribute('data-handled-by')).toBe('shop-script');
    await settled(shopPage);
    expect(await button.evaluate((element, name) => element.classList.contains(name) || element.getAttribute('aria-busy') === 'true', added)).toBe(false);
    expect(shopPage.requests.entries.filter((request) => request.method === 'POST' && /action=woos[cw]_add\b/.test(request.body ?? '')).map((request) => request.body)).toEqual([]);
    expect((await lanternReport(page)).doubleHandlers).toEqual([expect.objectContaining({ surface })]);
  });
});
