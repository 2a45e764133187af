import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { PHONE, registerBrowserHarness } from './support/harness';
import { waitForBehaviour, waitForIsland, waitForLantern } from './support/lantern';
import { HEADER_CART_LINK } from './support/shop';
import { fillCart } from './support/cart-api';
import { TWENTY_DOLLAR_PRODUCT } from './support/checkout';
import { closeSideCart } from './support/side-cart';

const shop = registerBrowserHarness();

/** A checkout with a product in the cart (an empty cart's checkout sends the shopper to the cart). */
async function openCheckoutPage(options: Parameters<typeof shop.newContext>[0] = {}) {
  const { context, newPage } = await shop.newContext(options);
  await fillCart(context, shop.origin, [TWENTY_DOLLAR_PRODUCT]);
  const shopPage = await newPage();
  await shopPage.goto('/checkout/');
  return shopPage;
}

/** Lantern is running and the attribution filled; the address list loads when a street field is reached for. */
async function checkoutReady(page: Page): Promise<void> {
  await waitForLantern(page);
  await waitForBehaviour(page, 'order-attribution');
}

/** The id of the active address provider of `type`, as another script reads it. */
const activeProvider = (page: Page, type: 'billing' | 'shipping') =>
  page.evaluate((which) => (window as unknown as { wc: { addressAutocomplete: { getActiveProvider(type: string): { id: string } | null } } }).wc.addressAutocomplete.getActiveProvider(which)?.id ?? null, type);

const value = (page: Page, selector: string) => page.locator(selector).inputValue();
const attribution = (page: Page, field: string, form = 'form.checkout') => page.locator(`${form} input[name="wc_order_attribution_${field}"]`).inputValue();

/** Records when each field's `change` arrives, to check the 50 ms step of the fill. */
async function recordChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: [string, number][] = [];
    (window as unknown as { changes: typeof log }).changes = log;
    document.addEventListener('change', (event) => log.push([(event.target as Element).id, performance.now()]), true);
  });
}
const changes = (page: Page) => page.evaluate(() => (window as unknown as { changes: [string, number][] }).changes);

