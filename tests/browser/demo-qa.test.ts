import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { DEMO_PAGES as PAGES } from './support/demo-pages';
import { registerBrowserHarness, type ShopPage } from './support/harness';
import { waitForIsland } from './support/lantern';
import {
  coveredFocusedControls,
  glyphIcons,
  layoutShifts,
  outsideViewport,
  overlappingBars,
  recordLayoutShifts,
  resetLayoutShifts,
  sidewaysScroll,
} from './support/layout-checks';
import { settled } from './support/settled';

const shop = registerBrowserHarness();

/** A phone, a tablet and a laptop, as a QA person tries the demo. */
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;
const MAX_SHIFT = 0.02;

/** Popovers a shopper opens from any page's header, each checked inside the viewport. */
async function headerPopoversOutside(page: Page, width: number): Promise<string[]> {
  const problems: string[] = [];
  const check = async (selector: string) => {
    await expect.poll(() => outsideViewport(page, selector)).toBeNull().catch(async () => problems.push((await outsideViewport(page, selector)) ?? selector));
  };
  // A popup the page opened on load is closed first, as a shopper would.
  const modal = page.locator('[role="dialog"][aria-modal="true"]:visible');
  if ((await modal.count()) > 0) {
    await page.keyboard.press('Escape');
    await modal.first().waitFor({ state: 'hidden' });
  }
  await page.locator('.site-header-account > a').hover();
  await waitForIsland(page, '.site-header-account');
  await check('.account-dropdown');
  if (width >= 768) {
    await page.locator('.site-header-cart').hover();
    await check('.site-header-cart .widget_shopping_cart');
    await page.mouse.move(0, 0);
    // Each mega menu panel, opened from its button as the keyboard would.
    const openers = page.locator('.e-n-menu-dropdown-icon:visible');
    for (let index = 0; index < (await openers.count()); index += 1) {
      await openers.nth(index).evaluate((button: HTMLElement) => button.click());
      await check('.e-n-menu-content.e-active > .e-con');
    }
  }
  await page.mouse.move(0, 0);
  return problems;
}

/** Each swatch's tooltip, hovered in turn, inside the viewport. */
async function swatchTooltipsOutside(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const swatches = page.locator('li.variable-item[data-wvstooltip]:visible');
  for (let index = 0; index < (await swatches.count()); index += 1) {
    await swatches.nth(index).hover();
    await page.locator('.lantern-tooltip:not([hidden])').waitFor();
    const outside = await outsideViewport(page, '.lantern-tooltip:not([hidden])');
    if (outside) problems.push(outside);
  }
  return problems;
}

/**
 * Adds the first product a card or table offers, and reports what moved: the layout shift
 * after the click, and the card's own buttons if the "View cart" link pushed them.
 */
async function addToCartMoves(shopPage: ShopPage): Promise<{ shift: number; movers: string[]; pushed: string[] } | null> {
  const { page } = shopPage;
  const button = page.locator('.ajax_add_to_cart:visible').first();
  if ((await button.count()) === 0) return null;
  await button.scrollIntoViewIfNeeded();
  await settled(shopPage);
  await resetLayoutShifts(page);
  const siblings = () =>
    button.evaluate((element) => [...(element.closest('li.product')?.children ?? [])].filter((child) => child !== element && !child.matches('.added_to_cart')).map((child) => child.getBoundingClientRect().top + scrollY));
  const before = await siblings();
  await button.click();
  await page.locator('.added_to_cart').first().waitFor({ state: 'attached' });
  await settled(shopPage);
  const after = await siblings();
  const { sinceInput, movers } = await layoutShifts(page);
  const pushed = before.flatMap((top, index) => (Math.abs((after[index] ?? top) - top) > 1 ? [`card item ${index} moved ${Math.round((after[index] ?? top) - top)} px`] : []));
  return { shift: sinceInput, movers, pushed };
}

describe.each(PAGES)('the demo page %s at 390, 768 and 1280 px', (path) => {
  // Three widths of one page in one test, side by side: up to three pages' time.
  it('fits, keeps its bars apart and off focused controls, opens popovers in view, holds still, draws icons as SVG and passes axe', { timeout: 120_000 }, async () => {
    const results = await Promise.all(
      WIDTHS.map(async (viewport) => {
        const { context, newPage } = await shop.newContext({ viewport });
        await context.addInitScript(recordLayoutShifts);
        const shopPage = await newPage();
        const { page } = shopPage;
        await shopPage.goto(path);
        await settled(shopPage);
        const { load, movers } = await layoutShifts(page);
        const found = {
          width: viewport.width,
          loadShift: load > MAX_SHIFT ? `${load.toFixed(3)}: ${movers.join(', ')}` : null,
          sideways: await sidewaysScroll(page),
          bars: await overlappingBars(page),
          glyphs: await glyphIcons(page),
          axe: await axeViolations(page),
          popovers: [...(await headerPopoversOutside(page, viewport.width)), ...(await swatchTooltipsOutside(page))],
          covered: await coveredFocusedControls(page),
          addToCart: null as string | null,
        };
        const added = await addToCartMoves(shopPage);
        if (added && (added.shift > MAX_SHIFT || added.pushed.length > 0)) found.addToCart = `${added.shift.toFixed(3)} ${added.pushed.join(', ')} ${added.movers.join(', ')}`;
        return found;
      }),
    );
    const expected = WIDTHS.map(({ width }) => ({ width, loadShift: null, sideways: [], bars: [], glyphs: [], axe: [], popovers: [], covered: [], addToCart: null }));
    expect(results).toEqual(expected);
  });
});

describe('the compare bar on a phone', () => {
  it('opens above the footer bar and lifts the store notice: no bar covers another', async () => {
    const shopPage = await shop.open('/', { viewport: WIDTHS[0] });
    const { page } = shopPage;
    await settled(shopPage);
    await page.locator('ul.products .woosc-btn').first().click();
    await page.locator('#woosc-area[aria-modal="true"]').waitFor({ state: 'attached' });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('#woosc-area')?.getAttribute('role') === 'region');
    await page.locator('.woosc-bar.woosc-bar-open').waitFor();
    // The bar's slide-in ends where it stays.
    await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
    expect(await overlappingBars(page)).toEqual([]);
    expect(await coveredFocusedControls(page)).toEqual([]);
  });
});
