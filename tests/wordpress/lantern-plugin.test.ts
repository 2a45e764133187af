import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { workerChromium } from '../browser/support/chromium';
import { waitForLantern } from '../browser/support/lantern';
import { PageProblems } from '../browser/support/page-problems';
import type { LanternReport } from '../../src/runtime/report-types';
import { wordpressShopWithLantern, type WordPressShop } from './support/wordpress-shop';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** The files of the scripts Lantern replaces, and of the dependencies that go with them. */
const FILE = {
  woocommerce: /\/frontend\/woocommerce\.min\.js/,
  addToCart: /\/frontend\/add-to-cart\.min\.js/,
  addToCartVariation: /\/frontend\/add-to-cart-variation\.min\.js/,
  cartFragments: /\/frontend\/cart-fragments\.min\.js/,
  sourcebuster: /\/sourcebuster\.min\.js/,
  orderAttribution: /\/frontend\/order-attribution\.min\.js/,
  blockUI: /\/jquery\.blockUI\.min\.js/,
  jsCookie: /\/js\.cookie\.min\.js/,
  jquery: /\/jquery\/jquery\.min\.js/,
  singleProduct: /\/frontend\/single-product\.min\.js/,
  flexslider: /\/flexslider\/jquery\.flexslider\.min\.js/,
  zoom: /\/zoom\/jquery\.zoom\.min\.js/,
  photoswipe: /\/photoswipe\/photoswipe(-ui-default)?\.min\.(js|css)|default-skin\.min\.css/,
  cart: /\/frontend\/cart\.min\.js/,
  checkout: /\/frontend\/checkout\.min\.js/,
  selectWoo: /\/selectWoo\/selectWoo\.full\.min\.js/,
} as const;

/** Replaced on every page of this shop, as nothing there depends on them. */
const EVERYWHERE = [FILE.addToCart, FILE.cartFragments, FILE.sourcebuster, FILE.orderAttribution];
const EVERY_PAGE_GLOBALS = ['wc_add_to_cart_params', 'woocommerce_params', 'wc_order_attribution'];

interface PageCase {
  name: string;
  path: string;
  /** The page needs something in the cart (the checkout sends an empty cart to the cart page). */
  withCart?: boolean;
  globals: string[];
  /** Replaced files (and their dependencies) that must not be printed or fetched. */
  gone: RegExp[];
  /** Files that stay: scripts Lantern does not replace yet, and what they use. */
  kept: RegExp[];
}

const PAGES: PageCase[] = [
  {
    name: 'the shop',
    path: '/shop/',
    globals: [...EVERY_PAGE_GLOBALS, 'wc_cart_fragments_params'],
    gone: [...EVERYWHERE, FILE.woocommerce, FILE.blockUI, FILE.jsCookie, FILE.jquery],
    kept: [],
  },
  ...['hoodie', 't-shirt'].map((slug) => ({
    name: `the ${slug} (a variable product)`,
    path: `/product/${slug}/`,
    globals: [...EVERY_PAGE_GLOBALS, 'wc_cart_fragments_params', 'wc_add_to_cart_variation_params', 'wc_single_product_params'],
    // Astra turns on the gallery's slider, zoom and full-screen viewer: Lantern replaces them
    // with single-product.js, and PhotoSwipe 4's stylesheets go too.
    gone: [...EVERYWHERE, FILE.addToCartVariation, FILE.woocommerce, FILE.blockUI, FILE.jsCookie, FILE.singleProduct, FILE.flexslider, FILE.zoom, FILE.photoswipe, FILE.jquery],
    kept: [],
  })),
  {
    name: 'the cart',
    path: '/cart/',
    withCart: true,
    globals: [...EVERY_PAGE_GLOBALS, 'wc_cart_params'],
    // Lantern draws the cart page and its calculator's country fields: cart.js and what it
    // called (woocommerce.js, blockUI) go.
    gone: [...EVERYWHERE, FILE.cart, FILE.woocommerce, FILE.blockUI, FILE.jsCookie, FILE.selectWoo],
    kept: [],
  },
  {
    name: 'the checkout',
    path: '/checkout/',
    withCart: true,
    globals: [...EVERY_PAGE_GLOBALS, 'wc_checkout_params', 'wc_country_select_params', 'wc_address_i18n_params'],
    // Lantern's checkout, country and state fields stand in for checkout.js, country-select,
    // address-i18n and selectWoo.
    gone: [...EVERYWHERE, FILE.checkout, FILE.woocommerce, FILE.blockUI, FILE.jsCookie, FILE.selectWoo],
    kept: [],
  },
  {
    name: 'my account',
    path: '/my-account/',
    globals: EVERY_PAGE_GLOBALS,
    gone: [...EVERYWHERE, FILE.woocommerce, FILE.blockUI, FILE.jsCookie],
    kept: [],
  },
];

