import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { PHONE, registerBrowserHarness } from './support/harness';
import { waitForIsland, waitForLantern } from './support/lantern';
import { settled } from './support/settled';
import { lanternFiles } from './support/script-tags';

const shop = registerBrowserHarness();

/** A page that loads no cart code of its own until used: what it fetches is the back-to-top's doing. */
const PRODUCT_WITHOUT_LISTING = '/product/32-inch-led-light-bar-180w/';

describe('product listing', () => {
  it('submits the sort order as soon as it changes', async () => {
    const { page } = await shop.open('/shop/');
    await waitForLantern(page);
    await waitForIsland(page, 'form.woocommerce-ordering');
    await page.locator('select.orderby').selectOption('price');
    await page.waitForURL((url) => url.searchParams.get('orderby') === 'price');
    expect(await page.locator('select.orderby').inputValue()).toBe('price');
  });

  it('re-announces the result count two seconds after load', async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page } = shopPage;
    // When the count is hidden and shown again, read on the page's own clock as it happens: a
    // test that looked after its own steps would count a busy machine's delays as the page's.
    await page.addInitScript(() => {
      const times: Record<string, number> = {};
      (window as unknown as { countHidden: Record<string, number> }).countHidden = times;
      new MutationObserver(() => {
        const value = document.querySelector('.woocommerce-result-count')?.getAttribute('aria-hidden');
        if (value && !(value in times)) times[value] = performance.now();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    });
    await shopPage.goto('/shop/?orderby=price');
    await waitForLantern(page);
    const count = page.locator('.woocommerce-result-count').first();
    await waitForIsland(page, '.woocommerce-result-count');
    const text = await count.innerText();
    await page.waitForFunction(
      () => document.querySelector('.woocommerce-result-count')?.getAttribute('aria-hidden') === 'false',
      undefined,
      { timeout: 10_000 },
    );
    const times = await page.evaluate(() => (window as unknown as { countHidden: Record<string, number> }).countHidden);
    // Hidden at mount, shown 2 s later (the observer notes the hiding a moment after the timer starts).
    expect(times.true).toBeDefined();
    expect((times.false ?? 0) - (times.true ?? 0)).toBeGreaterThanOrEqual(1990);
    expect(await count.innerText()).toBe(text);
    expect(await count.getAttribute('role')).toMatch(/^(status|alert)$/);
  });
});

