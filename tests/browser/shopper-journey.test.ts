import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BILLING } from './support/checkout';
import { CART_FORM, COUPON_FIELD, ORDER_TOTAL, RECORD_OWN_EVENTS, UPDATE_BUTTON, waitForCartUpdates } from './support/cart-page';
import { DESKTOP, PHONE, registerBrowserHarness } from './support/harness';
import { waitForBehaviour, waitForIsland } from './support/lantern';
import { closeSideCart } from './support/side-cart';

const shop = registerBrowserHarness();

/** How the shopper works the page: a keyboard, a mouse, or a finger on a phone. */
type Gesture = 'keyboard' | 'mouse' | 'touch';

interface Journey {
  name: string;
  device: BrowserContextOptions;
  gesture: Gesture;
  /** Every page of the visit served as a shop with jQuery (and the demo gateway written against it) prints it. */
  jquery: boolean;
}

const JOURNEYS: readonly Journey[] = [
  { name: 'on a desktop by keyboard, with no jQuery on the page', device: { viewport: DESKTOP }, gesture: 'keyboard', jquery: false },
  { name: 'on a phone by touch, with no jQuery on the page', device: { viewport: PHONE, hasTouch: true, isMobile: true }, gesture: 'touch', jquery: false },
  { name: 'on a desktop by mouse, with jQuery and the demo gateway', device: { viewport: DESKTOP }, gesture: 'mouse', jquery: true },
  { name: 'on a phone by keyboard, with jQuery and the demo gateway', device: { viewport: PHONE, hasTouch: true, isMobile: true }, gesture: 'keyboard', jquery: true },
];

const LIGHT_BAR = '/product/32-inch-led-light-bar-180w/';
const swatch = (attribute: string, value: string) => `ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`;
const CHECKOUT_TOTAL = '.woocommerce-checkout-review-order-table .order-total td';

/** Serves every page of the visit with `?jquery=1`, as a shop whose theme or plugins enqueue jQuery does; the address bar keeps the shopper's URL. */
async function withJQueryOnEveryPage(context: BrowserContext, origin: string): Promise<void> {
  await context.route(
    (url) => url.origin === origin,
    (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document') return route.fallback();
      const url = new URL(request.url());
      url.searchParams.set('jquery', '1');
      return route.fallback({ url: url.href });
    },
  );
}

/** A shopper's hands: activate a link or button, choose a swatch, type into a field. */
function hands(page: Page, gesture: Gesture) {
  const activate = async (target: Locator): Promise<void> => {
    if (gesture === 'mouse') return target.click();
    if (gesture === 'touch') return target.tap();
    await target.focus();
    await page.keyboard.press('Enter');
  };
  return {
    activate,
    /** Follows a link or submits a form, and waits for the page it leads to. */
    async goVia(target: Locator, to: RegExp): Promise<void> {
      try {
        await Promise.all([page.waitForURL(to), activate(target)]);
      } catch (error) {
        // Say what the page told the shopper instead of going on.
        const said = await page.locator('.woocommerce-error, .woocommerce-message, .lantern-demo-card-error').allInnerTexts().catch(() => []);
        throw new Error(`still on ${page.url()}, the page saying: ${JSON.stringify(said)}`, { cause: error });
      }
    },
    async choose(target: Locator): Promise<void> {
      if (gesture !== 'keyboard') return activate(target);
      await target.focus();
      await page.keyboard.press('Space');
    },
    async type(field: Locator, text: string): Promise<void> {
      if (gesture !== 'keyboard') {
        if (gesture === 'touch') await field.tap();
        return field.fill(text);
      }
      await field.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    },
  };
}

