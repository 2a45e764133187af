import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { PHONE, registerBrowserHarness } from './support/harness';
import { holdRequests } from './support/hold';

const shop = registerBrowserHarness();

const WIDGET = '.widget_price_filter';
const HANDLE = `${WIDGET} [role="slider"]`;
/** The slider's code comes after the first paint, when the widget is in view: on a busy machine that takes more than a poll's default second. */
const DRAWN = { timeout: 10_000 };
/** The listing chunk, which carries the slider's code. */
const listingChunk = (url: URL) => /^\/lantern\/chunks\/listing-[^/]+\.js$/.test(url.pathname);

function handleValues(page: Page, handles: Locator = page.locator(HANDLE)): Promise<number[]> {
  return handles.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('aria-valuenow'))));
}

/** The widget's printed bounds and step. */
async function bounds(page: Page, within = ''): Promise<{ low: number; high: number; step: number }> {
  return page.evaluate((scope) => {
    const read = (selector: string, name: string) => Number(document.querySelector(`${scope} .widget_price_filter ${selector}`)!.getAttribute(name));
    return { low: read('#min_price', 'data-min'), high: read('#max_price', 'data-max'), step: read('.price_slider_amount', 'data-step') };
  }, within);
}

const label = (page: Page, within = '') => page.locator(`${within} ${WIDGET} .price_label`.trim()).innerText();

/** Where the widget's parts are on the page, and where the widget after it starts. */
function layout(page: Page, within = ''): Promise<Record<string, { x: number; y: number; width: number; height: number } | null>> {
  return page.evaluate((scope) => {
    const widget = document.querySelector(`${scope} .widget_price_filter`.trim())!;
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return {
      widget: box(widget),
      track: box(widget.querySelector('.price_slider')),
      label: box(widget.querySelector('.price_label')),
      button: box(widget.querySelector('button[type="submit"]')),
      next: box(widget.nextElementSibling),
    };
  }, within);
}

/**
 * Starts recording layout shifts whose moved nodes sit in the widget or after it in its column
 * (the sidebar's following widgets); the returned function stops and lists them.
 */
async function recordShiftsAroundWidget(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const column = document.querySelector('.widget_price_filter')!.parentElement!;
    const moved: string[] = [];
    type Shift = PerformanceEntry & { sources: { node: Node | null }[] };
    const collect = (entries: PerformanceEntry[]) => {
      for (const entry of entries as Shift[]) {
        for (const { node } of entry.sources) if (node instanceof Element && column.contains(node)) moved.push(`${node.nodeName}.${node.className}`);
      }
    };
    const observer = new PerformanceObserver((list) => collect(list.getEntries()));
    observer.observe({ type: 'layout-shift' });
    const stop = () => {
      collect(observer.takeRecords());
      observer.disconnect();
      return moved;
    };
    Object.assign(window, { stopShiftRecord: stop });
  });
  return () =>
    page.evaluate(
      // Two frames after the last change, every shift it caused has been reported.
      () => new Promise<string[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { stopShiftRecord(): string[] }).stopShiftRecord())))),
    );
}

