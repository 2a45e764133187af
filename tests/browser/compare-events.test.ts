import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ALL_FAULTS, answerWithFault, readyForFault, type Fault } from './support/faults';
import { expectNothingLoading } from './support/busy';
import { AREA, classesOf, compareButton, compareCookie, idOf, setCompareCookie, waitForCompare } from './support/compare';
import { registerBrowserHarness } from './support/harness';
import { waitForIsland } from './support/lantern';

const shop = registerBrowserHarness();

async function fail(route: Route, fault: Fault): Promise<void> {
  switch (fault) {
    case 'http-500':
      return route.fulfill({ status: 500, contentType: 'text/html', body: '<p>Internal Server Error</p>' });
    case 'html-error-page':
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><p><b>Fatal error</b></p>' });
    case 'invalid-json':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '{"table":' });
    case 'offline':
      return route.abort('internetdisconnected');
    case 'timeout':
      return answerWithFault(route, fault);
  }
}

describe('compare failures', () => {
  it.each(ALL_FAULTS)('a table load that fails (%s) ends in a message, nothing loading, the list intact', async (fault) => {
    const shopPage = await shop.open('/shop/');
    const { page } = shopPage;
    await page.route(/wc-ajax=woosc_load/, (route) => fail(route, fault));
    shopPage.problems.allowFailedRequests((url) => url.searchParams.get('wc-ajax') === 'woosc_load');
    await waitForCompare(page);
    await readyForFault(page, fault);
    const id = await idOf(compareButton(page, 0));
    await compareButton(page, 0).click();
    await page.locator('.woosc-table-items [role="alert"]').waitFor({ timeout: 10_000 });
    await expectNothingLoading(page);
    expect(await compareCookie(page)).toEqual([id]);
    expect(await classesOf(compareButton(page, 0))).toContain('woosc-btn-added');
  });
});

describe('every other compare call that fails', () => {
  it.each(ALL_FAULTS)('(%s): the bar, the sidebar, share and search each end in a message, nothing loading, closable, the list intact; the next try works', async (fault) => {
    const shopPage = await shop.open('/shop/?woosc_button_action=show_bar&woosc_open_button=.open-compare-btn&woosc_open_button_action=open_sidebar');
    const { page } = shopPage;
    const failing = /wc-ajax=woosc_(load|share|search)/;
    await page.route(failing, (route) => fail(route, fault));
    shopPage.problems.allowFailedRequests((url) => /^woosc_(load|share|search)$/.test(url.searchParams.get('wc-ajax') ?? ''));
    const nothingLoading = async () => {
      await expectNothingLoading(page);
      expect(await page.locator('.woosc-loading').count()).toBe(0);
    };
    await waitForCompare(page);
    await readyForFault(page, fault);
    const id = await idOf(compareButton(page, 0));
    // show_bar: the bar opens and its load fails.
    await compareButton(page, 0).click();
    await page.locator('.woosc-bar-items [role="alert"]').waitFor({ timeout: 10_000 });
    await nothingLoading();
    expect(await classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    // The bar's share and search popups.
    await page.locator('.woosc-bar-share').click();
    await page.locator('.woosc-share .woosc-share-content [role="alert"]').waitFor({ timeout: 10_000 });
    await nothingLoading();
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator('.woosc-share'))).not.toContain('open');
    await page.locator('.woosc-bar-search').click();
    await page.locator('.woosc-search .woosc-search-result [role="alert"]').waitFor({ timeout: 10_000 });
    await nothingLoading();
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator('.woosc-search'))).not.toContain('open');
    // The sidebar, from the theme's opener.
    await page.locator('.open-compare-btn').dispatchEvent('click');
    await page.locator('.woosc-sidebar-items [role="alert"]').waitFor({ timeout: 10_000 });
    await nothingLoading();
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).not.toContain('woosc-sidebar-open');
    expect(await compareCookie(page)).toEqual([id]);
    expect(await classesOf(compareButton(page, 0))).toContain('woosc-btn-added');

    // The shop answers again: opening each one again loads it.
    await page.unroute(failing);
    await page.locator('.open-compare-btn').dispatchEvent('click');
    await page.locator(`.woosc-sidebar-item[data-id="${id}"]`).waitFor();
    await page.keyboard.press('Escape');
    await compareButton(page, 0).click();
    await page.locator(`.woosc-bar-item[data-id="${id}"]`).waitFor();
    await page.locator('.woosc-bar-search').click();
    await page.locator('.woosc-search-result li').first().waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.woosc-bar-share').click();
    await page.locator('#woosc_copy_url').waitFor();
  });
});

