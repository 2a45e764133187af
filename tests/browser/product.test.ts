import type { BrowserContextOptions, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { expectReloadAfter, pauseClockSoon } from './support/clock';
import { expectNothingLoading } from './support/busy';
import { formFields, wcAjax } from './support/contracts';
import { ALL_FAULTS, injectFault } from './support/faults';
import { PHONE, registerBrowserHarness, type ShopPage } from './support/harness';
import { holdRequests } from './support/hold';
import { waitForBehaviour, waitForIsland, waitForLantern } from './support/lantern';
import { HEADER_CART_LINK, MINI_CART_ITEM, SIDE_CART } from './support/shop';
import { closeSideCart } from './support/side-cart';
import { waitForCompare } from './support/compare';
import { waitForWishlist } from './support/wishlist';
import { recordDialogs } from './support/dialogs';

const shop = registerBrowserHarness();

/** 32" light bar: beam × voltage, one out-of-stock variation, one with a per-order limit. */
const LIGHT_BAR = '/product/32-inch-led-light-bar-180w/';
/** Rectangular work light: above the demo's ajax threshold, so `get_variation` answers. */
const AJAX_PRODUCT = '/product/rectangular-led-work-light-48w/';
const FORM = 'form.variations_form';
const BUTTON = `${FORM} .single_add_to_cart_button`;

async function openForm(path: string): Promise<Page> {
  const shopPage = await shop.open(path);
  await waitForLantern(shopPage.page);
  await waitForIsland(shopPage.page, FORM);
  return shopPage.page;
}

function buttonClasses(page: Page): Promise<string> {
  return page.locator(BUTTON).evaluate((button) => button.className);
}

describe('variation form', () => {
  it('shows the chosen variation with no serious accessibility problem, enables the button and adds it with a normal form post', async () => {
    const page = await openForm(`${LIGHT_BAR}?swatches=0`);
    expect(await buttonClasses(page)).toContain('wc-variation-selection-needed');
    await page.selectOption('select#pa_beam', 'flood');
    await page.selectOption('select#pa_voltage', '12v');
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('12003');
    expect(await page.locator('.single_variation .woocommerce-variation-price').innerText()).toContain('279');
    expect(await page.locator('.single_variation .woocommerce-variation-availability').innerText()).toContain('in stock');
    expect(await buttonClasses(page)).not.toContain('disabled');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL((url) => url.pathname === LIGHT_BAR), page.locator(BUTTON).click()]);
    await page.locator('.woocommerce-message').first().waitFor();
    expect(await page.locator('.woocommerce-message').first().innerText()).toContain('added to your cart');
  });

  it('works from the keyboard, and the reset link puts focus back on the first choice', async () => {
    const page = await openForm(`${LIGHT_BAR}?swatches=0`);
    await page.locator('select#pa_beam').focus();
    await page.keyboard.press('ArrowDown');
    await page.locator('select#pa_voltage').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('input.variation_id').inputValue()).not.toBe('');
    await page.locator(`${FORM} .reset_variations`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pa_beam');
    expect(await page.locator('.reset_variations_alert').innerText()).toContain('Your selection has been reset');
  });

  it('explains an unavailable choice instead of posting it', async () => {
    const page = await openForm(`${LIGHT_BAR}?swatches=0`);
    await page.selectOption('select#pa_beam', 'combo');
    await page.selectOption('select#pa_voltage', '24v');
    await expect.poll(() => buttonClasses(page)).toContain('wc-variation-is-unavailable');
    // The click resolves only once the alert is answered, so it is answered as it opens.
    const messages = recordDialogs(page, 'dismiss');
    // Playwright will not click an aria-disabled button; a shopper can, and so can Enter.
    await page.locator(BUTTON).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => messages).toEqual([expect.stringContaining('unavailable')]);
    expect(new URL(page.url()).pathname).toBe(LIGHT_BAR);
  });

  it('triggers the classic events with their arguments when jQuery is on the page', async () => {
    const page = await openForm(`${LIGHT_BAR}?swatches=0&jquery=1`);
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, fn: (...args: unknown[]) => void): void } }).jQuery;
      const log: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = log;
      $('form.variations_form').on('found_variation show_variation reset_data', (event: unknown, ...args: unknown[]) => {
        const type = (event as { type: string }).type;
        log.push([type, ...args.map((arg) => (typeof arg === 'object' && arg ? (arg as { variation_id: number }).variation_id : arg))]);
      });
    });
    await page.selectOption('select#pa_beam', 'spot');
    await page.selectOption('select#pa_voltage', '24v');
    const heard = await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);
    expect(heard).toEqual([['reset_data'], ['found_variation', 12002], ['show_variation', 12002, true]]);
  });

  it('reads its variations again when a script triggers reload_product_variations, with jQuery or without', async () => {
    const page = await openSwatches(`${LIGHT_BAR}?jquery=1`);
    await page.locator(swatch('beam', 'flood')).click();
    await page.locator(`${swatch('voltage', '12v')} label`).click();
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('12003');
    expect(await buttonClasses(page)).not.toContain('disabled');
    // A stock update sells out flood / 12 V: the theme rewrites the data and asks for a reload.
    const setStock = (inStock: boolean) =>
      page.locator(FORM).evaluate((form, value) => {
        const variations = JSON.parse(form.getAttribute('data-product_variations') ?? '[]') as { variation_id: number; is_in_stock: boolean }[];
        form.setAttribute('data-product_variations', JSON.stringify(variations.map((variation) => (variation.variation_id === 12003 ? { ...variation, is_in_stock: value } : variation))));
      }, inStock);
    await setStock(false);
    await page.evaluate(() => (window as unknown as { jQuery: (target: string) => { trigger(name: string): void } }).jQuery('form.variations_form').trigger('reload_product_variations'));
    await expect.poll(() => buttonClasses(page)).toContain('wc-variation-is-unavailable');
    await setStock(true);
    await page.locator(FORM).evaluate((form) => form.dispatchEvent(new CustomEvent('lantern:reload-product-variations')));
    await expect.poll(() => buttonClasses(page)).not.toContain('disabled');
  });

  it('asks the server in ajax variation mode', async () => {
    const shopPage = await shop.open(`${AJAX_PRODUCT}?swatches=0`);
    const { page } = shopPage;
    await waitForIsland(page, FORM);
    expect(await page.locator(FORM).getAttribute('data-product_variations')).toBe('false');
    await page.selectOption('select#pa_beam', 'spot');
    await page.selectOption('select#pa_voltage', '24v');
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('11902');
    const [request] = shopPage.requests.matching(wcAjax('get_variation'));
    expect(formFields(request?.body ?? null)).toMatchObject({ attribute_pa_beam: 'spot', attribute_pa_voltage: '24v', product_id: '119' });
    await expectNothingLoading(page);
  });

  it.each(ALL_FAULTS)('ends a failed ajax lookup (%s) in a clear message, never a blocked form', async (fault) => {
    const shopPage = await shop.open(`${AJAX_PRODUCT}?swatches=0`);
    const { page } = shopPage;
    await waitForIsland(page, FORM);
    await injectFault(shopPage, 'get_variation', fault);
    await page.selectOption('select#pa_beam', 'flood');
    await page.selectOption('select#pa_voltage', '12v');
    const message = page.locator(`${FORM} .wc-no-matching-variations`);
    await message.waitFor({ timeout: 15_000 });
    expect(await message.innerText()).toContain('could not be checked');
    expect(await buttonClasses(page)).toContain('wc-variation-selection-needed');
    await expectNothingLoading(page);
  });
});