describe('a shopper’s whole visit to the demo', () => {
  for (const journey of JOURNEYS) {
    it(`browses, picks a variation, reads the reviews, updates the cart, applies a coupon, changes country and places the order ${journey.name}`, async () => {
      const { context, newPage } = await shop.newContext(journey.device);
      if (journey.jquery) await withJQueryOnEveryPage(context, shop.origin);
      await context.addInitScript(RECORD_OWN_EVENTS);
      const { page, goto } = await newPage();
      const { activate, goVia, choose, type } = hands(page, journey.gesture);
      const hasJQuery = () => page.evaluate(() => 'jQuery' in window);

      // The shop, to the light bar.
      await goto('/shop/');
      expect(await hasJQuery()).toBe(journey.jquery);
      await goVia(page.locator(`ul.products a[href$="${LIGHT_BAR}"]`).first(), new RegExp(`${LIGHT_BAR}$`));

      // A variation from the swatches, then the reviews tab.
      await waitForIsland(page, '.variable-items-wrapper');
      await choose(page.locator(swatch('beam', 'flood')));
      // The voltage swatches are radio buttons: the keyboard reaches the button, a pointer its label.
      await choose(page.locator(`${swatch('voltage', '12v')} ${journey.gesture === 'keyboard' ? 'input' : 'label'}`));
      await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('12003');
      expect(await page.locator('.single_variation .price').innerText()).toContain('$279.00');
      await activate(page.locator('#tab-title-reviews a'));
      await expect.poll(() => page.locator('#tab-reviews').isVisible()).toBe(true);
      expect(await page.locator('#tab-reviews .commentlist > li').count()).toBeGreaterThan(0);

      // Added to the cart, and on to it from the notice.
      await goVia(page.locator('form.variations_form .single_add_to_cart_button'), new RegExp(`${LIGHT_BAR}$`));
      const notice = page.locator('.woocommerce-message');
      expect(await notice.innerText()).toContain('has been added to your cart');
      await closeSideCart(page);
      await goVia(notice.getByRole('link', { name: 'View cart' }), /\/cart\/$/);

      // Two of them, then the coupon, in place.
      await waitForBehaviour(page, 'cart-page');
      await type(page.locator(`${CART_FORM} input.qty`), '2');
      if (journey.gesture === 'keyboard') await page.keyboard.press('Enter');
      else await activate(page.locator(UPDATE_BUTTON));
      await waitForCartUpdates(page, 1);
      expect(await page.locator(`${CART_FORM} td.product-subtotal`).innerText()).toContain('$558.00');
      await type(page.locator(COUPON_FIELD), 'save10');
      if (journey.gesture === 'keyboard') await page.keyboard.press('Enter');
      else await activate(page.locator(`${CART_FORM} [name="apply_coupon"]`));
      await expect.poll(() => page.locator('div.cart_totals tr.cart-discount.coupon-save10').count()).toBe(1);
      const cartTotal = await page.locator(ORDER_TOTAL).last().innerText();
      await goVia(page.locator('a.checkout-button'), /\/checkout\/$/);

      // The checkout: billing details, New Zealand from the country box, and the order.
      await waitForIsland(page, 'form.checkout');
      for (const [id, text] of Object.entries({ ...BILLING, billing_city: 'Auckland', billing_postcode: '1010' })) await type(page.locator(`#${id}`), text);
      const countryBox = page.locator('#billing_country_field .select2-selection');
      if (journey.gesture === 'keyboard') {
        await countryBox.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe('select2-search__field');
        await page.keyboard.type('new');
        await page.keyboard.press('Enter');
      } else {
        await activate(countryBox);
        await activate(page.getByRole('option', { name: 'New Zealand' }));
      }
      expect(await page.locator('#billing_country').inputValue()).toBe('NZ');
      expect(await hasJQuery()).toBe(journey.jquery);
      await expect.poll(() => page.locator('.woocommerce-shipping-methods').innerText()).toContain('International');
      expect(await page.locator('.woocommerce-checkout-review-order-table tr.cart-discount.coupon-save10').count()).toBe(1);
      if (journey.jquery) {
        await choose(page.locator('#payment_method_lantern_demo'));
        await expect.poll(() => page.locator('#place_order').innerText()).toBe('Pay by card');
        await type(page.locator('#lantern_demo_holder'), 'Ann Lee');
      }
      await choose(page.locator('#terms'));
      expect(await page.locator('#terms').isChecked()).toBe(true);
      const checkoutTotal = await page.locator(CHECKOUT_TOTAL).innerText();
      expect(checkoutTotal).not.toBe(cartTotal);
      await goVia(page.locator('#place_order'), /\/checkout\/order-received\/\d+\/\?key=wc_order_/);

      const overview = await page.locator('.woocommerce-order-overview').innerText();
      expect(overview).toContain(`Total: ${checkoutTotal}`);
      if (journey.jquery) expect(overview).toContain('Payment method: Demo card');
      const details = await page.locator('.woocommerce-order-details').innerText();
      expect(details).toMatch(/32" LED Light Bar 180W - Flood, 12V\s+×\s2\s+\$558\.00/);
      expect(details).toMatch(/Discount:\s+-\$55\.80/);
      expect(await hasJQuery()).toBe(journey.jquery);
    });
  }
});
