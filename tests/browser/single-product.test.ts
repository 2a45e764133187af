import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { nextDialog } from './support/dialogs';
import { PHONE, registerBrowserHarness } from './support/harness';
import { holdRequests } from './support/hold';
import { PANEL_WATCH, panelsSeen, tabStates, visiblePanels } from './support/product-tabs';
import { waitForIsland, waitForLantern } from './support/lantern';

const shop = registerBrowserHarness();

/** A simple product: Description and Reviews tabs. */
const SIMPLE = '/product/magnetic-base-led-work-light/';
/** A variable product: Description, Additional information and Reviews tabs. */
const VARIABLE = '/product/rectangular-led-work-light-48w/';
const WRAPPER = '.woocommerce-tabs';
const TAB = `${WRAPPER} [role="tab"]`;
/** The product surface chunk carries the tabs, the stars and the gallery. */
const isProductChunk = (url: URL) => /^\/lantern\/chunks\/product-[^/]+\.js$/.test(url.pathname);

async function openProduct(path: string, options?: BrowserContextOptions): Promise<Page> {
  const { newPage } = await shop.newContext(options);
  const shopPage = await newPage();
  await shopPage.page.addInitScript(PANEL_WATCH);
  await shopPage.goto(path);
  await waitForLantern(shopPage.page);
  await waitForIsland(shopPage.page, WRAPPER);
  return shopPage.page;
}

function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

describe('product tabs', () => {
  it('shows the description only, from the first frame, as WAI-ARIA tabs', async () => {
    const page = await openProduct(VARIABLE);
    expect(await visiblePanels(page)).toEqual(['tab-description']);
    expect(await panelsSeen(page)).toEqual(['tab-description']);
    expect(await tabStates(page)).toEqual(['Description: true/0', 'Additional information: false/-1', 'Reviews (2): false/-1']);
    expect(await page.locator(`${WRAPPER} li.active`).getAttribute('id')).toBe('tab-title-description');
    const tab = page.locator(TAB).first();
    expect(await tab.getAttribute('aria-controls')).toBe('tab-description');
    expect(await page.locator(`${WRAPPER} ul[role="tablist"] > li`).first().getAttribute('role')).toBe('presentation');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('moves between tabs with the arrow keys, Home and End, and leaves them with Tab', async () => {
    const page = await openProduct(VARIABLE);
    await page.locator(TAB).first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedText(page)).toBe('Additional information');
    expect(await visiblePanels(page)).toEqual(['tab-additional_information']);
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('Reviews (2)');
    expect(await visiblePanels(page)).toEqual(['tab-reviews']);
    await page.keyboard.press('ArrowRight');
    expect(await focusedText(page)).toBe('Description');
    await page.keyboard.press('ArrowLeft');
    expect(await tabStates(page)).toEqual(['Description: false/-1', 'Additional information: false/-1', 'Reviews (2): true/0']);
    await page.keyboard.press('Home');
    expect(await visiblePanels(page)).toEqual(['tab-description']);
    // One tab stop: Tab goes on into the page, not to the next tab.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
    expect(new URL(page.url()).hash).toBe('');
  });

  it('shows a clicked tab in place: no jump, no new address', async () => {
    const page = await openProduct(SIMPLE);
    const reviewsTab = page.locator(TAB, { hasText: 'Reviews' });
    // Where a shopper reads it, clear of the window's edges, so the click needs no scrolling.
    await reviewsTab.evaluate((tab) => tab.scrollIntoView({ block: 'center' }));
    const scrolled = await page.evaluate(() => window.scrollY);
    await reviewsTab.click();
    expect(await visiblePanels(page)).toEqual(['tab-reviews']);
    expect(await page.locator(`${WRAPPER} li.active`).getAttribute('id')).toBe('tab-title-reviews');
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  // The shop's stylesheet shows the panel the address names through `:target`, which Chrome
  // sets once the page has loaded: a first paint before that shows the first panel (docs/compat.md).
  // Once the reviews show, nothing else does.
  for (const hash of ['#tab-reviews', '#reviews', '#comment-1041']) {
    it(`opens the reviews when the address says ${hash}`, async () => {
      const page = await openProduct(`${SIMPLE}${hash}`);
      expect(await visiblePanels(page)).toEqual(['tab-reviews']);
      expect(await panelsSeen(page, 'tab-reviews')).toEqual(['tab-reviews']);
      expect(await tabStates(page)).toEqual(['Description: false/-1', 'Reviews (2): true/0']);
    });
  }

  it('opens the reviews from the summary’s review link and from a link to #tab-reviews', async () => {
    const page = await openProduct(SIMPLE);
    await page.locator('a.woocommerce-review-link').click();
    expect(await visiblePanels(page)).toEqual(['tab-reviews']);
    await expect.poll(() => page.evaluate(() => document.getElementById('reviews')?.getBoundingClientRect().top ?? -1)).toBeLessThan(200);
    await page.locator(TAB).first().click();
    expect(await visiblePanels(page)).toEqual(['tab-description']);
    await page.evaluate(() => {
      window.location.hash = '#tab-reviews';
    });
    await expect.poll(() => visiblePanels(page)).toEqual(['tab-reviews']);
  });

  it('shows the first tab when the address names a tab the product does not have', async () => {
    const page = await openProduct(`${SIMPLE}#tab-additional_information`);
    expect(await visiblePanels(page)).toEqual(['tab-description']);
  });

  it('holds a tab clicked before its code arrived, then shows it in place', async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page } = shopPage;
    const chunk = await holdRequests(page, isProductChunk);
    await shopPage.goto(SIMPLE);
    await waitForLantern(page);
    await chunk.waitFor(1);
    await page.locator(`${WRAPPER} li.reviews_tab a`).click();
    expect(new URL(page.url()).hash).toBe('');
    expect(await visiblePanels(page)).toEqual(['tab-description']);
    await chunk.releaseAll();
    await waitForIsland(page, WRAPPER);
    await expect.poll(() => visiblePanels(page)).toEqual(['tab-reviews']);
    expect(new URL(page.url()).hash).toBe('');
  });

  it('works by touch on a phone', async () => {
    const page = await openProduct(VARIABLE, { viewport: PHONE, hasTouch: true, isMobile: true });
    expect(await panelsSeen(page)).toEqual(['tab-description']);
    await page.locator(TAB, { hasText: 'Additional information' }).tap();
    expect(await visiblePanels(page)).toEqual(['tab-additional_information']);
    await page.locator(TAB, { hasText: 'Reviews' }).tap();
    await page.locator('p.stars a.star-2').tap();
    expect(await page.locator('#rating').inputValue()).toBe('2');
  });

  it('triggers single-product.js’s events for the scripts that listen', async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page } = shopPage;
    await page.addInitScript(() => {
      const heard: string[] = [];
      Object.assign(window, { heard });
      document.addEventListener('DOMContentLoaded', () => {
        const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, selector: string, handler: (...args: unknown[]) => void): void } }).jQuery;
        // Delegated as single-product.js binds its own; the rating's `init` bubbles through the
        // tabs wrapper, as it does under WooCommerce, so each is counted where it was triggered.
        $(document.body).on('init', '.wc-tabs-wrapper, #rating', (event) => {
          const { target, currentTarget } = event as { target: Element; currentTarget: Element };
          if (target === currentTarget) heard.push(`init ${target.className || target.id}`);
        });
        for (const name of ['wc-product-gallery-before-init', 'wc-product-gallery-after-init']) {
          $(document.body).on(name, '.woocommerce-product-gallery', (_event, gallery, params) =>
            heard.push(`${name} ${(gallery as Element).className.split(' ')[0] ?? ''} ${(params as { review_rating_required: string }).review_rating_required}`),
          );
        }
      });
    });
    await shopPage.goto(`${SIMPLE}?jquery=1`);
    await waitForLantern(page);
    await waitForIsland(page, '#rating');
    await waitForIsland(page, '.woocommerce-product-gallery');
    await waitForIsland(page, WRAPPER);
    expect((await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).sort()).toEqual([
      'init rating',
      'init woocommerce-tabs wc-tabs-wrapper',
      'wc-product-gallery-after-init woocommerce-product-gallery yes',
      'wc-product-gallery-before-init woocommerce-product-gallery yes',
    ]);
    expect(await page.locator('.woocommerce-product-gallery').evaluate((gallery) => getComputedStyle(gallery).opacity)).toBe('1');
  });
});