describe('checkout address autocomplete', () => {
  it('suggests addresses for the typed street, cycles with the keyboard and fills the form, the rest 50 ms later', async () => {
    const { page, requests } = await openCheckoutPage();
    await checkoutReady(page);
    const street = page.locator('#billing_address_1');
    // Marked by the classic script; the list's code, its chunk and React arrive on focus of the street field, not
    // before (the country fields are set up at load from the checkout's own chunk, decision 0142).
    expect(await street.getAttribute('role')).toBe('combobox');
    expect(await page.locator('#billing_address_1_field .woocommerce-input-wrapper').getAttribute('class')).toContain('autocomplete-available');
    await page.locator('#billing_country_field .select2-selection').waitFor();
    expect(requests.matching((url) => /\/chunks\/(checkout|react|combobox-view)-/.test(url.pathname)).length > 0).toBe(false);
    expect(await street.getAttribute('data-island-state')).toBeNull();

    await street.focus();
    await street.pressSequentially('smith');
    const list = page.getByRole('listbox', { name: 'Address suggestions' });
    await list.getByRole('option').first().waitFor();
    expect(requests.matching((url) => /\/chunks\/react-/.test(url.pathname)).length > 0).toBe(true);
    expect(await list.getByRole('option').allTextContents()).toEqual(['12 Smith Street, Fitzroy VIC 3065', '14 Smith Street, Unit 3, Collingwood VIC 3066', '1 Smithfield Road, Kenmore QLD 4069']);
    expect(await list.locator('li').first().locator('strong').textContent()).toBe('Smith');
    expect(await street.getAttribute('aria-expanded')).toBe('true');
    expect(await street.getAttribute('autocomplete')).toBe('none');

    // The branding is sanitized: its logo stays, the script, handler, data attribute, link target and form go.
    const branding = page.locator('#address_suggestions_billing .woocommerce-address-autocomplete-branding');
    await branding.locator('img[alt="Maps logo"]').waitFor();
    expect(await branding.evaluate((element) => [element.querySelector('script, form, input'), element.querySelector('[onerror], [data-tracking], a[href]')])).toEqual([null, null]);

    expect(await seriousAxeViolations(page)).toEqual([]);

    await street.press('ArrowDown');
    await street.press('ArrowDown');
    expect(await street.getAttribute('aria-activedescendant')).toBe('suggestion-item-billing-1');
    expect(await list.locator('li.active').textContent()).toContain('14 Smith Street');
    await recordChanges(page);
    await street.press('Enter');
    await page.waitForFunction(() => (document.getElementById('billing_postcode') as HTMLInputElement).value === '3066');
    expect(await street.inputValue()).toBe('14 Smith Street');
    expect([await value(page, '#billing_address_2'), await value(page, '#billing_city'), await value(page, '#billing_state')]).toEqual(['Unit 3', 'Collingwood', 'VIC']);
    expect(await list.isVisible()).toBe(false);
    expect(await street.getAttribute('autocomplete')).toBe('address-line1');
    expect(await street.evaluate((element) => element === document.activeElement)).toBe(true);
    const log = await changes(page);
    // The country's change rebuilds the state list, which raises `change` on it, as WooCommerce does.
    expect(log.map(([id]) => id)).toEqual(['billing_country', 'billing_state', 'billing_address_1', 'billing_address_2', 'billing_city', 'billing_postcode', 'billing_state']);
    const at = Object.fromEntries(log);
    expect(at.billing_city! - at.billing_address_1!).toBeGreaterThanOrEqual(45);

    // Escape hides the list; so does a click outside.
    await street.fill('');
    await street.pressSequentially('harb');
    await list.getByRole('option').first().waitFor();
    await street.press('Escape');
    await page.waitForFunction(() => document.getElementById('billing_address_1')?.getAttribute('aria-expanded') === 'false');
    await street.pressSequentially('o');
    await list.getByRole('option').first().waitFor();
    await page.locator('h2', { hasText: 'Billing details' }).click();
    await page.waitForFunction(() => document.getElementById('billing_address_1')?.getAttribute('aria-expanded') === 'false');
  });

  it('picks with the mouse on a phone, and follows the country to the second provider', async () => {
    const { page } = await openCheckoutPage({ viewport: PHONE });
    await checkoutReady(page);
    // The shipping address shows once the shopper asks to ship elsewhere.
    await page.locator('#ship-to-different-address-checkbox').click();
    const street = page.locator('#shipping_address_1');
    await street.scrollIntoViewIfNeeded();
    await street.click();
    await street.pressSequentially('marine');
    const list = page.locator('#address_suggestions_shipping_list');
    await list.getByRole('option').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await list.getByRole('option', { name: /Fremantle/ }).click();
    await page.waitForFunction(() => (document.getElementById('shipping_postcode') as HTMLInputElement).value === '6160');
    expect([await street.inputValue(), await value(page, '#shipping_city'), await value(page, '#shipping_state')]).toEqual(['3 Marine Terrace', 'Fremantle', 'WA']);

    // New Zealand: the second provider (registered on DOMContentLoaded) answers; the US has none.
    await page.locator('#shipping_country').selectOption('NZ');
    expect(await activeProvider(page, 'shipping')).toBe('harbour-nz-addresses');
    await street.fill('');
    await street.pressSequentially('queen');
    await list.getByRole('option', { name: /Auckland/ }).waitFor();
    await page.locator('#shipping_country').selectOption('US');
    await page.waitForFunction(() => !document.getElementById('shipping_address_1')?.hasAttribute('role'));
    expect(await list.isVisible()).toBe(false);
  });
});

