import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { PHONE, registerBrowserHarness } from './support/harness';
import { waitForIsland, waitForIslandOnIntent, waitForLantern } from './support/lantern';
import { lanternFiles, waitForIdle } from './support/script-tags';

const shop = registerBrowserHarness();

/** A page that loads no listing code of its own: what it fetches is the back-to-top's doing. */
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
    const { page } = await shop.open('/shop/?orderby=price');
    await waitForLantern(page);
    const count = page.locator('.woocommerce-result-count').first();
    await waitForIsland(page, '.woocommerce-result-count');
    const text = await count.innerText();
    expect(await count.getAttribute('aria-hidden')).toBe('true');
    const hiddenAt = Date.now();
    await page.waitForFunction(
      () => document.querySelector('.woocommerce-result-count')?.getAttribute('aria-hidden') === 'false',
      undefined,
      { timeout: 5000 },
    );
    expect(Date.now() - hiddenAt).toBeGreaterThan(1200);
    expect(await count.innerText()).toBe(text);
    expect(await count.getAttribute('role')).toMatch(/^(status|alert)$/);
  });
});

const HANDLE = '.widget_price_filter [role="slider"]';
/** The slider's code (with React) is fetched on first use: on a busy machine that takes more than a poll's default second. */
const FIRST_USE = { timeout: 10_000 };

function handleValues(page: Page): Promise<number[]> {
  return page.locator(HANDLE).evaluateAll((handles) => handles.map((handle) => Number(handle.getAttribute('aria-valuenow'))));
}

describe('price filter slider', () => {
  it('turns the widget into a two-handle slider on first use and submits the chosen range by keyboard', async () => {
    const { page } = await shop.open('/shop/');
    const minField = page.locator('#min_price');
    const [low, high] = [Number(await minField.getAttribute('data-min')), Number(await page.locator('#max_price').getAttribute('data-max'))];
    // Keyboard first: focus on the field brings the slider, and focus moves to its handle.
    await minField.focus();
    await expect.poll(() => page.locator(HANDLE).count(), FIRST_USE).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('slider');
    expect(await minField.isVisible()).toBe(false);
    expect(await handleValues(page)).toEqual([low, high]);
    expect(await page.locator('.price_label').innerText()).toMatch(new RegExp(`^Price: \\$${low} . \\$${high}$`));

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageUp');
    const fifth = (high - low) / 5;
    await expect.poll(() => handleValues(page)).toEqual([low + 10 + fifth, high]);
    await page.locator(HANDLE).nth(1).focus();
    await page.keyboard.press('Home');
    await expect.poll(() => handleValues(page)).toEqual([low + 10 + fifth, low + 10 + fifth]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('End');
    await page.keyboard.press('PageDown');
    await expect.poll(() => handleValues(page)).toEqual([low + 10 + fifth, high - fifth]);
    expect(await page.locator('.price_label .to').innerText()).toBe(`$${high - fifth}`);

    await Promise.all([page.waitForURL((url) => url.searchParams.has('min_price')), page.locator('.widget_price_filter button[type="submit"]').click()]);
    const url = new URL(page.url());
    expect([url.searchParams.get('min_price'), url.searchParams.get('max_price')]).toEqual([String(low + 10 + fifth), String(high - fifth)]);
    await minField.hover();
    await expect.poll(() => handleValues(page)).toEqual([low + 10 + fifth, high - fifth]);
  });

  it('drags a handle with the pointer, in steps, never past the other handle', async () => {
    const { page } = await shop.open('/shop/');
    await waitForIslandOnIntent(page, '.price_slider_wrapper');
    expect(await page.locator(HANDLE).count()).toBe(2);
    const track = (await page.locator('.widget_price_filter .price_slider').boundingBox())!;
    const start = (await page.locator(HANDLE).first().boundingBox())!;
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.37, start.y + start.height / 2, { steps: 5 });
    await page.mouse.move(track.x + track.width * 1.2, start.y + start.height / 2, { steps: 5 });
    await page.mouse.up();
    const [min, max] = await handleValues(page);
    expect(min).toBe(max);
    expect((min ?? 0) % 10).toBe(0);
    await page.mouse.click(track.x + track.width * 0.05, track.y + track.height / 2);
    await expect.poll(async () => (await handleValues(page))[0]).toBeLessThan(max ?? 0);
  });
});

/**
 * Plays an AJAX filter plugin: the widget of another listing replaces the shop's, then
 * `init_price_filter` is triggered on the body (through jQuery when the page has it).
 * Resolves with the new widget's upper bound.
 */
