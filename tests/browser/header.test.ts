import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { PHONE, registerBrowserHarness } from './support/harness';
import { waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();

const SEARCH_FIELD = '#masthead .search-field';
const RESULTS = '#masthead .ajax-search-result';

const searchRequests = (requests: { matching(p: (url: URL) => boolean): { body: string | null }[] }) =>
  requests.matching((url) => url.pathname === '/wp-admin/admin-ajax.php').filter((entry) => entry.body?.includes('ajax_search_products'));

function resultsOpen(page: Page, results = RESULTS): Promise<boolean> {
  return page.locator(results).evaluate((box) => getComputedStyle(box).display !== 'none' && box.querySelector('[role="option"]') !== null);
}

describe('header live search', () => {
  it('fetches no header code until the shopper uses the search, then lists results for a settled query', async () => {
    const { page, requests } = await shop.open('/');
    await waitForLantern(page);
    await page.waitForLoadState('networkidle');
    expect(requests.matching((url) => /\/chunks\/header-/.test(url.pathname))).toEqual([]);

    await page.locator(SEARCH_FIELD).click();
    await page.waitForFunction((box) => document.querySelector(box)?.getAttribute('data-island-state') === 'ready', RESULTS);
    await page.keyboard.type('li');
    await page.keyboard.type('ght', { delay: 30 });
    await expect.poll(() => resultsOpen(page)).toBe(true);
    expect(searchRequests(requests).map((entry) => new URLSearchParams(entry.body ?? '').get('query'))).toEqual(['light']);
    const first = page.locator(`${RESULTS} [role="option"]`).first();
    expect(await first.getAttribute('href')).toMatch(/^\/product\//);
    expect(await first.locator('img').count()).toBe(1);
    expect(await first.locator('.price').textContent()).toMatch(/\$/);
    expect(await page.locator(SEARCH_FIELD).getAttribute('aria-expanded')).toBe('true');
  });

  it('is a combobox for the keyboard: arrows highlight, Escape closes, Enter opens the highlighted product', async () => {
    const { page } = await shop.open('/');
    await page.locator(SEARCH_FIELD).focus();
    await page.keyboard.type('marine');
    await expect.poll(() => resultsOpen(page)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const second = page.locator(`${RESULTS} [role="option"]`).nth(1);
    await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(SEARCH_FIELD).getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => resultsOpen(page)).toBe(false);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => resultsOpen(page)).toBe(true);
    const href = await page.locator(`${RESULTS} [role="option"]`).first().getAttribute('href');
    await Promise.all([page.waitForURL((url) => url.pathname === href), page.keyboard.press('Enter')]);
  });

  it('hides the results on a click elsewhere and when the query gets shorter', async () => {
    const { page, requests } = await shop.open('/');
    await page.locator(SEARCH_FIELD).fill('work');
    await expect.poll(() => resultsOpen(page, RESULTS)).toBe(true);
    await page.locator('.site-branding').click();
    await expect.poll(() => resultsOpen(page, RESULTS)).toBe(false);
    await page.locator(SEARCH_FIELD).click();
    await expect.poll(() => resultsOpen(page, RESULTS)).toBe(true);
    await page.locator(SEARCH_FIELD).press('Backspace');
    await page.locator(SEARCH_FIELD).press('Backspace');
    await expect.poll(() => resultsOpen(page, RESULTS)).toBe(false);
    expect(searchRequests(requests)).toHaveLength(1);
  });

  it("searches from the handheld bar's search box at phone width, results above the bar", async () => {
    const { page } = await shop.open('/', { viewport: PHONE });
    await page.locator('.storefront-handheld-footer-bar .search > a').click();
    const field = page.locator('.storefront-handheld-footer-bar .search-field');
    await field.fill('light');
    const results = '.storefront-handheld-footer-bar .ajax-search-result';
    await expect.poll(() => resultsOpen(page, results)).toBe(true);
    const box = await page.locator(results).boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true);
  });
});
