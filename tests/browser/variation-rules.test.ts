import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { expectNothingLoading } from './support/busy';
import { wcAjax } from './support/contracts';
import { registerBrowserHarness } from './support/harness';
import { waitForIsland, waitForLantern } from './support/lantern';
import { recordDialogs } from './support/dialogs';

const shop = registerBrowserHarness();

/** 32" light bar: beam × voltage; combo at 12 V is limited to 4 per order, combo at 24 V is out of stock. */
const LIGHT_BAR = '/product/32-inch-led-light-bar-180w/';
/** Driving light pair: flood is made for 24 V only, combo fits any voltage. */
const DRIVING_LIGHTS = '/product/7-inch-led-driving-light-pair/';
/** Underwater light: colour swatches × voltage radios; white at 12 V is out of stock. */
const UNDERWATER = '/product/marine-underwater-led-27w/';
/** Single-row bar: one attribute (beam pictures), flood and combo low in stock. */
const SINGLE_ROW = '/product/led-light-bar-22-inch-single-row/';
const AJAX_PRODUCT = '/product/rectangular-led-work-light-48w/';
/** Spreader light: beam labels × colour temperature swatches; cool white flood is sold out. */
const SPREADER = '/product/marine-led-spreader-light-30w/';
const FORM = 'form.variations_form';
const BUTTON = `${FORM} .single_add_to_cart_button`;
const swatch = (attribute: string, value: string) => `ul[data-attribute_name="attribute_pa_${attribute}"] li[data-value="${value}"]`;

async function openForm(path: string): Promise<Page> {
  const { page } = await shop.open(path);
  await waitForLantern(page);
  await waitForIsland(page, FORM);
  if (!path.includes('swatches=0')) await waitForIsland(page, 'ul.variable-items-wrapper');
  return page;
}

const optionValues = (page: Page, attribute: string) =>
  page.locator(`select#pa_${attribute}`).evaluate((select: HTMLSelectElement) =>
    Array.from(select.options).map((option) => `${option.value}${option.disabled ? ' (disabled)' : ''}`),
  );
const variationId = (page: Page) => page.locator('input.variation_id').inputValue();
const stockInfo = (page: Page, attribute: string, value: string) =>
  page.locator(`${swatch(attribute, value)} .wvs-stock-left-info`).getAttribute('data-wvs-stock-info');

