import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { openAs } from './support/changed-page';
import { registerBrowserHarness } from './support/harness';
import { waitForIsland, waitForLantern } from './support/lantern';
import type { LanternReport } from '../../src/runtime/report-types';

const shop = registerBrowserHarness();

/** Underwater light with CartFlows' Variation Swatches: colour × voltage; white at 12 V is out of stock. */
const UNDERWATER = '/product/marine-underwater-led-27w/?swatches=cfvsw';
/** The single-row bar: its beam patterns are image swatches, and the demo shop has `tooltip_image` on. */
const SINGLE_ROW = '/product/led-light-bar-22-inch-single-row/?swatches=cfvsw';
const FORM = 'form.variations_form';
const BUTTON = `${FORM} .single_add_to_cart_button`;
const swatch = (attribute: string, value: string) => `.cfvsw-swatches-container[swatches-attr="attribute_pa_${attribute}"] .cfvsw-swatches-option[data-slug="${value}"]`;
const selectValue = (page: Page, attribute: string) => page.locator(`select#pa_${attribute}`).inputValue();
const variationId = (page: Page) => page.locator('input.variation_id').inputValue();
const buttonDisabled = (page: Page) => page.locator(BUTTON).evaluate((button) => button.classList.contains('disabled'));

async function openForm(): Promise<Page> {
  const { page } = await shop.open(UNDERWATER);
  await waitForLantern(page);
  await waitForIsland(page, FORM);
  await waitForIsland(page, '.cfvsw-swatches-container');
  return page;
}

describe("CartFlows' Variation Swatches on its own markup", () => {
  it('chooses colour and voltage by mouse: the selects follow, the button enables, reset clears', async () => {
    const page = await openForm();
    expect(await buttonDisabled(page)).toBe(true);
    await page.locator(swatch('colour', 'green')).click();
    await page.locator(swatch('voltage', '24v')).click();
    expect(await selectValue(page, 'colour')).toBe('green');
    expect(await selectValue(page, 'voltage')).toBe('24v');
    await expect.poll(() => variationId(page)).not.toBe('0');
    await expect.poll(() => buttonDisabled(page)).toBe(false);
    await expect.poll(() => page.locator('th.label .cfvsw-selected-label').allTextContents()).toEqual(['Green', '24V']);
    await page.locator(`${FORM} .reset_variations`).click();
    await expect.poll(() => page.locator('.cfvsw-selected-swatch').count()).toBe(0);
    expect(await selectValue(page, 'colour')).toBe('');
    expect(await page.locator('.cfvsw-selected-label').count()).toBe(0);
  });

  it('chooses by keyboard as a radio group, and a second press clears the choice', async () => {
    const page = await openForm();
    await page.locator(swatch('colour', 'blue')).focus();
    await page.keyboard.press('ArrowRight');
    expect(await selectValue(page, 'colour')).toBe('white');
    expect(await page.locator(swatch('colour', 'white')).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await selectValue(page, 'voltage')).toBe('24v');
    await expect.poll(() => buttonDisabled(page)).toBe(false);
    await page.keyboard.press('Space');
    expect(await selectValue(page, 'voltage')).toBe('');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('shows a sold-out colour as the plugin does and does not choose it', async () => {
    const page = await openForm();
    await page.locator(swatch('voltage', '12v')).click();
    const white = page.locator(swatch('colour', 'white'));
    await expect.poll(() => white.getAttribute('class')).toContain('cfvsw-swatches-blur-cross-disable cfvsw-swatches-disabled');
    expect(await white.getAttribute('aria-disabled')).toBe('true');
    // A shopper's pointer can still press it; Playwright would wait for an aria-disabled element to enable.
    await white.click({ force: true });
    expect(await selectValue(page, 'colour')).toBe('');
  });

  it("shows a beam pattern's picture above its name in the tooltip while the pointer is on it", async () => {
    const { page } = await shop.open(SINGLE_ROW);
    await waitForLantern(page);
    await waitForIsland(page, '.cfvsw-swatches-container');
    const spot = page.locator(swatch('beam', 'spot'));
    await spot.hover();
    const tip = spot.locator('> .cfvsw-tooltip');
    await tip.waitFor();
    expect(await tip.locator('> span').evaluateAll((spans) => spans.map((span) => span.className))).toEqual(['cfvsw-tooltip-preview', 'cfvsw-tooltip-label']);
    expect(await tip.locator('.cfvsw-tooltip-label').textContent()).toBe('Spot');
    const preview = tip.locator('.cfvsw-tooltip-preview');
    expect(await preview.evaluate((span) => getComputedStyle(span).backgroundImage)).toContain('data:image/svg+xml');
    // Drawn above the swatch, the picture as large as the stylesheet makes it.
    const [tipBox, spotBox, previewBox] = await Promise.all([tip.boundingBox(), spot.boundingBox(), preview.boundingBox()]);
    expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(spotBox!.y + 1);
    expect(previewBox!.height).toBeGreaterThan(spotBox!.height);
    // The pointer may move onto the tooltip; it goes once the pointer leaves the swatch.
    await page.mouse.move(tipBox!.x + tipBox!.width / 2, tipBox!.y + tipBox!.height / 2);
    expect(await tip.count()).toBe(1);
    await page.mouse.move(spotBox!.x + spotBox!.width / 2, spotBox!.y + spotBox!.height + 60);
    await expect.poll(() => page.locator('.cfvsw-tooltip').count()).toBe(0);
  });

  it('names no chosen value beside the label on a shop whose label layout is inline', async () => {
    // The same page as the plugin prints it with html_design "inline": its setting and body class.
    const { page } = await openAs(shop, UNDERWATER, (html) => html.replace('"html_design":"none"', '"html_design":"inline"').replace('cfvsw-label-none', 'cfvsw-label-inline'));
    await waitForIsland(page, '.cfvsw-swatches-container');
    expect(await page.evaluate(() => (window as unknown as { cfvsw_swatches_settings?: { html_design?: string } }).cfvsw_swatches_settings?.html_design)).toBe('inline');
    await page.locator(swatch('colour', 'green')).click();
    expect(await selectValue(page, 'colour')).toBe('green');
    await expect.poll(() => page.locator(swatch('colour', 'green')).getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('.cfvsw-selected-label').count()).toBe(0);
    expect(await page.locator('th.label label[for="pa_colour"]').textContent()).toBe('Colour');
    expect(await page.locator('body').getAttribute('class')).toContain('cfvsw-label-inline');
  });

  it('is reported adopted, with nothing left unhandled', async () => {
    const page = await openForm();
    const found = await page.evaluate((): Promise<LanternReport> => {
      if (!window.lantern) throw new Error('no Lantern on the page');
      return window.lantern.report();
    });
    expect(found.adopted['cfvsw-swatches']).toBe(2);
    expect(found).toMatchObject({ left: [], unhandled: [], missingGlobals: [] });
  });
});
