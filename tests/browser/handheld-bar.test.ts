import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, registerBrowserHarness } from './support/harness';
import { waitForIsland, waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();
const BAR = '[class*="handheld-footer-bar"]';

async function openOnPhone(path: string): Promise<Page> {
  const { page, goto } = await shop
    .newContext({ viewport: PHONE, hasTouch: true, isMobile: true })
    .then(({ newPage }) => newPage());
  await goto(path);
  await waitForLantern(page);
  await page.locator(BAR).first().waitFor({ state: 'visible' });
  await waitForIsland(page, BAR);
  return page;
}

function bodyMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => document.body.classList.contains('sf-input-focused'));
}

describe('handheld footer bar on a phone', () => {
  it('toggles the search box when its search link is tapped', async () => {
    const page = await openOnPhone('/');
    const item = page.locator(`${BAR} .search`).first();
    const link = item.locator(':scope > a');
    const box = item.locator('.site-search');
    expect(await box.isVisible()).toBe(false);
    await link.tap();
    expect(await item.evaluate((element) => element.classList.contains('active'))).toBe(true);
    expect(await box.isVisible()).toBe(true);
    await link.tap();
    expect(await item.evaluate((element) => element.classList.contains('active'))).toBe(false);
    expect(await box.isVisible()).toBe(false);
    expect(new URL(page.url()).href).toBe(new URL('/', shop.origin).href);
  });

  it('marks the page while a form field outside the bar has focus', async () => {
    // The account page's login form is on screen on a phone (the header search is not).
    const page = await openOnPhone('/my-account/');
    const field = page.locator(`form:not(${BAR} form) input:not([type="hidden"]):visible`).first();
    expect(await bodyMarked(page)).toBe(false);
    await field.focus();
    expect(await bodyMarked(page)).toBe(true);
    await field.blur();
    expect(await bodyMarked(page)).toBe(false);
  });
});
