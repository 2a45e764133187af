import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { AREA, classesOf, compareButton, compareCookie, idOf, setCompareCookie, waitForCompare } from './support/compare';
import { registerBrowserHarness } from './support/harness';

const shop = registerBrowserHarness();

describe('compare buttons, list and table', () => {
  it('adds a product: the button shows added, the cookie holds it, the bar and table open with it', async () => {
    const { page } = await shop.open('/shop/');
    await waitForCompare(page);
    const button = compareButton(page, 0);
    const id = await idOf(button);
    await button.click();
    await expect.poll(() => classesOf(button)).toContain('woosc-btn-added');
    expect(await compareCookie(page)).toEqual([id]);
    await expect.poll(() => classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
    await page.locator('#woosc_table').waitFor();
    expect(await page.locator(`.woosc-bar-item[data-id="${id}"]`).count()).toBe(1);
    expect(await page.locator('.woosc-menu-item-inner').getAttribute('data-count')).toBe('1');
    expect(await page.locator('.woosc-bar').getAttribute('data-count')).toBe('1');
  });

  it('keeps the added state after a reload and closes the table on its close button and Escape', async () => {
    const { page, goto } = await shop.open('/shop/');
    await waitForCompare(page);
    const first = compareButton(page, 0);
    const id = await idOf(first);
    await setCompareCookie(page, shop.origin, [id]);
    await goto('/shop/');
    await waitForCompare(page);
    await expect.poll(() => classesOf(compareButton(page, 0))).toContain('woosc-btn-added');
    await page.locator('.woosc-menu-item a').click();
    await expect.poll(() => classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
    await expect.poll(() => page.evaluate(() => document.querySelector('#woosc-area')?.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator(AREA))).not.toContain('woosc-area-open-table');
  });

  it('has no serious accessibility violations with the table open', async () => {
    const { page } = await shop.open('/shop/');
    await waitForCompare(page);
    await compareButton(page, 0).click();
    await page.locator('#woosc_table').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