/** Underwater light: colour swatches × voltage radios; white at 12V is out of stock. */
const UNDERWATER = '/product/marine-underwater-led-27w/';
const swatch = (attribute: string, value: string) => `ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`;

async function openSwatches(path: string, options?: Parameters<typeof shop.open>[1]): Promise<Page> {
  const shopPage = await shop.open(path, options);
  await waitForLantern(shopPage.page);
  await waitForIsland(shopPage.page, FORM);
  await waitForIsland(shopPage.page, 'ul.variable-items-wrapper');
  return shopPage.page;
}

describe('variation swatches', () => {
  it('updates price and stock in the same task as the click, and names the choice in the label', async () => {
    const page = await openSwatches(LIGHT_BAR);
    await page.locator(swatch('beam', 'spot')).click();
    const sameTask = await page.evaluate((selector) => {
      document.querySelector<HTMLElement>(selector)?.querySelector('input')?.click();
      return document.querySelector('.single_variation')?.textContent ?? '';
    }, swatch('voltage', '24v'));
    expect(sameTask).toContain('289');
    expect(await page.locator('input.variation_id').inputValue()).toBe('12002');
    expect(await page.locator('th.label .woo-selected-variation-item-name').first().innerText()).toBe(': Spot');
    expect(await page.locator(swatch('beam', 'spot')).getAttribute('aria-checked')).toBe('true');
  });

  it('is a radio group from the keyboard: Tab in, arrows move and choose, with no serious accessibility problem once chosen', async () => {
    const page = await openSwatches(UNDERWATER);
    await page.locator(swatch('colour', 'blue')).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe('white');
    expect(await page.locator('select#pa_colour').inputValue()).toBe('white');
    await page.keyboard.press('Space');
    expect(await page.locator(swatch('colour', 'white')).getAttribute('aria-checked')).toBe('true');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('marks an out-of-stock combination disabled with its tooltip, and choosing it clears the other choice', async () => {
    const page = await openSwatches(UNDERWATER);
    await page.locator(`${swatch('voltage', '12v')} input`).check();
    const white = page.locator(swatch('colour', 'white'));
    await expect.poll(() => white.getAttribute('class')).toContain('disabled');
    expect(await white.getAttribute('data-wvstooltip-out-of-stock')).toBe('(Out of stock)');
    expect(await white.getAttribute('aria-disabled')).toBe('true');
    // Playwright will not click an aria-disabled element; a shopper's pointer can.
    await white.click({ force: true });
    expect(await page.locator('select#pa_colour').inputValue()).toBe('white');
    expect(await page.locator('select#pa_voltage').inputValue()).toBe('');
  });

  it('shows an item tooltip on hover and on focus, with the stock text, dismissed by Escape', async () => {
    const page = await openSwatches(UNDERWATER);
    await page.locator(`${swatch('voltage', '12v')} input`).check();
    const tooltip = page.locator('[role="tooltip"]:visible');
    await page.locator(swatch('colour', 'white')).hover();
    await expect.poll(() => tooltip.isVisible()).toBe(true);
    expect((await tooltip.innerText()).trim()).toBe('White (Out of stock)');
    await page.keyboard.press('Escape');
    expect(await tooltip.count()).toBe(0);
    await page.locator(swatch('colour', 'blue')).focus();
    await expect.poll(() => tooltip.innerText()).toBe('Blue');
    const [item, tip] = await Promise.all([page.locator(swatch('colour', 'blue')).boundingBox(), tooltip.boundingBox()]);
    expect(tip!.y + tip!.height).toBeLessThanOrEqual(item!.y);
  });

  it("labels icon-only compare and wishlist buttons with a tooltip on hover and on focus, following the button's state", async () => {
    const shopPage = await shop.open(MAGNETIC);
    const { page } = shopPage;
    await waitForCompare(page);
    await waitForWishlist(page);
    const tooltip = page.locator('[role="tooltip"]:visible');
    const tooltipText = async () => ((await tooltip.count()) === 1 ? (await tooltip.innerText()).trim() : '');
    // The summary's buttons print their label: no tooltip repeats it.
    await page.locator('.summary .woosw-btn').hover();
    await page.locator('.summary .woosc-btn').focus();
    expect(await tooltip.count()).toBe(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Related products show them as icons (the demo theme's cards).
    const wishlist = page.locator('.related .woosw-btn').first();
    await wishlist.hover();
    await expect.poll(tooltipText).toBe('Add to wishlist');
    const [button, tip] = await Promise.all([wishlist.boundingBox(), tooltip.boundingBox()]);
    expect(tip!.y + tip!.height).toBeLessThanOrEqual(button!.y);
    await page.keyboard.press('Escape');
    expect(await tooltip.count()).toBe(0);
    await page.mouse.move(0, 0);
    await page.locator('.related .woosc-btn').first().focus();
    await expect.poll(tooltipText).toBe('Compare');
    await page.keyboard.press('Escape');
    expect(await tooltip.count()).toBe(0);
    // Added, the wishlist button's tooltip says what a click now does.
    await wishlist.click();
    await expect.poll(() => wishlist.getAttribute('class')).toContain('woosw-added');
    // Escape closes the popup (and dismisses a tooltip the pointer had opened); focus comes back later.
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await wishlist.focus();
    await expect.poll(tooltipText).toBe('Browse wishlist');
  });

  it('shows the stock left of each low candidate once all but one attribute are chosen', async () => {
    const page = await openSwatches(LIGHT_BAR);
    await page.locator(swatch('beam', 'flood')).click();
    const info = (value: string) => page.locator(`${swatch('voltage', value)} .wvs-stock-left-info`).getAttribute('data-wvs-stock-info');
    expect(await info('12v')).toBe('5 left');
    expect(await info('24v')).toBe('2 left');
    await page.locator(`${swatch('voltage', '12v')} input`).check();
    expect(await info('12v')).toBe('');
  });

  it('draws the items again 1 s after a request completes', async () => {
    const page = await openSwatches(LIGHT_BAR);
    await page.locator(swatch('beam', 'spot')).click();
    await page.evaluate(async (selector) => {
      document.querySelector(selector)?.classList.remove('selected');
      await fetch('/favicon.ico');
    }, swatch('beam', 'spot'));
    expect(await page.locator(swatch('beam', 'spot')).getAttribute('class')).not.toContain('selected');
    await expect.poll(() => page.locator(swatch('beam', 'spot')).getAttribute('class'), { timeout: 3000 }).toContain('selected');
  });

  it('enables every item in ajax variation mode and asks the server for the choice', async () => {
    const page = await openSwatches(AJAX_PRODUCT);
    await page.locator(swatch('beam', 'flood')).click();
    expect(await page.locator('ul[data-attribute_name="attribute_pa_beam"] li.disabled').count()).toBe(0);
    await page.locator(`${swatch('voltage', '24v')} label`).click();
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('11904');
    expect(await page.locator(swatch('voltage', '24v')).getAttribute('class')).toContain('selected');
  });

  it('matches a variation that accepts any value of an attribute, and adds it to the cart', async () => {
    const page = await openSwatches('/product/7-inch-led-driving-light-pair/');
    await page.locator(swatch('beam', 'combo')).click();
    await page.locator(`${swatch('voltage', '24v')} label`).click();
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('17303');
    await Promise.all([page.waitForURL(/7-inch-led-driving-light-pair/), page.locator(BUTTON).click()]);
    await page.locator('.woocommerce-message').first().waitFor();
  });

  it('works by touch at phone width', async () => {
    const page = await openSwatches(UNDERWATER, { viewport: PHONE, hasTouch: true, isMobile: true });
    await page.locator(swatch('colour', 'green')).tap();
    await page.locator(`${swatch('voltage', '24v')} label`).tap();
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('15406');
    expect(await page.locator('.single_variation .woocommerce-variation-price').innerText()).toContain('189');
  });
});

const MAGNETIC = '/product/magnetic-base-led-work-light/';
const SINGLE_BUTTON = 'form.cart .single_add_to_cart_button';

/** A product page whose add-to-cart button the theme marked for AJAX, as a shopper meets it. */
async function openAjaxProduct(path: string, options?: BrowserContextOptions): Promise<ShopPage> {
  const shopPage = await shop.open(`${path}?ajax_single=1`, options);
  await waitForLantern(shopPage.page);
  return shopPage;
}

describe('add to cart in place on the product page (theme marked it for AJAX)', () => {
  it('adds a simple product from the keyboard: no page load, the side cart opens with it, the header follows', async () => {
    const shopPage = await openAjaxProduct(MAGNETIC);
    const { page } = shopPage;
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.locator('form.cart input.qty').fill('2');
    await page.locator(SINGLE_BUTTON).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(SIDE_CART).getAttribute('class')).toContain('active');
    // The panel slides in: its text is not rendered until the first frame of that transition.
    await expect.poll(() => page.locator(`${SIDE_CART} ${MINI_CART_ITEM}`).innerText()).toContain('Magnetic Base LED Work Light');
    await expect.poll(() => page.locator(HEADER_CART_LINK).innerText()).toContain('2 items');
    expect(await page.locator(SINGLE_BUTTON).getAttribute('class')).toContain('added');
    const sent = shopPage.requests.matching(wcAjax('add_to_cart')).map((entry) => formFields(entry.body));
    expect(sent).toEqual([{ quantity: '2', product_id: '104' }]);
    expect(loads).toBe(0);
    expect(new URL(page.url()).pathname).toBe(MAGNETIC);
  });

  it('adds in place on a tap straight after load on a phone, the button held until its code is here', async () => {
    const shopPage = await shop.newContext({ viewport: PHONE, hasTouch: true, isMobile: true }).then(({ newPage }) => newPage());
    const { page } = shopPage;
    const tools = await holdRequests(page, (url) => /^\/lantern\/chunks\/product-tools-[^/]+\.js$/.test(url.pathname));
    await shopPage.goto(`${MAGNETIC}?ajax_single=1`);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.locator(SINGLE_BUTTON).tap();
    await tools.waitFor(1);
    await expect.poll(() => page.locator(SINGLE_BUTTON).getAttribute('class')).toContain('loading');
    await tools.releaseAll();
    await expect.poll(() => page.locator(SIDE_CART).getAttribute('class')).toContain('active');
    expect(shopPage.requests.matching(wcAjax('add_to_cart')).map((entry) => formFields(entry.body))).toEqual([{ quantity: '1', product_id: '104' }]);
    expect(shopPage.requests.entries.filter((entry) => entry.method === 'POST' && entry.url.pathname === MAGNETIC)).toEqual([]);
    expect(loads).toBe(0);
    await expect.poll(() => page.locator(SINGLE_BUTTON).getAttribute('class')).toContain('added');
  });

  it('adds the chosen variation, and a refused one is posted the normal way so the shop says why', async () => {
    const shopPage = await openAjaxProduct(LIGHT_BAR);
    const { page } = shopPage;
    await waitForIsland(page, 'ul.variable-items-wrapper');
    await page.locator(swatch('beam', 'flood')).click();
    await page.locator(`${swatch('voltage', '24v')} label`).click();
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('12004');
    await page.locator('form.cart input.qty').fill('2');
    await page.locator(SINGLE_BUTTON).click();
    await expect.poll(() => page.locator(`${SIDE_CART} ${MINI_CART_ITEM}`).count()).toBe(1);
    expect(formFields(shopPage.requests.matching(wcAjax('add_to_cart'))[0]?.body ?? null)).toMatchObject({
      product_id: '12004', variation_id: '12004', attribute_pa_beam: 'flood', attribute_pa_voltage: '24v', quantity: '2',
    });
    await closeSideCart(page);
    // Both in stock are in the cart now: the shop refuses one more, and its notice explains.
    await page.locator('form.cart input.qty').fill('1');
    await Promise.all([page.waitForEvent('load'), page.locator(SINGLE_BUTTON).click()]);
    expect(await page.locator('.woocommerce-error').first().innerText()).toContain('You cannot add that amount to the cart');
  });

  it('shows an error notice and keeps the form usable whatever goes wrong', async () => {
    // Each notice scrolls the window to it for a second, and a click while the window still
    // moves can miss the button (a loaded run's third try sent nothing): with reduced motion the
    // window jumps, and each try is seen sent before its notice is read.
    const shopPage = await openAjaxProduct(MAGNETIC, { reducedMotion: 'reduce' });
    const { page } = shopPage;
    for (const [index, fault] of ALL_FAULTS.entries()) {
      await page.unrouteAll();
      await injectFault(shopPage, 'add_to_cart', fault);
      await page.locator(SINGLE_BUTTON).click();
      await expect.poll(() => shopPage.requests.matching(wcAjax('add_to_cart')).length, { message: `the click sent ${fault}` }).toBe(index + 1);
      await expect.poll(() => page.locator('.woocommerce-notices-wrapper .woocommerce-error[role="alert"]').innerText(), { timeout: 10_000 }).toContain(
        'could not be added to your cart',
      );
      await expect.poll(() => page.locator(SINGLE_BUTTON).getAttribute('class')).not.toContain('loading');
      // Focus follows the notice a task later, once it is in the page for the screen reader to find.
      await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('woocommerce-error')), { message: fault }).toBe(true);
      await page.locator(SINGLE_BUTTON).focus();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.unrouteAll();
    await page.locator(SINGLE_BUTTON).click();
    await expect.poll(() => page.locator('.woocommerce-notices-wrapper .woocommerce-error').count()).toBe(0);
    await expect.poll(() => page.locator(SINGLE_BUTTON).getAttribute('class')).toContain('added');
  });
});

const PDF_LINK = '.pgfw-single-pdf-download-a';
const PDF_DIALOG = '#single-pdf-download .wps-pdf_email-content';
const PDF_MESSAGE = '#pgfw-user-email-submittion-message';
const isAdminAjax = (url: URL) => url.pathname === '/wp-admin/admin-ajax.php';

async function openPdfModal(path: string): Promise<ShopPage> {
  const shopPage = await shop.open(path);
  await waitForLantern(shopPage.page);
  await shopPage.page.locator(PDF_LINK).click();
  await shopPage.page.locator(PDF_DIALOG).waitFor({ state: 'visible' });
  return shopPage;
}

describe('PDF e-mail modal and print button', () => {
  it('opens as a dialog with no serious accessibility problem, takes focus, keeps Tab inside, closes on Escape back to the link, and on a click on the shaded backdrop', async () => {
    const { page } = await openPdfModal(LIGHT_BAR);
    await expect.poll(() => page.evaluate((dialog) => document.querySelector(dialog)?.contains(document.activeElement), PDF_DIALOG)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate((dialog) => document.querySelector(dialog)?.contains(document.activeElement), PDF_DIALOG)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.locator(PDF_DIALOG).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('pgfw-single-pdf-download-a'))).toBe(true);

    // Opened again, it closes on a click on the shaded backdrop.
    await page.locator(PDF_LINK).click();
    await page.locator(PDF_DIALOG).waitFor({ state: 'visible' });
    await page.mouse.click(10, 790);
    expect(await page.locator(PDF_DIALOG).isVisible()).toBe(false);
  });

  it('sends the account e-mail choice, shows the reply and reloads the page 5 s later', async () => {
    const shopPage = await openPdfModal(LIGHT_BAR);
    const { page } = shopPage;
    // The 5 s are the page's own timer: its clock is ours from here, so they take no real time.
    await page.clock.install();
    await pauseClockSoon(page);
    await page.locator('#pgfw-user-email-from-account').check();
    await page.locator('#pgfw-submit-email-user').click();
    await expect.poll(() => page.locator(PDF_MESSAGE).innerText()).toBe('Email Submitted Successfully.');
    const [request] = shopPage.requests.matching(isAdminAjax);
    expect(formFields(request?.body ?? null)).toMatchObject({
      action: 'wps_pgfw_ajax_for_single_pdf_mail', name: 'single_pdf_mail', email: 'use_account_email', post_id: '120',
    });
    await expectReloadAfter(page, 5000);
  });

  it.each([
    ['a refused nonce', (route: Route) => route.fulfill({ status: 403, body: '-1' })],
    ['a server error', (route: Route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<p>Fatal error</p>' })],
    ['no network', (route: Route) => route.abort('internetdisconnected')],
  ])('shows the configured error after %s and stays on the page', async (_name, answer) => {
    const shopPage = await openPdfModal(LIGHT_BAR);
    const { page } = shopPage;
    shopPage.problems.allowFailedRequests(isAdminAjax);
    await page.route(isAdminAjax, answer);
    await page.locator('#pgfw-user-email-input').fill('shopper@example.com');
    await page.locator('#pgfw-submit-email-user').click();
    await expect.poll(() => page.locator(PDF_MESSAGE).innerText()).toContain('Some unexpected error occurred');
    await expectNothingLoading(page);
  });

  it.each([
    ['its current markup, with an inline handler, on a product', LIGHT_BAR],
    ['its older markup on a post', '/2024/05/choosing-a-beam-pattern/'],
  ])('opens the print dialog exactly once per click with %s', async (_name, path) => {
    const shopContext = await shop.newContext();
    await shopContext.context.addInitScript(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    const shopPage = await shopContext.newPage();
    await shopPage.goto(path);
    const { page } = shopPage;
    await waitForLantern(page);
    await page.locator('#pgfw_print_button').click();
    await page.locator('#pgfw_print_button').click();
    // Clicks that beat the button's code are held and replayed in the task that mounts it.
    await waitForBehaviour(page, 'print-button');
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
  });
});