describe('off-canvas filter panel', () => {
  // The theme's panel: a shell printed in the footer that takes the sidebar's widgets on narrow windows.
  const PANEL = '.beacon-canvas-filter';
  const isOpen = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('off-canvas-active'));

  it('opens from the filter toggle at phone width as a dialog, and closes on its close button, the overlay and Escape', async () => {
    const { page } = await shop.open('/shop/', { viewport: PHONE });
    await page.locator('.filter-toggle').click();
    await expect.poll(() => isOpen(page)).toBe(true);
    expect(await page.locator(PANEL).getAttribute('role')).toBe('dialog');
    // The panel slides in: it is visible from the first frame of that transition.
    await expect.poll(() => page.locator(`${PANEL} .widget_price_filter`).isVisible()).toBe(true);
    expect(await page.locator('#secondary .widget').count()).toBe(0);
    await expect.poll(() => page.evaluate((panel) => document.querySelector(panel)?.contains(document.activeElement), PANEL)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    expect(await page.locator('.filter-toggle').evaluate((toggle) => toggle === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.locator(`${PANEL} .filter-close`).click();
    await expect.poll(() => isOpen(page)).toBe(false);
    await page.locator('.filter-toggle').click();
    await expect.poll(() => isOpen(page)).toBe(true);
    await page.locator('.beacon-overlay-filter').click({ position: { x: PHONE.width - 10, y: PHONE.height / 2 } });
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  it("slides the theme's dropdown filter open above the products on a wide window, and is the panel on a narrower one", async () => {
    const { page } = await shop.open('/shop/?filters=dropdown');
    const dropdown = page.locator('.beacon-dropdown-filter');
    const toggle = page.locator('.filter-toggle');
    expect(await dropdown.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    // Open once the 400 ms slide has ended: full height, in the page flow, not a dialog.
    await expect.poll(() => dropdown.evaluate((element) => (element as HTMLElement).style.display === 'block' && element.getAnimations().length === 0)).toBe(true);
    expect((await dropdown.boundingBox())?.height).toBeGreaterThan(100);
    expect(await isOpen(page)).toBe(false);
    expect(await dropdown.getAttribute('role')).toBe('region');
    expect(await toggle.getAttribute('aria-controls')).toBe(await dropdown.getAttribute('id'));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dropdown.locator('.product-categories a').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => dropdown.isVisible()).toBe(false);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.setViewportSize({ width: 900, height: 800 });
    await toggle.click();
    await expect.poll(() => isOpen(page)).toBe(true);
    expect(await dropdown.getAttribute('role')).toBe('dialog');
    await expect.poll(() => dropdown.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
  });
});

describe('loop grid taxonomy filter', () => {
  const LOOP = '.elementor-widget-loop-grid';
  const items = (page: Page) => page.locator(`${LOOP} .e-loop-item`).count();
  const pressed = (page: Page) =>
    page.locator('.e-filter-item[aria-pressed="true"]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-filter')).sort());
  const refreshes = (requests: { matching(p: (url: URL) => boolean): { headers: Record<string, string>; body: string | null }[] }) =>
    requests.matching((url) => url.pathname === '/wp-json/elementor-pro/v1/refresh-loop');

  it('refreshes the grid per choice, writes the address, and Back restores the earlier choice', async () => {
    const { page, requests } = await shop.open('/shop-by-category/');
    expect(await items(page)).toBe(48);
    await page.locator('.e-filter-item[data-filter="marine"]').click();
    await expect.poll(() => items(page)).toBe(15);
    expect(new URL(page.url()).searchParams.get('e-filter-a1b2c3d-product_cat')).toBe('marine');
    await page.locator('.e-filter-item[data-filter="online-sales"]').click();
    await expect.poll(() => items(page)).toBe(27);
    expect(page.url()).toContain('e-filter-a1b2c3d-product_cat=marine~online-sales');
    expect(await pressed(page)).toEqual(['marine', 'online-sales']);
    expect(refreshes(requests).every((entry) => entry.headers['x-wp-nonce'] === undefined)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goBack();
    await expect.poll(() => items(page)).toBe(15);
    expect(await pressed(page)).toEqual(['marine']);
    await page.goBack();
    await expect.poll(() => items(page)).toBe(48);
    expect(await pressed(page)).toEqual(['__all']);
  });

  it('prints the filtered grid for a filtered address, and its new items keep working', async () => {
    const { page } = await shop.open('/shop-by-category/?e-filter-a1b2c3d-product_cat=online-sales+worklights');
    expect(await items(page)).toBe(3);
    expect(await pressed(page)).toEqual(['online-sales', 'worklights']);
    await page.locator('.e-filter-item[data-filter="__all"]').click();
    await expect.poll(() => items(page)).toBe(48);
    const add = page.locator(`${LOOP} .ajax_add_to_cart`).first();
    await add.click();
    await expect.poll(() => add.evaluate((button) => button.classList.contains('added'))).toBe(true);
  });

  it('sends the REST nonce and edit mode only in the editor', async () => {
    const { page, requests } = await shop.open('/shop-by-category/?editor=1');
    await page.locator('.e-filter-item[data-filter="marine"]').click();
    await expect.poll(() => refreshes(requests).length).toBe(1);
    const [request] = refreshes(requests);
    expect(request?.headers['x-wp-nonce']).toBeTruthy();
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ is_edit_mode: true, widget_id: 'a1b2c3d' });
  });
});

describe("the theme's menu filter layout", () => {
  const BAR = '.storefront-sorting';
  const crowded = (page: Page) => page.locator(BAR).evaluate((bar) => bar.classList.contains('active-filter-toggle'));

  it('keeps the widgets in the sorting bar while they fit, and gives them a row of their own when the window narrows', async () => {
    const { page } = await shop.open('/shop/?filters=menu');
    await waitForIsland(page, '.beacon-menu-filter-wrap');
    expect(await crowded(page)).toBe(false);
    expect(await page.locator(`${BAR} .widget_price_filter`).isVisible()).toBe(true);
    expect(await page.locator('.filter-toggle').count()).toBe(0);

    await page.setViewportSize({ width: 760, height: 800 });
    await expect.poll(() => crowded(page)).toBe(true);
    const ordering = (await page.locator(`${BAR} .woocommerce-ordering`).boundingBox())!;
    const widgets = (await page.locator('.beacon-menu-filter').boundingBox())!;
    expect(widgets.y).toBeGreaterThanOrEqual(ordering.y + ordering.height);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => crowded(page)).toBe(false);
  });
});

describe("the theme's back-to-top button", () => {
  const BUTTON = '.scrollup';
  const shown = (page: Page) => page.locator(BUTTON).evaluate((button) => button.classList.contains('activate'));
  const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  it('loads nothing until the shopper moves, shows past 50 px, and scrolls smoothly to the top by mouse and keyboard', async () => {
    const shopPage = await shop.open(PRODUCT_WITHOUT_LISTING);
    const { page } = shopPage;
    await settled(shopPage);
    // The button's code rides in the cart chunk, fetched on intent only (decision 0065).
    expect((await lanternFiles(page)).filter((file) => /\/chunks\/cart-[\w-]{6}\.js/.test(file))).toEqual([]);

    // The pointer moving over the page wakes it.
    await page.mouse.move(600, 400);
    await waitForIsland(page, '#page');
    await page.mouse.wheel(0, 30);
    await expect.poll(() => scrollTop(page)).toBe(30);
    expect(await shown(page)).toBe(false);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => shown(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Smooth: the page has not reached the top in the click's own task.
    expect(await page.locator(BUTTON).evaluate((button: HTMLElement) => (button.click(), window.scrollY))).toBeGreaterThan(0);
    await expect.poll(() => scrollTop(page)).toBe(0);
    await expect.poll(() => shown(page)).toBe(false);

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => shown(page)).toBe(true);
    // It fades in: it can take focus once the fade has made it visible.
    await expect.poll(() => page.locator(BUTTON).isVisible()).toBe(true);
    await page.locator(BUTTON).focus();
    await expect.poll(() => page.locator(BUTTON).evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollTop(page)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('page');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('skip-link');
  });

  it('jumps at once under reduced motion and stays clear of the handheld bar on a phone', async () => {
    const { page } = await shop.open('/shop/', { viewport: PHONE, hasTouch: true, reducedMotion: 'reduce' });
    await waitForLantern(page);
    await page.touchscreen.tap(PHONE.width / 2, PHONE.height / 3);
    await waitForIsland(page, '#page');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => shown(page)).toBe(true);
    const box = (await page.locator(BUTTON).boundingBox())!;
    const bar = (await page.locator('.storefront-handheld-footer-bar').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    expect(await page.locator(BUTTON).evaluate((button: HTMLElement) => (button.click(), window.scrollY))).toBe(0);
  });
});