describe('review rating', () => {
  async function openReviews(path = SIMPLE): Promise<Page> {
    const page = await openProduct(`${path}#reviews`);
    await waitForIsland(page, '#rating');
    return page;
  }

  it('draws WooCommerce’s stars over the select, and a click chooses one', async () => {
    const page = await openReviews();
    expect(await page.locator('#rating').isVisible()).toBe(false);
    const stars = page.locator('#respond p.stars');
    expect(await stars.locator('a').evaluateAll((links) => links.map((link) => `${link.className}:${link.textContent ?? ''}`))).toEqual([
      'star-1:1',
      'star-2:2',
      'star-3:3',
      'star-4:4',
      'star-5:5',
    ]);
    await page.getByRole('radio', { name: 'Good' }).click();
    expect(await page.locator('#rating').inputValue()).toBe('4');
    expect(await stars.getAttribute('class')).toBe('stars selected');
    expect(await stars.locator('a.active').getAttribute('class')).toBe('star-4 active');
    expect(await page.getByRole('radio', { name: 'Good' }).getAttribute('aria-checked')).toBe('true');
    await page.locator('#respond p.stars a.star-2').click();
    expect(await stars.locator('a.active').getAttribute('class')).toBe('star-2 active');
    expect(await page.locator('#rating').inputValue()).toBe('2');
    expect(new URL(page.url()).hash).toBe('#reviews');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('chooses with the keyboard as a radio group', async () => {
    const page = await openReviews();
    await page.locator('#respond p.stars a.star-1').focus();
    await page.keyboard.press('Space');
    expect(await page.locator('#rating').inputValue()).toBe('1');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('#rating').inputValue()).toBe('3');
    expect(await focusedText(page)).toBe('3');
    await page.keyboard.press('End');
    expect(await page.locator('#rating').inputValue()).toBe('5');
    expect(await page.locator('#respond p.stars a[tabindex="0"]').getAttribute('class')).toBe('star-5 active');
  });

  it('refuses a review without a rating with the shop’s message, then takes focus to the stars', async () => {
    const page = await openReviews();
    let posted = false;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/wp-comments-post.php') posted = true;
    });
    await page.locator('#comment').fill('Bright light.');
    await page.locator('#author').fill('Jo');
    await page.locator('#email').fill('jo@example.com');
    const asked = nextDialog(page, 'accept');
    await page.locator('#respond #submit').click();
    expect(await asked).toBe('Please select a rating');
    expect(posted).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('star-1');
  });
});