describe('compare events and variations', () => {
  it("triggers the plugin's events on body through jQuery, and Lantern's own always", async () => {
    const { page } = await shop.open('/shop/?jquery=1');
    await waitForCompare(page);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, fn: (...args: unknown[]) => void): void } }).jQuery;
      const names = 'woosc_added woosc_removed woosc_change_count woosc_bar_open woosc_bar_close woosc_bar_loaded woosc_table_open woosc_table_close woosc_table_loaded woosc_filter_loaded woosc_sidebar_open woosc_sidebar_close woosc_sidebar_loaded';
      $(document.body).on(names, (event: unknown, count: unknown) =>
        seen.push(`${(event as { type: string }).type}${count === undefined ? '' : `:${String(count)}`}`),
      );
      document.body.addEventListener('lantern:compare-added', (event) => seen.push(`own:${(event as CustomEvent<{ count: number }>).detail.count}`));
    });
    // Each step's events, gathered across the poll's reads: a read takes what came so far, so an
    // event that comes after one read is kept for the next instead of lost.
    const seen = () => {
      const got: string[] = [];
      return async () => {
        got.push(...(await page.evaluate(() => (window as unknown as { seen: string[] }).seen.splice(0))));
        return got;
      };
    };
    await compareButton(page, 0).click();
    await page.locator('#woosc_table').waitFor();
    await expect.poll(seen()).toEqual(
      expect.arrayContaining(['woosc_change_count:1', 'woosc_added:1', 'own:1', 'woosc_bar_open', 'woosc_table_open', 'woosc_bar_loaded', 'woosc_table_loaded', 'woosc_filter_loaded']),
    );
    const id = await idOf(compareButton(page, 0));
    await page.locator(`.woosc-bar-item[data-id="${id}"] .woosc-bar-item-remove`).click();
    await page.locator('.woosc-table-items .woosc-no-result').waitFor();
    await expect.poll(seen()).toEqual(expect.arrayContaining(['woosc_change_count:0', 'woosc_removed:0', 'woosc_table_loaded']));
    await page.locator('#woosc-table-close').click();
    await expect.poll(seen()).toEqual(expect.arrayContaining(['woosc_table_close']));
    await page.locator('h1, .woocommerce-products-header').first().click({ force: true });
    await expect.poll(seen()).toEqual(expect.arrayContaining(['woosc_bar_close']));
  });

  it("triggers the sidebar's and the whole area's events, and asks the server for the count on load with reload_count", async () => {
    const { page, goto, requests } = await shop.open('/shop/?jquery=1');
    const id = await idOf(compareButton(page, 0));
    await setCompareCookie(page, shop.origin, [id]);
    // The server knows better than the page (a list changed on another device): it says 3.
    await page.route(/wc-ajax=woosc_load/, async (route) => {
      if (new URLSearchParams(route.request().postData() ?? '').get('get_data') === 'count') return route.fulfill({ contentType: 'application/json', body: '{"count":3}' });
      return route.fallback();
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      document.addEventListener('DOMContentLoaded', () => {
        const $ = (window as unknown as { jQuery: (target: unknown) => { on(name: string, fn: (...args: unknown[]) => void): void } }).jQuery;
        $(document.body).on('woosc_count_loaded woosc_sidebar_open woosc_sidebar_close woosc_sidebar_loaded woosc_open woosc_close woosc_toggle', (event: unknown, count: unknown) =>
          seen.push(`${(event as { type: string }).type}${count === undefined ? '' : `:${String(count)}`}`),
        );
      });
    });
    await goto('/shop/?jquery=1&woosc_reload_count=yes&woosc_button_action=show_sidebar');
    await waitForCompare(page);
    await expect.poll(() => page.locator('.woosc-menu-item-inner').getAttribute('data-count')).toBe('3');
    const countCalls = requests.matching((url) => url.searchParams.get('wc-ajax') === 'woosc_load').filter((request) => new URLSearchParams(request.body ?? '').get('get_data') === 'count');
    expect(countCalls).toHaveLength(1);
    await compareButton(page, 1).click();
    await page.locator('.woosc-sidebar-item').first().waitFor();
    await page.locator('.woosc-sidebar-close').click();
    // Each step's events, gathered across the poll's reads: a read takes what came so far, so an
    // event that comes after one read is kept for the next instead of lost.
    const seen = () => {
      const got: string[] = [];
      return async () => {
        got.push(...(await page.evaluate(() => (window as unknown as { seen: string[] }).seen.splice(0))));
        return got;
      };
    };
    await expect.poll(seen()).toEqual(expect.arrayContaining(['woosc_count_loaded:3', 'woosc_sidebar_open', 'woosc_sidebar_loaded', 'woosc_sidebar_close']));
    // The sidebar's button toggles the whole area open; a click outside closes it all.
    await compareButton(page, 1).click();
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).toContain('woosc-sidebar-open');
    await page.locator('.woosc-sidebar-btn').click();
    await expect.poll(() => classesOf(page.locator(AREA))).toContain('woosc-area-open');
    await expect.poll(seen()).toEqual(expect.arrayContaining(['woosc_open', 'woosc_toggle']));
    await page.locator('#woosc_table').waitFor();
    await page.locator('#woosc-table-close').click();
    await page.locator('h1, .woocommerce-products-header').first().click({ force: true });
    await expect.poll(seen()).toEqual(expect.arrayContaining(['woosc_close']));
    expect((await classesOf(page.locator(AREA))).split(' ')).not.toContain('woosc-area-open');
  });

  /**
   * The light bar's page for a returning shopper whose list holds another product, so compare's
   * code comes when the page is idle and hears the form's events from the start.
   */
  async function lightBarWithList(query = ''): Promise<Page> {
    const context = await shop.newContext();
    const shopPage = await context.newPage();
    await setCompareCookie(shopPage.page, shop.origin, ['141']);
    await shopPage.goto(`/product/32-inch-led-light-bar-180w/${query}`);
    await waitForCompare(shopPage.page);
    return shopPage.page;
  }

  it('follows the chosen variation and back to the parent on reset', async () => {
    const page = await lightBarWithList();
    const button = page.locator('.summary .woosc-btn');
    const parent = await idOf(button);
    await page.evaluate(() => {
      const form = document.querySelector('form.variations_form')!;
      form.dispatchEvent(new CustomEvent('lantern:found-variation', { bubbles: true, detail: { variation: { variation_id: 12001 } } }));
    });
    await expect.poll(() => idOf(button)).toBe('12001');
    await button.click();
    await expect.poll(() => compareCookie(page)).toEqual(expect.arrayContaining(['12001', '141']));
    await page.evaluate(() => document.querySelector('form.variations_form')!.dispatchEvent(new CustomEvent('lantern:reset-data', { bubbles: true, detail: {} })));
    await expect.poll(() => idOf(button)).toBe(parent);
    expect(await classesOf(button)).not.toContain('woosc-btn-added');
    await expect.poll(() => classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
  });

  it("hears jQuery's found_variation on the form, and woovr_selected", async () => {
    const page = await lightBarWithList('?jquery=1');
    // With a variation form on the page, compare's variation code follows the mount and binds to jQuery.
    await page.waitForFunction(() => {
      const $ = (window as unknown as { jQuery: { _data(element: unknown, key: string): Record<string, unknown> | undefined } }).jQuery;
      return $._data(document, 'events')?.found_variation !== undefined;
    });
    // The variation form resets the button when it mounts with nothing chosen: let it mount first.
    await expect.poll(() => page.locator('form.variations_form').getAttribute('data-island-state')).toBe('ready');
    const button = page.locator('.summary .woosc-btn');
    const parent = await idOf(button);
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: unknown) => { trigger(name: string, args: unknown[]): void } }).jQuery;
      $(document.querySelector('form.variations_form')).trigger('found_variation', [{ variation_id: 12002 }]);
    });
    await expect.poll(() => idOf(button)).toBe('12002');
    // WPC Variations Radio Buttons: the chosen radio's id, or the parent's when none.
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: unknown) => { trigger(name: string, args: unknown[]): void } }).jQuery;
      const chosen = document.createElement('span');
      chosen.dataset.id = '12003';
      const wrapper = document.createElement('div');
      wrapper.dataset.id = '120';
      $(document).trigger('woovr_selected', [$(chosen), $(wrapper)]);
    });
    await expect.poll(() => idOf(button)).toBe('12003');
    // WooCommerce's reset_data through jQuery gives the parent back.
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: unknown) => { trigger(name: string): void } }).jQuery;
      $(document.querySelector('form.variations_form')).trigger('reset_data');
    });
    await expect.poll(() => idOf(button)).toBe(parent);
  });
});