describe('the price filter slider on a fresh shop page', () => {
  it('is drawn when the page loads, with no gesture: two handles with their bounds and amounts, and the label in the shop format', async () => {
    const { page } = await shop.open('/shop/');
    const { low, high } = await bounds(page);
    await expect.poll(() => page.locator(HANDLE).count(), DRAWN).toBe(2);
    const [min, max] = [page.locator(HANDLE).first(), page.locator(HANDLE).nth(1)];
    expect(await min.getAttribute('aria-label')).toBe('Min price');
    expect(await max.getAttribute('aria-label')).toBe('Max price');
    expect([await min.getAttribute('aria-valuemin'), await max.getAttribute('aria-valuemax')]).toEqual([String(low), String(high)]);
    expect(await handleValues(page)).toEqual([low, high]);
    expect([await min.getAttribute('aria-valuetext'), await max.getAttribute('aria-valuetext')]).toEqual([`$${low}`, `$${high}`]);
    expect(await label(page)).toMatch(new RegExp(`^Price: \\$${low} . \\$${high}$`));
    expect(await page.locator(`${WIDGET} #min_price`).isVisible()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('starts from the range the address chose', async () => {
    const { page } = await shop.open('/shop/?min_price=40&max_price=200');
    await expect.poll(() => handleValues(page), DRAWN).toEqual([40, 200]);
    expect(await label(page)).toMatch(/^Price: \$40 . \$200$/);
  });

  it("keeps the slider's place from the first paint: nothing moves when it is drawn", async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page } = shopPage;
    // The slider's code held back: the page as painted before it comes.
    const held = await holdRequests(page, listingChunk);
    await shopPage.goto('/shop/');
    await held.waitFor(1);
    expect(await page.locator(`${WIDGET} #min_price`).isVisible()).toBe(false);
    const before = await layout(page);
    expect(before.track?.height).toBeGreaterThan(0);

    const shifts = await recordShiftsAroundWidget(page);
    await held.releaseAll();
    await expect.poll(() => page.locator(HANDLE).count(), DRAWN).toBe(2);
    expect(await layout(page)).toEqual(before);
    expect(await shifts()).toEqual([]);
  });

  it('gives the inputs back when its code cannot load', async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page, problems } = shopPage;
    problems.allowConsole(/\[lantern\] island "[a-z-]+" failed to mount/);
    await page.addInitScript(() => Object.assign(window, { lantern_config: { chunk_timeout: 1000 } }));
    await holdRequests(page, listingChunk);
    await shopPage.goto('/shop/');
    await page.waitForFunction(() => document.querySelector('.price_slider_wrapper')?.getAttribute('data-island-state') === 'error');
    expect(await page.locator(`${WIDGET} #min_price`).isVisible()).toBe(true);
    expect(await page.locator(`${WIDGET} .price_label`).isVisible()).toBe(false);
  });
});