describe('the Lantern plugin on a real WooCommerce shop', () => {
  let shop: WordPressShop;
  let context: BrowserContext | undefined;
  let problems: PageProblems | undefined;
  beforeAll(async () => {
    shop = await wordpressShopWithLantern();
  });
  afterAll(() => shop?.close());
  afterEach(async () => {
    const seen = problems?.list() ?? [];
    problems = undefined;
    await context?.close();
    context = undefined;
    expect(seen, `problems on the page (server logs in ${shop.root}/logs)`).toEqual([]);
  });

  /** A fresh shopper's page, watched for errors; `cookies` turn on a site filter for this browser. */
  async function shopperPage(cookies: string[] = []): Promise<{ page: Page; fetched: string[] }> {
    const browser = await workerChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const { hostname } = new URL(shop.origin);
    await context.addCookies(cookies.map((name) => ({ name, value: '1', domain: hostname, path: '/' })));
    const page = await context.newPage();
    problems = new PageProblems(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    return { page, fetched };
  }

  /** Puts a Beanie in the cart as a link without script does (`?add-to-cart=`). */
  async function beanieInCart(page: Page): Promise<void> {
    await page.goto(`${shop.origin}/shop/?add-to-cart=14`);
    expect(await page.locator('.woocommerce-message').textContent()).toContain('has been added to your cart');
  }

  const scriptSources = (page: Page) => page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src') ?? ''));

  for (const view of PAGES) {
    it(`prints Lantern once with its version on ${view.name}, with the globals and without the files it replaces`, async () => {
      const { page, fetched } = await shopperPage();
      if (view.withCart) await beanieInCart(page);
      fetched.length = 0;
      await page.goto(`${shop.origin}${view.path}`);
      await waitForLantern(page);
      expect(new URL(page.url()).pathname).toBe(view.path);

      const lantern = page.locator('script[src*="/wp-content/plugins/lantern/dist/lantern.js"]');
      expect(await lantern.count()).toBe(1);
      expect(await lantern.getAttribute('type')).toBe('module');
      expect(new URL((await lantern.getAttribute('src')) ?? '').search).toBe(`?ver=${version}`);
      expect(await page.evaluate(() => window.lantern?.version)).toBe(version);

      const globals = await page.evaluate((names) => names.filter((name) => typeof (window as unknown as Record<string, unknown>)[name] !== 'object'), view.globals);
      expect(globals, 'globals missing').toEqual([]);

      const sources = await scriptSources(page);
      expect(view.gone.filter((file) => sources.some((src) => file.test(src)) || fetched.some((url) => file.test(url))).map(String), 'replaced files printed').toEqual([]);
      expect(view.kept.filter((file) => !sources.some((src) => file.test(src))).map(String), 'files that must stay').toEqual([]);
    });
  }

  it('prints the surfaces the site hands over in lantern_config before Lantern, dropping what is neither take nor leave', async () => {
    const { page } = await shopperPage();
    await page.goto(`${shop.origin}/shop/`);
    await waitForLantern(page);
    expect(await page.evaluate(() => (window as unknown as { lantern_config?: unknown }).lantern_config)).toEqual({ surfaces: { wishlist: 'leave', compare: 'take' } });
    const order = await page.locator('#lantern-config, #lantern-js-module').evaluateAll((tags) => tags.map((tag) => tag.id));
    expect(order).toEqual(['lantern-config', 'lantern-js-module']);
  });

  it('adds from the shop in place, and the mini-cart shows the product', async () => {
    const { page } = await shopperPage();
    await page.goto(`${shop.origin}/shop/`);
    await waitForLantern(page);
    await expect.poll(() => page.locator('.ast-site-header-cart .count').first().textContent()).toMatch(/^\s*0\s*$/);
    const [added] = await Promise.all([
      page.waitForResponse((reply) => reply.url().includes('wc-ajax=add_to_cart')),
      page.locator('a.button.ajax_add_to_cart[data-product_id="14"]').click(),
    ]);
    expect(added.status()).toBe(200);
    await expect.poll(() => page.locator('a.added_to_cart').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/shop/');
    await expect.poll(() => page.locator('.ast-site-header-cart .count').first().textContent()).toMatch(/^\s*1\s*$/);
    await expect.poll(() => page.locator('.widget_shopping_cart_content').first().textContent()).toContain('Beanie');
  });

  it('chooses a variation of the hoodie and adds it to the cart', async () => {
    const { page } = await shopperPage();
    await page.goto(`${shop.origin}/product/hoodie/`);
    await waitForLantern(page);
    const button = page.locator('form.variations_form .single_add_to_cart_button');
    await expect.poll(() => button.getAttribute('class')).toContain('disabled');
    await page.selectOption('#pa_color', 'blue');
    await page.selectOption('#size', 'Medium');
    await expect.poll(() => page.locator('.woocommerce-variation-price').textContent()).toContain('38.00');
    await expect.poll(() => button.getAttribute('class')).not.toContain('disabled');
    expect(await page.inputValue('input.variation_id')).not.toBe('');
    await Promise.all([page.waitForURL(`${shop.origin}/product/hoodie/`, { waitUntil: 'load' }), button.click()]);
    await expect.poll(() => page.locator('.woocommerce-message').textContent()).toContain('“Hoodie” has been added to your cart');
    await expect.poll(() => page.locator('.widget_shopping_cart_content').first().textContent()).toContain('Blue, Medium');
  });

  it('shows the t-shirt’s default size chosen, ready to add', async () => {
    const { page } = await shopperPage();
    await page.goto(`${shop.origin}/product/t-shirt/`);
    await waitForLantern(page);
    expect(await page.inputValue('#size')).toBe('M');
    await expect.poll(() => page.inputValue('input.variation_id')).not.toBe('');
    await expect.poll(() => page.locator('form.variations_form .single_add_to_cart_button').getAttribute('class')).not.toContain('disabled');
  });

  it('prints WooCommerce’s variation script whole when the site leaves the variation form, and Lantern leaves it to that script', async () => {
    const { page, fetched } = await shopperPage(['lantern_test_leave']);
    await page.goto(`${shop.origin}/product/hoodie/`);
    await waitForLantern(page);
    const script = page.locator('script#wc-add-to-cart-variation-js');
    expect(await script.count(), 'wc-add-to-cart-variation printed').toBe(1);
    expect(await script.getAttribute('src')).toMatch(FILE.addToCartVariation);
    // With its dependencies, as without Lantern; the rest of the page is still handed over.
    const sources = await scriptSources(page);
    expect([FILE.jquery, FILE.blockUI].filter((file) => !sources.some((src) => file.test(src))).map(String), 'its dependencies').toEqual([]);
    expect([FILE.addToCart, FILE.cartFragments, FILE.singleProduct].filter((file) => fetched.some((url) => file.test(url))).map(String), 'other replaced files').toEqual([]);

    const report = await page.evaluate((): Promise<LanternReport> => {
      if (!window.lantern) throw new Error('no Lantern on the page');
      return window.lantern.report();
    });
    expect(report.left.filter((left) => left.surface === 'variation-form').map((left) => left.reason)).toEqual(['configured']);
    expect(report.dequeue).not.toContain('wc-add-to-cart-variation');

    // WooCommerce's own script drives the form: choosing a variation shows its price.
    await page.selectOption('#pa_color', 'blue');
    await page.selectOption('#size', 'Medium');
    await expect.poll(() => page.locator('.woocommerce-variation-price').textContent()).toContain('38.00');
    await expect.poll(() => page.inputValue('input.variation_id')).not.toBe('');
  });

  it('updates a quantity on the cart page', async () => {
    const { page } = await shopperPage();
    await beanieInCart(page);
    await page.goto(`${shop.origin}/cart/`);
    await waitForLantern(page);
    const total = page.locator('.order-total .amount');
    const before = await total.textContent();
    await page.locator('tr.cart_item', { hasText: 'Beanie' }).locator('input.qty').fill('3');
    await page.locator('button[name="update_cart"]').click();
    await expect.poll(() => page.locator('.woocommerce-message').textContent()).toContain('Cart updated.');
    expect(await page.locator('tr.cart_item', { hasText: 'Beanie' }).locator('input.qty').inputValue()).toBe('3');
    expect(await total.textContent()).not.toBe(before);
  });

  it('places an order at the checkout', async () => {
    const { page } = await shopperPage();
    await beanieInCart(page);
    await page.goto(`${shop.origin}/checkout/`);
    await waitForLantern(page);
    await page.locator('#payment_method_cod').waitFor();
    await page.fill('#billing_first_name', 'Test');
    await page.fill('#billing_last_name', 'Buyer');
    await page.fill('#billing_address_1', '1 Main St');
    await page.fill('#billing_city', 'Los Angeles');
    await page.fill('#billing_postcode', '90001');
    await page.fill('#billing_phone', '5551234');
    await page.fill('#billing_email', 'buyer@example.com');
    await page.locator('#payment_method_cod').check();
    await Promise.all([page.waitForURL(/\/checkout\/order-received\//), page.locator('#place_order').click()]);
    await expect.poll(() => page.locator('.woocommerce-notice--success').textContent()).toContain('Thank you. Your order has been received.');
  });

  it('prints woocommerce.js whole in the footer when a script enqueued there needs it, after taking it in the head', async () => {
    const { page } = await shopperPage(['lantern_test_late']);
    await page.goto(`${shop.origin}/shop/`);
    await waitForLantern(page);
    const sources = await scriptSources(page);
    expect(sources.filter((src) => FILE.woocommerce.test(src))).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { testLateFound?: string[] }).testLateFound)).toEqual(['function', 'function', 'function']);
    expect(await page.evaluate(() => typeof (window as unknown as { jQuery: { scroll_to_notices?: unknown } }).jQuery.scroll_to_notices)).toBe('function');
  });

  it('prints Lantern as a classic tag of type module where script modules are not available', async () => {
    const { page } = await shopperPage(['lantern_test_classic']);
    await page.goto(`${shop.origin}/shop/`);
    await waitForLantern(page);
    const tags = await page.locator('script[src*="/plugins/lantern/dist/lantern.js"]').evaluateAll((found) => found.map((tag) => `${tag.id} ${tag.getAttribute('type')} ${new URL(tag.getAttribute('src') ?? '').search}`));
    expect(tags).toEqual([`lantern-js-module module ?ver=${version}`]);
    expect(await page.locator('script[type="importmap"]').count()).toBe(0);
  });

  it('puts its address registry under WooCommerce’s wc-address-autocomplete handle, before the providers that depend on it', async () => {
    const { page, fetched } = await shopperPage(['lantern_test_address']);
    await page.goto(`${shop.origin}/my-account/`);
    await waitForLantern(page);
    const registry = page.locator('script#wc-address-autocomplete-js');
    expect(new URL((await registry.getAttribute('src')) ?? '').pathname).toBe('/wp-content/plugins/lantern/dist/wc-address-autocomplete.js');
    expect(new URL((await registry.getAttribute('src')) ?? '').search).toBe(`?ver=${version}`);
    expect(fetched.filter((url) => url.includes('/plugins/woocommerce/assets/js/frontend/address-autocomplete'))).toEqual([]);
    expect(
      await page.evaluate(() => {
        const page = window as unknown as Record<string, unknown>;
        return [typeof page.wc_address_autocomplete_common_params, (page.wc_address_autocomplete_params as { test?: string } | undefined)?.test, page.testProviderRegistered];
      }),
    ).toEqual(['object', 'kept', true]);
  });
});