describe('compare variations setting', () => {
  const LIGHT_BAR = '/product/32-inch-led-light-bar-180w/';

  /** Chooses flood / 12 V in the product's variation form (variation 12003). */
  async function chooseVariation(page: Page): Promise<void> {
    await waitForIsland(page, 'form.variations_form');
    await page.selectOption('select#pa_beam', 'flood');
    await page.selectOption('select#pa_voltage', '12v');
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('12003');
  }

  it('with variations=yes, the variation chosen in the form is what the button adds', async () => {
    const { page } = await shop.open(`${LIGHT_BAR}?swatches=0`);
    await waitForCompare(page);
    const button = page.locator('.summary .woosc-btn');
    const parent = await idOf(button);
    // Chosen before compare's code has come: the click is held, and adds what was chosen.
    await chooseVariation(page);
    await button.click();
    await expect.poll(() => compareCookie(page)).toEqual(['12003']);
    expect(await idOf(button)).toBe('12003');
    expect(await classesOf(button)).toContain('woosc-btn-added');
    // The form's Clear link: the button stands for the parent again, shown normal.
    await page.locator('#woosc-table-close').click();
    await page.locator('.reset_variations').click();
    await expect.poll(() => idOf(button)).toBe(parent);
    expect(await classesOf(button)).not.toContain('woosc-btn-added');
    expect(await button.getAttribute('data-id')).toBe(parent);
  });

  it('with variations=no, the button keeps the parent product whatever is chosen, from our form or through jQuery', async () => {
    const { page } = await shop.open(`${LIGHT_BAR}?swatches=0&jquery=1&woosc_variations=no`);
    await waitForCompare(page);
    const button = page.locator('.summary .woosc-btn');
    const parent = await idOf(button);
    await chooseVariation(page);
    // A theme or plugin triggering WooCommerce's event through jQuery is not followed either.
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (target: unknown) => { trigger(name: string, args: unknown[]): void } }).jQuery;
      $(document.querySelector('form.variations_form')).trigger('found_variation', [{ variation_id: 12002 }]);
    });
    await button.click();
    await expect.poll(() => compareCookie(page)).toEqual([parent]);
    expect(await idOf(button)).toBe(parent);
    expect(await button.getAttribute('data-id')).toBe(parent);
    expect(await classesOf(button)).toContain('woosc-btn-added');
  });
});

