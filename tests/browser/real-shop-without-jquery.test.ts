import { describe, expect, it } from 'vitest';
import { formFields } from './support/contracts';
import { waitForBehaviour, waitForIsland, waitForLantern } from './support/lantern';
import { PageProblems } from './support/page-problems';
import { registerRealShop } from './support/real-shop';

/**
 * Every script of the real shop's pages that Lantern stands in for, jQuery and its plugins
 * among them: what is left on the page is WordPress's and the theme's own, which need no jQuery.
 */
const HANDLES = [
  'jquery-core', 'jquery-migrate', 'jquery-blockui', 'js-cookie', 'underscore', 'wp-util', 'selectWoo',
  'woocommerce', 'wc-add-to-cart', 'wc-cart-fragments', 'wc-add-to-cart-variation', 'wc-single-product',
  'flexslider', 'zoom', 'photoswipe', 'photoswipe-ui-default', 'wc-cart', 'wc-checkout',
  'wc-country-select', 'wc-address-i18n', 'sourcebuster-js', 'wc-order-attribution',
];
/** The real shop's Beanie ($18). */
const BEANIE = 14;

describe('a whole visit to a real WooCommerce shop with no jQuery on the page', () => {
  const shop = registerRealShop(HANDLES);

  it('adds from the shop, updates the cart and places an order, with the header count following and the visit attributed', async () => {
    const { page } = await shop.newLanternPage();
    const problems = new PageProblems(page);
    const sent: { endpoint: string; body: string }[] = [];
    page.on('request', (request) => {
      const endpoint = new URL(request.url()).searchParams.get('wc-ajax');
      if (endpoint) sent.push({ endpoint, body: request.postData() ?? '' });
    });
    const headerCount = () => page.locator('#ast-site-header-cart .count').first().textContent().then((text) => text?.trim());

    await page.goto(`${shop.origin()}/shop/`);
    await waitForLantern(page);
    expect(await page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('undefined');
    const scripts = await page.locator('script[src]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src') ?? ''));
    expect(scripts.filter((src) => /jquery|woocommerce\/assets\/js/.test(src))).toEqual([]);
    const add = page.locator(`a.add_to_cart_button[data-product_id="${BEANIE}"]:not(.ast-on-card-button)`);
    await add.click();
    // Astra hides the link WooCommerce inserts (its cart drawer shows the product instead).
    await add.locator('xpath=following-sibling::a[contains(@class, "added_to_cart")]').waitFor({ state: 'attached' });
    await expect.poll(headerCount).toBe('1');

    await page.goto(`${shop.origin()}/cart/`);
    await waitForBehaviour(page, 'cart-page');
    await page.locator('.woocommerce-cart-form input.qty').first().fill('2');
    await page.locator('button[name="update_cart"]').click();
    await expect.poll(() => page.locator('.woocommerce-notices-wrapper').first().innerText()).toBe('Cart updated.');
    await expect.poll(headerCount).toBe('2');

    await page.goto(`${shop.origin()}/checkout/`);
    await waitForIsland(page, 'form.checkout');
    const fields = { billing_first_name: 'Ann', billing_last_name: 'Lee', billing_address_1: '1 Market Street', billing_city: 'San Francisco', billing_postcode: '94103', billing_phone: '415 555 0100', billing_email: 'ann@example.com' };
    for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value);
    await Promise.all([page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_/, { timeout: 20_000 }), page.locator('#place_order').click()]);
    expect(await page.locator('.woocommerce-order').innerText()).toMatch(/Thank you\. Your order has been received\./);

    const order = formFields(sent.filter((entry) => entry.endpoint === 'checkout').at(-1)?.body ?? '');
    expect(order).toMatchObject({ ...fields, billing_country: 'US', billing_state: 'CA', payment_method: 'bacs' });
    // The visit's source, as sourcebuster and WooCommerce's attribution script would have sent it.
    expect(order).toMatchObject({ wc_order_attribution_source_type: 'typein', wc_order_attribution_utm_source: '(direct)', wc_order_attribution_session_entry: `${shop.origin()}/shop/` });
    expect(problems.list()).toEqual([]);
  });
});