function replaceWidgetAsFilterPlugin(page: Page, listing: string): Promise<number> {
  return page.evaluate(async (path) => {
    const doc = new DOMParser().parseFromString(await (await fetch(path)).text(), 'text/html');
    const fresh = doc.querySelector('.widget_price_filter')!;
    const old = document.querySelector('.widget_price_filter')!;
    (window as { oldTrack?: Element }).oldTrack = old.querySelector('.price_slider')!;
    old.replaceWith(document.adoptNode(fresh));
    const $ = (window as { jQuery?: (target: unknown) => { trigger(name: string): void } }).jQuery;
    if ($) $(document.body).trigger('init_price_filter');
    else document.body.dispatchEvent(new Event('init_price_filter'));
    return Number(fresh.querySelector('#max_price')!.getAttribute('data-max'));
  }, listing);
}

describe('price filter widget replaced in place', () => {
  it('draws a slider on the new widget, with its bounds, when a filter script replaces it and triggers init_price_filter', async () => {
    const { page } = await shop.open('/shop/?jquery=1');
    // Pointing at the widget until its code is known and drawn (a hover before that is lost).
    await waitForIslandOnIntent(page, '.price_slider_wrapper');
    expect(await page.locator(HANDLE).count()).toBe(2);
    const shopMax = Number(await page.locator(HANDLE).nth(1).getAttribute('aria-valuemax'));

    const max = await replaceWidgetAsFilterPlugin(page, '/product-category/marine/');
    expect(max).not.toBe(shopMax);
    await expect.poll(() => page.locator(HANDLE).nth(1).getAttribute('aria-valuemax'), FIRST_USE).toBe(String(max));
    expect(await page.locator(HANDLE).count()).toBe(2);
    // The old slider was unmounted with its widget: nothing of it is left drawing.
    expect(await page.evaluate(() => (window as { oldTrack?: Element }).oldTrack?.querySelectorAll('[role="slider"]').length)).toBe(0);
    await page.locator(HANDLE).nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.locator('.widget_price_filter #max_price').inputValue()).toBe(String(max - 10));
  });

  it('draws the new widget on a page whose slider was never used, without jQuery', async () => {
    const { page } = await shop.open('/shop/');
    // The page's listener for the event comes with the listing code, once the page is idle.
    await page.waitForFunction(() => performance.getEntriesByName('lantern:mount:price-slider-reinit').length > 0);
    const max = await replaceWidgetAsFilterPlugin(page, '/product-category/worklights/');
    await expect.poll(() => page.locator(HANDLE).count(), FIRST_USE).toBe(2);
    expect(await page.locator(HANDLE).nth(1).getAttribute('aria-valuemax')).toBe(String(max));
    expect(await page.locator('.widget_price_filter #min_price').isVisible()).toBe(false);
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

  it('filters by price from the panel at phone width: the slider works in it and the form submits the range', async () => {
    const { page } = await shop.open('/shop/', { viewport: PHONE });
    await page.locator('.filter-toggle').click();
    await expect.poll(() => isOpen(page)).toBe(true);
    const minField = page.locator(`${PANEL} #min_price`);
    // A field in a panel still hidden at the start of its slide-in cannot take focus.
    await expect.poll(() => minField.isVisible()).toBe(true);
    await minField.focus();
    const handles = page.locator(`${PANEL} .widget_price_filter [role="slider"]`);
    await expect.poll(() => handles.count(), FIRST_USE).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('slider');
    await page.keyboard.press('PageUp');
    const low = Number(await handles.first().getAttribute('aria-valuemin'));
    await expect.poll(async () => Number(await handles.first().getAttribute('aria-valuenow'))).toBeGreaterThan(low);
    await Promise.all([page.waitForURL((url) => url.searchParams.has('min_price')), page.locator(`${PANEL} .widget_price_filter button[type="submit"]`).click()]);
    expect(Number(new URL(page.url()).searchParams.get('min_price'))).toBeGreaterThan(low);
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
    const { page } = await shop.open(PRODUCT_WITHOUT_LISTING);
    await waitForIdle(page);
    expect((await lanternFiles(page)).filter((file) => file.includes('/listing-'))).toEqual([]);

    // The pointer over the page wakes it (again until the loader knows the island).
    await waitForIslandOnIntent(page, '#page');
    await page.mouse.move(600, 400);
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
    await waitForIslandOnIntent(page, '#page');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => shown(page)).toBe(true);
    const box = (await page.locator(BUTTON).boundingBox())!;
    const bar = (await page.locator('.storefront-handheld-footer-bar').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
    expect(await page.locator(BUTTON).evaluate((button: HTMLElement) => (button.click(), window.scrollY))).toBe(0);
  });
});