describe('variation form with WooCommerce selects', () => {
  it('offers only the options some variation allows, and all of them again after a reset', async () => {
    const page = await openForm(`${DRIVING_LIGHTS}?swatches=0`);
    expect(await optionValues(page, 'beam')).toEqual(['', 'spot', 'flood', 'combo']);
    await page.selectOption('select#pa_voltage', '12v');
    // No flood at 12 V: WooCommerce takes the option out of the select.
    expect(await optionValues(page, 'beam')).toEqual(['', 'spot', 'combo']);
    await page.locator(`${FORM} .reset_variations`).click();
    await page.selectOption('select#pa_beam', 'flood');
    expect(await optionValues(page, 'voltage')).toEqual(['', '24v']);
    await page.selectOption('select#pa_voltage', '24v');
    await expect.poll(() => variationId(page)).toBe('17304');
  });

  it("asks for a choice when the button is pressed first, and takes the match's quantity limit and description", async () => {
    const page = await openForm(`${LIGHT_BAR}?swatches=0`);
    const messages = recordDialogs(page, 'dismiss');
    await page.locator(BUTTON).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => messages).toEqual(['Please select some product options before adding this product to your cart.']);
    expect(new URL(page.url()).pathname).toBe(LIGHT_BAR);
    const quantity = page.locator(`${FORM} input.qty`);
    await quantity.fill('9');
    await page.selectOption('select#pa_beam', 'combo');
    await page.selectOption('select#pa_voltage', '12v');
    await expect.poll(() => quantity.getAttribute('max')).toBe('4');
    expect(await quantity.inputValue()).toBe('4');
    // The match's own description shows with its price and stock.
    const description = page.locator('.single_variation .woocommerce-variation-description');
    expect(await description.innerText()).toContain('Spot centre with flood edges');
    await page.locator(`${FORM} button.plus`).click();
    expect(await quantity.inputValue()).toBe('4');
    // Another variation, no limit of its own beyond its stock: the field follows it.
    await page.selectOption('select#pa_beam', 'spot');
    await expect.poll(() => quantity.getAttribute('max')).toBe('6');
    expect(await description.innerText()).toBe('');
  });

  it('triggers every classic event in WooCommerce’s order, with its arguments, when jQuery is on the page', async () => {
    const page = await openForm(`${LIGHT_BAR}?swatches=0&jquery=1`);
    await page.evaluate(() => {
      type Handler = (event: { type: string }, ...args: unknown[]) => void;
      const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, fn: Handler): void } }).jQuery;
      const log: string[] = [];
      (window as unknown as { heard: string[] }).heard = log;
      const names =
        'found_variation reset_data show_variation hide_variation woocommerce_variation_has_changed woocommerce_variation_select_change check_variations update_variation_values';
      $('form.variations_form').on(names, (event, ...args) => {
        const shown = args.map((arg) => (typeof arg === 'object' && arg ? `#${(arg as { variation_id: number }).variation_id}` : String(arg)));
        log.push([event.type, ...shown].join(' '));
      });
    });
    const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard.splice(0));
    await page.selectOption('select#pa_beam', 'spot');
    expect(await heard()).toEqual([
      'woocommerce_variation_select_change', 'check_variations', 'update_variation_values', 'reset_data', 'hide_variation', 'woocommerce_variation_has_changed',
    ]);
    await page.selectOption('select#pa_voltage', '24v');
    expect(await heard()).toEqual([
      'woocommerce_variation_select_change', 'check_variations', 'update_variation_values', 'found_variation #12002', 'show_variation #12002 true',
      'woocommerce_variation_has_changed',
    ]);
  });

  it("tells scripts without jQuery through Lantern's own events, with the variation in detail", async () => {
    const page = await openForm(`${LIGHT_BAR}?swatches=0`);
    await page.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { heard: string[] }).heard = log;
      const names = ['found-variation', 'reset-data', 'show-variation', 'hide-variation', 'variation-has-changed', 'variation-select-change', 'check-variations', 'update-variation-values'];
      const form = document.querySelector('form.variations_form')!;
      for (const name of names) {
        form.addEventListener(`lantern:${name}`, (event) => {
          const detail = (event as CustomEvent<{ variation?: { variation_id: number }; purchasable?: boolean }>).detail;
          log.push([event.type, detail.variation ? `#${detail.variation.variation_id}` : '', detail.purchasable ?? ''].join(' ').trim());
        });
      }
    });
    expect(await page.evaluate(() => 'jQuery' in window)).toBe(false);
    await page.selectOption('select#pa_beam', 'combo');
    await page.selectOption('select#pa_voltage', '24v');
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard.slice(-6)).toEqual([
      'lantern:variation-select-change', 'lantern:check-variations', 'lantern:update-variation-values', 'lantern:found-variation #12006',
      'lantern:show-variation #12006 false', 'lantern:variation-has-changed',
    ]);
    expect(heard).toContain('lantern:reset-data');
    expect(heard).toContain('lantern:hide-variation');
  });

  it.each([
    ['with jQuery', '&jquery=1'],
    ['with native events', ''],
  ])('follows another script that sets the choices and triggers check_variations, then reset_data (%s)', async (_name, query) => {
    const page = await openForm(`${UNDERWATER}?${query.slice(1)}`);
    await page.evaluate((withJQuery) => {
      const form = document.querySelector<HTMLFormElement>('form.variations_form')!;
      form.querySelector<HTMLSelectElement>('select#pa_colour')!.value = 'green';
      form.querySelector<HTMLSelectElement>('select#pa_voltage')!.value = '24v';
      const trigger = (name: string) => {
        const jQuery = (window as unknown as { jQuery?: (target: Element) => { trigger(name: string): void } }).jQuery;
        if (withJQuery && jQuery) jQuery(form).trigger(name);
        else form.dispatchEvent(new CustomEvent(name, { bubbles: true }));
      };
      trigger('check_variations');
      (window as unknown as { resetForm: () => void }).resetForm = () => trigger('reset_data');
    }, query !== '');
    await expect.poll(() => variationId(page)).toBe('15406');
    expect(await page.locator('.single_variation .woocommerce-variation-price').innerText()).toContain('189');
    expect(await page.locator(BUTTON).getAttribute('class')).not.toContain('disabled');
    await page.evaluate(() => (window as unknown as { resetForm: () => void }).resetForm());
    await expect.poll(() => page.locator(BUTTON).getAttribute('class')).toContain('wc-variation-selection-needed');
    expect(await page.locator('.single_variation').isVisible()).toBe(false);
    // WooCommerce's form leaves variation_id to its select changes; the button is what stops an add.
    expect(await variationId(page)).toBe('15406');
  });

  it("follows a script that sets a select and triggers jQuery's change, as WooCommerce's form does", async () => {
    const page = await openForm(`${LIGHT_BAR}?swatches=0&jquery=1`);
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: string) => { val(value: string): { trigger(name: string): void } } }).jQuery;
      $('select#pa_beam').val('spot').trigger('change');
      $('select#pa_voltage').val('24v').trigger('change');
    });
    await expect.poll(() => variationId(page)).toBe('12002');
    expect(await page.locator(BUTTON).getAttribute('class')).not.toContain('disabled');
  });

  it('says no product matches when the server answers false in ajax variation mode', async () => {
    const shopPage = await shop.open(`${AJAX_PRODUCT}?swatches=0`);
    const { page } = shopPage;
    await waitForIsland(page, FORM);
    await page.route(wcAjax('get_variation'), (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'false' }));
    await page.selectOption('select#pa_beam', 'spot');
    await page.selectOption('select#pa_voltage', '12v');
    const message = page.locator(`${FORM} .wc-no-matching-variations`);
    await message.waitFor();
    expect(await message.innerText()).toBe('Sorry, no products matched your selection. Please choose a different combination.');
    expect(await variationId(page)).toBe('');
    await expectNothingLoading(page);
  });
});