describe('address providers registering whenever their script runs', () => {
  /** Each demo provider: a country it serves, what a shopper types, the suggestion picked and what it fills. */
  const PROVIDERS = [
    { country: 'AU', id: 'harbour-au-addresses', typed: 'smith', pick: '12 Smith Street, Fitzroy VIC 3065', filled: ['12 Smith Street', 'Fitzroy', '3065'] },
    { country: 'NZ', id: 'harbour-nz-addresses', typed: 'queen', pick: '10 Queen Street, Auckland 1010', filled: ['10 Queen Street', 'Auckland', '1010'] },
    { country: 'GB', id: 'harbour-gb-addresses', typed: 'lighthouse', pick: '2 Lighthouse Lane, Falmouth TR11 3AA', filled: ['2 Lighthouse Lane', 'Falmouth', 'TR11 3AA'] },
  ] as const;

  it('serves the providers registered as the page is parsed, on DOMContentLoaded and a second after load: each searches, follows the country and fills the form', async () => {
    const { context, newPage } = await shop.newContext();
    // Which providers were registered when the page's own DOMContentLoaded and load listeners ran
    // (this script's listeners run before the page's).
    await context.addInitScript(() => {
      const registered = () => Object.keys((window as unknown as { wc: { addressAutocomplete: { getProviders(): object } } }).wc.addressAutocomplete.getProviders());
      const seen: Record<string, string[]> = {};
      (window as unknown as { registeredAt: typeof seen }).registeredAt = seen;
      document.addEventListener('DOMContentLoaded', () => (seen.DOMContentLoaded = registered()));
      window.addEventListener('load', () => (seen.load = registered()));
    });
    await fillCart(context, shop.origin, [TWENTY_DOLLAR_PRODUCT]);
    const { page, goto, requests } = await newPage();
    // The third provider registers a second after load: on the page's clock (which runs on at
    // real speed) that second is skipped, not waited out. Nothing here reads mount marks.
    await page.clock.install();
    await goto('/checkout/');
    expect(await page.evaluate(() => (window as unknown as { registeredAt: unknown }).registeredAt)).toEqual({
      DOMContentLoaded: ['harbour-au-addresses'],
      load: ['harbour-au-addresses', 'harbour-nz-addresses'],
    });
    await page.clock.fastForward(1000);
    await page.waitForFunction(() => 'harbour-gb-addresses' in (window as unknown as { wc: { addressAutocomplete: { getProviders(): object } } }).wc.addressAutocomplete.getProviders());
    // All three came before the list mounted, which the first focus does.
    const street = page.locator('#billing_address_1');
    expect(await street.getAttribute('data-island-state')).toBeNull();
    expect(requests.matching((url) => /\/chunks\/(react|combobox-view)-/.test(url.pathname)).length > 0).toBe(false);
    const list = page.getByRole('listbox', { name: 'Address suggestions' });
    for (const provider of PROVIDERS) {
      await page.locator('#billing_country').selectOption(provider.country);
      expect(await activeProvider(page, 'billing'), provider.id).toBe(provider.id);
      expect(await street.getAttribute('role')).toBe('combobox');
      await street.fill('');
      await street.pressSequentially(provider.typed);
      await list.getByRole('option', { name: provider.pick }).click();
      await page.waitForFunction((postcode) => (document.getElementById('billing_postcode') as HTMLInputElement).value === postcode, provider.filled[2]);
      expect([await street.inputValue(), await value(page, '#billing_city'), await value(page, '#billing_postcode'), await value(page, '#billing_country')]).toEqual([...provider.filled, provider.country]);
    }
  });
});

describe('address autocomplete on a page without the classic script (installed before it existed)', () => {
  it('publishes the registry once the page is idle, taking a provider left in the namespace, and serves it', async () => {
    const { context, newPage } = await shop.newContext();
    // The older recipe: WooCommerce's handle registered without a source; a provider that found
    // no registry puts itself in `providers`, as the README then advised.
    await context.route('**/checkout/', async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/<script src="\/lantern\/wc-address-autocomplete\.js[^"]*" id="wc-address-autocomplete-js"><\/script>/, '')
        .replace(/window\.wc\.addressAutocomplete\.registerAddressAutocompleteProvider\(provider\);/g, 'var w=window;w.wc=w.wc||{};var api=w.wc.addressAutocomplete=w.wc.addressAutocomplete||{providers:{}};api.providers[provider.id]=provider;');
      await route.fulfill({ response, body });
    });
    await fillCart(context, shop.origin, [TWENTY_DOLLAR_PRODUCT]);
    const { page, goto } = await newPage();
    await goto('/checkout/');
    await waitForBehaviour(page, 'address-autocomplete');
    expect(await activeProvider(page, 'billing')).toBe('harbour-au-addresses');
    const street = page.locator('#billing_address_1');
    expect(await street.getAttribute('role')).toBe('combobox');
    await street.focus();
    await street.pressSequentially('harbour');
    await page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option', { name: /Coffs Harbour/ }).waitFor();
  });
});

describe('order attribution', () => {
  it('carries a campaign landing to the checkout and register inputs, and empties them when tracking is refused', async () => {
    const { context, newPage } = await shop.newContext();
    const landing = await newPage();
    await landing.goto('/shop/?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale');
    await waitForBehaviour(landing.page, 'order-attribution');
    await fillCart(context, shop.origin, [TWENTY_DOLLAR_PRODUCT]);
    await landing.goto('/checkout/');
    await checkoutReady(landing.page);
    const page = landing.page;
    await page.waitForFunction(() => (document.querySelector('input[name="wc_order_attribution_source_type"]') as HTMLInputElement | null)?.value === 'utm');
    expect([await attribution(page, 'utm_source'), await attribution(page, 'utm_medium'), await attribution(page, 'utm_campaign')]).toEqual(['newsletter', 'email', 'spring_sale']);
    expect([await attribution(page, 'session_pages'), await attribution(page, 'session_count'), await attribution(page, 'utm_content')]).toEqual(['2', '1', '(none)']);
    expect(await attribution(page, 'session_entry')).toMatch(/\/shop\/\?utm_source=newsletter/);
    expect(await page.locator('form.checkout wc-order-attribution-inputs input[type="hidden"]').count()).toBe(16);

    // Consent withdrawn at run time: cookies deleted, every value empty; given again: filled.
    await page.evaluate(() => (window as unknown as { wc_order_attribution: { setOrderTracking(allow: boolean): void } }).wc_order_attribution.setOrderTracking(false));
    expect(await attribution(page, 'source_type')).toBe('');
    expect((await context.cookies()).filter((cookie) => cookie.name.startsWith('sbjs_'))).toEqual([]);
    await page.evaluate(() => (window as unknown as { wc_order_attribution: { setOrderTracking(allow: boolean): void } }).wc_order_attribution.setOrderTracking(true));
    expect(await attribution(page, 'source_type')).toBe('typein');

    await landing.goto('/my-account/?demo_referrer=https://www.google.com/');
    await waitForBehaviour(page, 'order-attribution');
    await page.waitForFunction(() => (document.querySelector('form.register input[name="wc_order_attribution_source_type"]') as HTMLInputElement | null)?.value === 'organic');
    expect(await attribution(page, 'utm_source', 'form.register')).toBe('google');
  });
});