describe('compare settings on load', () => {
  it('opens the bar on load with open_bar and restores the bubble when the table closes', async () => {
    const { page } = await shop.open('/shop/?woosc_open_bar=yes&woosc_bar_bubble=yes&woosc_hide_closed=yes');
    await waitForCompare(page);
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    await page.locator('.woosc-bar-btn').click();
    await expect.poll(() => classesOf(page.locator('.woosc-table'))).toContain('woosc-table-open');
    expect(await classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-bubble');
    await page.locator('#woosc-table-close').click();
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-bubble');
    // hide_closed: closing the table closes the bar too.
    expect(await classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-open');
  });

  it('lets the menu link navigate with menu_action=open_page', async () => {
    const { page } = await shop.open('/shop/?woosc_menu_action=open_page');
    await waitForCompare(page);
    await Promise.all([page.waitForURL(/\/compare\/$/), page.locator('.woosc-menu-item a').click()]);
  });

  it('fixes the quick table columns per device width', async () => {
    const { page } = await shop.open('/product/32-inch-led-light-bar-180w/?woosc_quick_table={"pc":2,"ta":1,"mo":0}');
    await waitForCompare(page);
    // Its tools load as it nears the screen.
    await page.locator('.woosc-quick-table').scrollIntoViewIfNeeded();
    const sticky = () => page.locator('.woosc-quick-table tbody tr').first().evaluate((row) => Array.from((row as HTMLTableRowElement).cells).filter((cell) => getComputedStyle(cell).position === 'sticky').length);
    await expect.poll(sticky).toBe(2);
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(sticky).toBe(1);
    await page.setViewportSize({ width: 500, height: 800 });
    await expect.poll(sticky).toBe(0);
  });
});

describe('compare adding a product already in the list', () => {
  const LIGHT_BAR = '/product/32-inch-led-light-bar-180w/';
  /** Flood / 12 V of the light bar: in the list, but its button shows normal once chosen (the plugin does not re-mark it). */
  const FLOOD_12V = '12003';
  const barOrder = (page: Page) => page.locator('.woosc-bar-items .woosc-bar-item').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.id ?? ''));

  for (const [adding, expected] of [
    ['prepend', [FLOOD_12V, '141', '142']],
    ['append', ['141', '142', FLOOD_12V]],
  ] as const) {
    it(`moves it ${adding === 'prepend' ? 'to the front (prepend, the default)' : 'to the end with append'}, in the cookie and the bar`, async () => {
      const context = await shop.newContext();
      const shopPage = await context.newPage();
      const { page } = shopPage;
      await setCompareCookie(page, shop.origin, ['141', FLOOD_12V, '142']);
      await shopPage.goto(`${LIGHT_BAR}?swatches=0&woosc_button_action=show_bar${adding === 'append' ? '&woosc_adding=append' : ''}`);
      await waitForIsland(page, 'form.variations_form');
      await page.selectOption('select#pa_beam', 'flood');
      await page.selectOption('select#pa_voltage', '12v');
      const button = page.locator('.summary .woosc-btn');
      await expect.poll(() => idOf(button)).toBe(FLOOD_12V);
      expect(await classesOf(button)).not.toContain('woosc-btn-added');
      await button.click();
      await expect.poll(() => compareCookie(page)).toEqual(expected);
      await expect.poll(() => classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
      await expect.poll(() => barOrder(page)).toEqual(expected);
      expect(await page.locator(AREA).getAttribute('data-count')).toBe('3');
    });
  }
});