describe('variation swatches: states and rules', () => {
  it('marks a value the shop does not sell with the choice made unavailable, named so for screen readers', async () => {
    const page = await openForm(DRIVING_LIGHTS);
    await page.locator(`${swatch('voltage', '12v')} label`).click();
    const flood = page.locator(swatch('beam', 'flood'));
    await expect.poll(() => flood.getAttribute('class')).toContain('disabled');
    expect(await flood.getAttribute('data-wvstooltip-out-of-stock')).toBe('(Unavailable)');
    const beams = page.getByRole('radiogroup', { name: 'Beam' });
    // deselect_unavailable is on in the demo: the item stays one the shopper can choose.
    expect(await beams.getByRole('radio', { name: 'Flood (Unavailable)' }).isDisabled()).toBe(false);
    await flood.hover();
    const tooltip = page.locator('[role="tooltip"]:visible');
    await expect.poll(() => tooltip.count()).toBe(1);
    expect((await tooltip.innerText()).trim()).toBe('Flood (Unavailable)');
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Choosing it anyway keeps it and clears the voltage, as the plugin does.
    await flood.click();
    await expect.poll(() => flood.getAttribute('class')).toContain('selected');
    expect(await page.locator('select#pa_beam').inputValue()).toBe('flood');
    expect(await page.locator('select#pa_voltage').inputValue()).toBe('');
    expect(await page.locator(`${swatch('voltage', '12v')} input`).isChecked()).toBe(false);
    // 12 V now fits no variation with flood; it too stays choosable, and choosing it clears the beam.
    const twelve = page.getByRole('radio', { name: '12V (Unavailable)' });
    expect(await twelve.isDisabled()).toBe(false);
    await twelve.check();
    await expect.poll(() => page.locator('select#pa_beam').inputValue()).toBe('');
    expect(await page.locator('select#pa_voltage').inputValue()).toBe('12v');
  });

  it('shows colour temperature as colour swatches, with a sold-out combination', async () => {
    const page = await openForm(SPREADER);
    const temperatures = page.getByRole('radiogroup', { name: 'Colour temperature' });
    expect(await temperatures.getByRole('radio').count()).toBe(2);
    expect(await page.locator('ul.color-variable-items-wrapper li.color-variable-item span.variable-item-span-color').count()).toBe(2);
    await page.locator(swatch('beam', 'flood')).click();
    expect(await temperatures.getByRole('radio', { name: 'Cool white 6000K (Out of stock)' }).getAttribute('aria-disabled')).toBe('true');
    await page.locator(swatch('colour-temperature', 'warm-white')).click();
    await expect.poll(() => variationId(page)).toBe('15502');
    expect(await page.locator('th.label .woo-selected-variation-item-name').nth(1).innerText()).toBe(': Warm white 3000K');
    expect(await page.locator('.single_variation .woocommerce-variation-price').innerText()).toContain('84.95');
  });

  it('names each group, shows where the keyboard is, and tells out-of-stock items apart', async () => {
    const page = await openForm(UNDERWATER);
    await page.locator(`${swatch('voltage', '12v')} input`).check();
    const colours = page.getByRole('radiogroup', { name: 'Colour' });
    expect(await colours.getByRole('radio').count()).toBe(3);
    expect(await page.getByRole('radiogroup', { name: 'Voltage' }).getByRole('radio').count()).toBe(2);
    expect(await colours.getByRole('radio', { name: 'White (Out of stock)' }).getAttribute('aria-disabled')).toBe('true');
    // Shift+Tab from the voltage radios lands on the colour group's one tab stop, with its focus ring.
    await page.locator(`${swatch('voltage', '12v')} input`).focus();
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      return { value: element.getAttribute('data-value'), ring: element.matches(':focus-visible'), outline: getComputedStyle(element).outlineStyle };
    });
    expect(focused.value).toBe('blue');
    expect(focused.ring).toBe(true);
    expect(focused.outline).not.toBe('none');
  });

  it('marks the chosen swatch that has keyboard focus with a ring apart from the chosen mark', async () => {
    const page = await openForm(UNDERWATER);
    await page.locator(swatch('colour', 'green')).click();
    // Out to the voltage radios and back: the keyboard lands on the colour group's chosen item.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        value: element.getAttribute('data-value'),
        chosen: element.classList.contains('selected'),
        ring: element.matches(':focus-visible'),
        outline: [style.outlineStyle, parseFloat(style.outlineWidth)] as const,
        outlineColor: style.outlineColor,
        markColors: [style.borderTopColor, style.boxShadow.match(/rgba?\([^)]*\)/)?.[0] ?? ''],
      };
    });
    expect(focused).toMatchObject({ value: 'green', chosen: true, ring: true });
    expect(focused.outline[0]).toBe('solid');
    expect(focused.outline[1]).toBeGreaterThanOrEqual(2);
    expect(focused.markColors).not.toContain(focused.outlineColor);
  });

  it('shows the chosen name beside the attribute only while one is chosen', async () => {
    const page = await openForm(UNDERWATER);
    const label = page.locator('th.label .woo-selected-variation-item-name').first();
    expect(await label.innerText()).toBe('');
    await page.locator(swatch('colour', 'green')).click();
    expect(await label.innerText()).toBe(': Green');
    await page.locator(`${FORM} .reset_variations`).click();
    await expect.poll(() => label.innerText()).toBe('');
  });

  it('shows stock left only with all but one attribute chosen, for in-stock candidates, and clears it on reset', async () => {
    const page = await openForm(LIGHT_BAR);
    expect(await stockInfo(page, 'voltage', '12v')).toBe('');
    expect(await stockInfo(page, 'beam', 'flood')).toBe('');
    await page.locator(swatch('beam', 'combo')).click();
    // Combo at 12 V: 10 in stock, at most 4 an order (at or below the threshold of 5); at 24 V: sold out.
    expect(await stockInfo(page, 'voltage', '12v')).toBe('10 left');
    expect(await stockInfo(page, 'voltage', '24v')).toBe('');
    expect(await page.locator(swatch('voltage', '12v')).getAttribute('class')).toContain('wvs-show-stock-left-info');
    await page.locator(`${FORM} .reset_variations`).click();
    await expect.poll(() => stockInfo(page, 'voltage', '12v')).toBe('');
    expect(await page.locator(swatch('voltage', '12v')).getAttribute('class')).not.toContain('wvs-show-stock-left-info');
    // With one attribute only, the stock left never shows, low as it is.
    const single = await openForm(SINGLE_ROW);
    expect(await single.locator('.wvs-show-stock-left-info').count()).toBe(0);
    expect(await single.locator('.wvs-stock-left-info[data-wvs-stock-info]:not([data-wvs-stock-info=""])').count()).toBe(0);
  });

  it('follows the plugin set the other way: out-of-stock items clickable, a second click clears, in-stock matches only, no label', async () => {
    const page = await openForm(`${UNDERWATER}?swatches=other`);
    expect(await page.locator('.woo-selected-variation-item-name').count()).toBe(0);
    await page.locator(`${swatch('voltage', '12v')} input`).check();
    const white = page.locator(swatch('colour', 'white'));
    await expect.poll(() => white.getAttribute('class')).toContain('no-stock');
    expect(await white.getAttribute('class')).not.toContain('disabled');
    expect(await white.getAttribute('aria-disabled')).toBeNull();
    expect(await white.getAttribute('data-wvstooltip-out-of-stock')).toBe('(Out of stock)');
    // Clickable; white at 12 V is sold out, and only in-stock variations count: 12 V is let go.
    await white.click();
    expect(await white.getAttribute('class')).toContain('selected');
    expect(await page.locator('select#pa_colour').inputValue()).toBe('white');
    expect(await page.locator('select#pa_voltage').inputValue()).toBe('');
    // clear_on_reselect: the chosen item clicked again clears its attribute.
    await white.click();
    expect(await page.locator('select#pa_colour').inputValue()).toBe('');
    expect(await white.getAttribute('class')).not.toContain('selected');
    // Stock info is on with `yes`: green at 12 V has 2 left.
    await page.locator(`${swatch('voltage', '12v')} input`).check();
    expect(await stockInfo(page, 'colour', 'green')).toBe('2 left');
    // The radio variant too: a click on the checked radio clears it.
    await page.locator(`${swatch('voltage', '12v')} label`).click();
    await expect.poll(() => page.locator('select#pa_voltage').inputValue()).toBe('');
    expect(await page.locator(`${swatch('voltage', '12v')} input`).isChecked()).toBe(false);
  });

  it('enables every item in ajax variation mode, even a sold-out combination, and selects only the chosen one', async () => {
    const page = await openForm(AJAX_PRODUCT);
    await page.locator(swatch('beam', 'flood')).click();
    await page.locator(`${swatch('voltage', '24v')} label`).click();
    await expect.poll(() => variationId(page)).toBe('11904');
    expect(await page.locator('li.variable-item.disabled, li.variable-item.no-stock').count()).toBe(0);
    expect(await page.locator('li.variable-item.selected').evaluateAll((items) => items.map((item) => item.getAttribute('data-value')))).toEqual(['flood', '24v']);
    expect(await page.locator(BUTTON).getAttribute('class')).toContain('wc-variation-is-unavailable');
  });
});