describe('analytics events', () => {
  /** The gtag calls queued on dataLayer for one event name. */
  const queued = (page: Page, name: string) =>
    page.evaluate(
      (event) =>
        ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
          .map((entry) => Array.from(entry))
          .filter((entry) => entry[0] === 'event' && entry[1] === event)
          .map((entry) => entry[2]),
      name,
    );

  /**
   * Analytics fetches its event code when there is something to send: waits until that code has
   * run, by importing the same module (one instance per URL) and letting a task pass.
   */
  const eventCodeRan = async (page: Page) => {
    const url = await page.waitForFunction(() => performance.getEntriesByType('resource').find((entry) => /\/chunks\/gtag-events-/.test(entry.name))?.name);
    // A string, so the test runner does not rewrite the page's `import()` as its own.
    await page.evaluate(`import(${JSON.stringify(await url.jsonValue())}).then(() => new Promise((resolve) => setTimeout(resolve, 0)))`);
  };

  it("sends one add_to_cart per in-place add of a variation, with the variation's id and price and the product's name, prices in dollars", async () => {
    const { page } = await shop.open('/product/32-inch-led-light-bar-180w/?ajax_single=1');
    let loads = 0;
    page.on('load', () => (loads += 1));
    // The swatches and the form answer choices once their code is here (the choice is the step
    // under test's set-up, not what it checks).
    await waitForIsland(page, 'form.variations_form');
    await waitForIsland(page, '.variable-items-wrapper');
    await page.locator('ul[data-attribute_name="attribute_pa_beam"] li[data-value="flood"]').click();
    await page.locator('ul[data-attribute_name="attribute_pa_voltage"] li[data-value="12v"] label').click();
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('12003');
    for (const count of [1, 2, 3]) {
      await page.locator('form.cart .single_add_to_cart_button').click();
      await expect.poll(() => page.locator(HEADER_CART_LINK).innerText()).toContain(`${count} item`);
      await closeSideCart(page);
    }
    await eventCodeRan(page);
    const item = { item_id: 12003, item_name: '32" LED Light Bar 180W', item_category: 'Worklights', quantity: 1, price: 279 };
    expect(await queued(page, 'add_to_cart')).toEqual([1, 2, 3].map(() => ({ currency: 'AUD', value: 279, items: [item] })));
    expect(loads).toBe(0);
  });

  it('sends add_to_cart once for a loop add, and the purchase once for the order received', async () => {
    const { newPage } = await shop.newContext();
    const { page, goto } = await newPage();
    await goto('/shop/');
    await waitForBehaviour(page, 'analytics');
    await page.locator('.add_to_cart_button[data-product_id="106"]').click();
    await page.waitForFunction(() => document.querySelector('.add_to_cart_button[data-product_id="106"]')?.classList.contains('added'));
    await eventCodeRan(page);
    expect(await queued(page, 'add_to_cart')).toEqual([
      { currency: 'AUD', value: 50, items: [{ item_id: 106, item_name: 'LED Amber Beacon Light Magnetic', item_category: 'Worklights', quantity: 1, price: 50 }] },
    ]);

    await goto('/checkout/order-received/1234/?key=wc_order_Dm0Hh8aB4x1');
    await waitForBehaviour(page, 'analytics');
    await eventCodeRan(page);
    const [purchase] = (await queued(page, 'purchase')) as { transaction_id: string; value: number; items: { price: number; quantity: number }[] }[];
    expect(purchase).toMatchObject({ transaction_id: '1234', value: 90 });
    expect(purchase?.items.map((item) => [item.price, item.quantity])).toEqual([[20, 2], [50, 1], [0, 1]]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.reload();
    await waitForBehaviour(page, 'analytics');
    await eventCodeRan(page);
    expect(await queued(page, 'purchase')).toEqual([]);
  });
});