describe('using the price filter slider', () => {
  it('moves by keys as a WAI-ARIA slider, the inputs and label following, and the form submits the chosen range', async () => {
    const { page } = await shop.open('/shop/');
    const { low, high, step } = await bounds(page);
    const fifth = (high - low) / 5;
    await expect.poll(() => page.locator(HANDLE).count(), DRAWN).toBe(2);
    await page.locator(HANDLE).first().focus();

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('PageUp');
    await expect.poll(() => handleValues(page)).toEqual([low + step + fifth, high]);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => handleValues(page)).toEqual([low + step, high]);
    await page.locator(HANDLE).nth(1).focus();
    await page.keyboard.press('Home');
    // The handles never cross: Home takes the upper handle down to the lower one.
    await expect.poll(() => handleValues(page)).toEqual([low + step, low + step]);
    await page.keyboard.press('End');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => handleValues(page)).toEqual([low + step, high - fifth - step]);
    expect(await page.locator(`${WIDGET} #max_price`).inputValue()).toBe(String(high - fifth - step));
    expect(await page.locator(`${WIDGET} .price_label .to`).innerText()).toBe(`$${high - fifth - step}`);
    expect(await page.locator(HANDLE).nth(1).getAttribute('aria-valuetext')).toBe(`$${high - fifth - step}`);
    expect(await page.locator(HANDLE).nth(1).getAttribute('aria-valuemin')).toBe(String(low + step));

    await Promise.all([page.waitForURL((url) => url.searchParams.has('min_price')), page.locator(`${WIDGET} button[type="submit"]`).click()]);
    const url = new URL(page.url());
    expect([url.searchParams.get('min_price'), url.searchParams.get('max_price')]).toEqual([String(low + step), String(high - fifth - step)]);
    await expect.poll(() => handleValues(page), DRAWN).toEqual([low + step, high - fifth - step]);
  });

  it('drags a handle with the mouse in steps, never past the other handle; a press on the track moves the nearer handle there', async () => {
    const { page } = await shop.open('/shop/');
    const { low, high, step } = await bounds(page);
    await expect.poll(() => page.locator(HANDLE).count(), DRAWN).toBe(2);
    const track = (await page.locator(`${WIDGET} .price_slider`).boundingBox())!;
    const start = (await page.locator(HANDLE).first().boundingBox())!;
    const y = start.y + start.height / 2;
    await page.mouse.move(start.x + start.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.37, y, { steps: 5 });
    const [dragged] = await handleValues(page);
    expect(dragged! % step).toBe(0);
    expect(dragged).toBeGreaterThan(low);
    expect(await page.locator(`${WIDGET} #min_price`).inputValue()).toBe(String(dragged));
    expect(await page.locator(`${WIDGET} .price_label .from`).innerText()).toBe(`$${dragged}`);
    await page.mouse.move(track.x + track.width * 1.2, y, { steps: 5 });
    await page.mouse.up();
    expect(await handleValues(page)).toEqual([high, high]);

    await page.mouse.click(track.x + track.width * 0.05, y);
    const [pressed] = await handleValues(page);
    expect(pressed).toBeLessThan(high);
    expect(pressed! % step).toBe(0);
  });

  it('drags a handle with a finger, in steps, the inputs following', async () => {
    const { page } = await shop.open('/shop/', { hasTouch: true });
    const { low, high, step } = await bounds(page);
    await expect.poll(() => page.locator(HANDLE).count(), DRAWN).toBe(2);
    const track = (await page.locator(`${WIDGET} .price_slider`).boundingBox())!;
    const handle = (await page.locator(HANDLE).nth(1).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const [x, y] = [handle.x + handle.width / 2, handle.y + handle.height / 2];
    // A finger drifts a little up as it slides left: the page must not take that for a scroll.
    await touch('touchStart', x, y);
    for (let move = 1; move <= 8; move += 1) await touch('touchMove', x - (track.width * 0.43 * move) / 8, y - 2 * move);
    await touch('touchEnd', x - track.width * 0.43, y - 16);
    const [, upper] = await handleValues(page);
    // The handle followed the finger all the way: from the upper end to 57 % of the range.
    expect(Math.abs(upper! - (low + (high - low) * 0.57))).toBeLessThanOrEqual(step / 2);
    expect(upper! % step).toBe(0);
    expect(await page.locator(`${WIDGET} #max_price`).inputValue()).toBe(String(upper));
  });

  it("tells jQuery listeners on the body as WooCommerce's slider does: create, then slide and change", async () => {
    const { newPage } = await shop.newContext();
    const shopPage = await newPage();
    const { page } = shopPage;
    // A theme script that binds when the DOM is ready, as scripts in the footer do.
    await page.addInitScript(() => {
      const heard: string[] = [];
      Object.assign(window, { heardPriceEvents: heard });
      document.addEventListener('DOMContentLoaded', () => {
        const $ = (window as unknown as { jQuery: (target: unknown) => { on(names: string, handler: (event: { type: string }, min: number, max: number) => void): void } }).jQuery;
        $(document.body).on('price_slider_create price_slider_slide price_slider_change price_slider_updated', (event, min, max) => heard.push(`${event.type} ${min}-${max}`));
      });
    });
    await shopPage.goto('/shop/?jquery=1');
    const { low, high, step } = await bounds(page);
    const heard = () => page.evaluate(() => (window as unknown as { heardPriceEvents: string[] }).heardPriceEvents);
    await expect.poll(heard, DRAWN).toEqual([`price_slider_create ${low}-${high}`, `price_slider_updated ${low}-${high}`]);
    await page.locator(HANDLE).nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    const range = `${low}-${high - step}`;
    await expect.poll(heard).toEqual([
      `price_slider_create ${low}-${high}`,
      `price_slider_updated ${low}-${high}`,
      `price_slider_slide ${range}`,
      `price_slider_updated ${range}`,
      `price_slider_change ${range}`,
    ]);
  });
});

describe('the price filter slider in the off-canvas panel', () => {
  const PANEL = '.beacon-canvas-filter';

  it('is drawn when the panel opens at phone width, with no gesture on the widget, and filters from there', async () => {
    const { page } = await shop.open('/shop/', { viewport: PHONE });
    await page.locator('.filter-toggle').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('off-canvas-active'))).toBe(true);
    const handles = page.locator(`${PANEL} ${HANDLE}`);
    await expect.poll(() => handles.count(), DRAWN).toBe(2);
    const { low, high } = await bounds(page, PANEL);
    expect(await handleValues(page, handles)).toEqual([low, high]);
    expect(await label(page, PANEL)).toMatch(new RegExp(`^Price: \\$${low} . \\$${high}$`));
    expect(await page.locator(`${PANEL} #min_price`).isVisible()).toBe(false);

    await handles.first().focus();
    await page.keyboard.press('PageUp');
    await expect.poll(async () => (await handleValues(page, handles))[0]).toBeGreaterThan(low);
    await Promise.all([page.waitForURL((url) => url.searchParams.has('min_price')), page.locator(`${PANEL} ${WIDGET} button[type="submit"]`).click()]);
    expect(Number(new URL(page.url()).searchParams.get('min_price'))).toBeGreaterThan(low);
  });

  it("keeps the slider's place in the panel: nothing in it moves when the slider is drawn", async () => {
    const { newPage } = await shop.newContext({ viewport: PHONE });
    const shopPage = await newPage();
    const { page } = shopPage;
    const held = await holdRequests(page, listingChunk);
    await shopPage.goto('/shop/');
    await page.locator('.filter-toggle').click();
    await page.waitForFunction((panel) => getComputedStyle(document.querySelector(panel)!).transform === 'none', PANEL);
    await expect.poll(() => page.locator(`${PANEL} ${WIDGET}`).isVisible()).toBe(true);
    const before = await layout(page, PANEL);
    await held.releaseAll();
    await expect.poll(() => page.locator(`${PANEL} ${HANDLE}`).count(), DRAWN).toBe(2);
    expect(await layout(page, PANEL)).toEqual(before);
  });
});

describe("the price filter slider in the theme's other filter layouts", () => {
  it('is drawn at load in the sorting bar of the menu layout', async () => {
    const { page } = await shop.open('/shop/?filters=menu');
    const handles = page.locator(`[class*="-menu-filter-wrap"] ${HANDLE}`);
    await expect.poll(() => handles.count(), DRAWN).toBe(2);
    const { low, high } = await bounds(page, '[class*="-menu-filter-wrap"]');
    expect(await handleValues(page, handles)).toEqual([low, high]);
  });

  it('is drawn when the dropdown layout slides open, and moves by keys there', async () => {
    const { page } = await shop.open('/shop/?filters=dropdown');
    const DROPDOWN = '.beacon-dropdown-filter';
    await page.locator('.filter-toggle').click();
    const handles = page.locator(`${DROPDOWN} ${HANDLE}`);
    await expect.poll(() => handles.count(), DRAWN).toBe(2);
    const { low, high, step } = await bounds(page, DROPDOWN);
    await handles.nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => handleValues(page, handles)).toEqual([low, high - step]);
    expect(await page.locator(`${DROPDOWN} ${WIDGET} .price_label .to`).innerText()).toBe(`$${high - step}`);
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

describe('a price filter widget replaced in place', () => {
  it('draws a slider on the new widget, with its bounds, when a filter script replaces it and triggers init_price_filter', async () => {
    const { page } = await shop.open('/shop/?jquery=1');
    await expect.poll(() => page.locator(HANDLE).count(), DRAWN).toBe(2);
    const shopMax = Number(await page.locator(HANDLE).nth(1).getAttribute('aria-valuemax'));
    // The page's listener for the event comes with the listing code, once the page is idle.
    await page.waitForFunction(() => performance.getEntriesByName('lantern:mount:price-slider-reinit').length > 0);

    const max = await replaceWidgetAsFilterPlugin(page, '/product-category/marine/');
    expect(max).not.toBe(shopMax);
    await expect.poll(() => page.locator(HANDLE).nth(1).getAttribute('aria-valuemax'), DRAWN).toBe(String(max));
    expect(await page.locator(HANDLE).count()).toBe(2);
    // The old slider was unmounted with its widget: nothing of it is left drawing.
    expect(await page.evaluate(() => (window as { oldTrack?: Element }).oldTrack?.querySelectorAll('[role="slider"]').length)).toBe(0);
    await page.locator(HANDLE).nth(1).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.locator(`${WIDGET} #max_price`).inputValue()).toBe(String(max - 10));
  });

  it('draws the new widget at once when a script replaces it without telling anyone', async () => {
    const { page } = await shop.open('/shop/');
    await page.waitForFunction(() => performance.getEntriesByName('lantern:mount:price-slider-reinit').length > 0);
    const max = await page.evaluate(async () => {
      const doc = new DOMParser().parseFromString(await (await fetch('/product-category/worklights/')).text(), 'text/html');
      const fresh = doc.querySelector('.widget_price_filter')!;
      document.querySelector('.widget_price_filter')!.replaceWith(document.adoptNode(fresh));
      return Number(fresh.querySelector('#max_price')!.getAttribute('data-max'));
    });
    await expect.poll(() => page.locator(HANDLE).nth(1).getAttribute('aria-valuemax'), DRAWN).toBe(String(max));
    expect(await page.locator(HANDLE).count()).toBe(2);
    expect(await page.locator(`${WIDGET} #min_price`).isVisible()).toBe(false);
  });
});
