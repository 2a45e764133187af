import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { pauseClockSoon } from './support/clock';
import { AREA, classesOf, compareButton, compareCookie, firstListedIds, idOf, PRODUCTS_COOKIE, setCompareCookie, waitForCompare } from './support/compare';
import { registerBrowserHarness } from './support/harness';
import { holdRequests } from './support/hold';
import { NEW_REGION_SETTLE_MS } from '../../src/dom/announcer';
import { waitForLantern } from './support/lantern';
import { settled } from './support/settled';
import { lanternFiles } from './support/script-tags';
import { nextDialog } from './support/dialogs';

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
    const cookie = (await page.context().cookies()).find((each) => each.name === PRODUCTS_COOKIE);
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    await expect.poll(() => classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
    await page.locator('#woosc_table').waitFor();
    expect(await page.locator(`.woosc-bar-item[data-id="${id}"]`).count()).toBe(1);
    expect(await page.locator('.woosc-menu-item-inner').getAttribute('data-count')).toBe('1');
    expect(await page.locator('.woosc-bar').getAttribute('data-count')).toBe('1');
  });

  it('switches every copy of the button to adding, then added with the added label and icon; badges and colours follow; adding=append puts it last', async () => {
    const { page } = await shop.open('/shop/?woosc_button_action=none&woosc_adding=append&woosc_button_text_added=Compared');
    await waitForCompare(page);
    const first = compareButton(page, 0);
    const id = await idOf(first);
    // A theme printing the same product's button twice (a widget beside the card), and a record
    // of every class the first button wore on the way.
    await page.evaluate((productId) => {
      const copy = document.querySelector(`ul.products .woosc-btn[data-product_id="${productId}"]`)!.cloneNode(true) as HTMLElement;
      copy.classList.add('theme-copy');
      document.body.append(copy);
      const seen: string[] = [];
      (window as unknown as { seenClasses: string[] }).seenClasses = seen;
      new MutationObserver((records) => records.forEach((record) => seen.push(record.oldValue ?? ''))).observe(document.querySelector('ul.products .woosc-btn')!, {
        attributes: true,
        attributeFilter: ['class'],
        attributeOldValue: true,
      });
    }, id);
    await first.click();
    for (const button of [first, page.locator('.woosc-btn.theme-copy')]) {
      await expect.poll(() => classesOf(button)).toContain('woosc-btn-added');
      expect(await classesOf(button)).toContain('woosc-added');
      expect(await classesOf(button)).not.toContain('woosc-btn-adding');
      expect(await button.locator('.woosc-btn-text').textContent()).toBe('Compared');
      expect(await classesOf(button.locator('.woosc-btn-icon'))).toContain('woosc-icon-74');
      expect(await classesOf(button.locator('.woosc-btn-icon'))).not.toContain('woosc-icon-1');
      expect(await button.getAttribute('aria-pressed')).toBe('true');
    }
    // It went through adding before added.
    expect(await page.evaluate(() => (window as unknown as { seenClasses: string[] }).seenClasses)).toEqual(expect.arrayContaining([expect.stringContaining('woosc-btn-adding woosc-adding')]));
    // The area's colours came with the code, the bar still off screen below the window.
    expect(await page.locator('.woosc-bar').evaluate((bar) => (bar as HTMLElement).style.backgroundColor)).toBe('rgb(41, 42, 48)');
    expect(await page.locator('.woosc-bar-btn').evaluate((button) => (button as HTMLElement).style.backgroundColor)).toBe('rgb(0, 115, 170)');
    expect(await page.locator('.woosc-link .woosc-link-inner').getAttribute('data-count')).toBe('1');
    expect(await page.locator(AREA).getAttribute('data-count')).toBe('1');
    const second = await idOf(compareButton(page, 1));
    await compareButton(page, 1).click();
    await expect.poll(() => compareCookie(page)).toEqual([id, second]);
    expect(await page.locator(AREA).getAttribute('data-count')).toBe('2');
    expect(await compareButton(page, 1).locator('.woosc-btn-text').textContent()).toBe('Compared');
    expect(await compareButton(page, 2).locator('.woosc-btn-text').textContent()).toBe('Compare');
    // Toasts are show_message's alone.
    expect(await page.locator('.notiny-theme-woosc').count()).toBe(0);
  });

  it('keeps the added state after a reload; the table keeps Tab inside, closes on Escape and gives focus back', async () => {
    // The list saved before the one load (the page the server prints names the first product).
    const { page, goto } = await shop.newContext().then(({ newPage }) => newPage());
    await setCompareCookie(page, shop.origin, await firstListedIds(page, shop.origin, 1));
    await goto('/shop/');
    await waitForCompare(page);
    await expect.poll(() => classesOf(compareButton(page, 0))).toContain('woosc-btn-added');
    await page.locator('.woosc-menu-item a').click();
    await expect.poll(() => classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
    const focusInArea = () => page.evaluate(() => document.querySelector('#woosc-area')?.contains(document.activeElement));
    await expect.poll(focusInArea).toBe(true);
    // Tab and Shift+Tab stay inside while it is open.
    for (let press = 0; press < 25; press += 1) await page.keyboard.press('Tab');
    expect(await focusInArea()).toBe(true);
    for (let press = 0; press < 25; press += 1) await page.keyboard.press('Shift+Tab');
    expect(await focusInArea()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator(AREA))).not.toContain('woosc-area-open-table');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.woosc-menu-item') !== null)).toBe(true);
  });

  it('follows a change another tab made to the list: buttons and badges re-synced from the cookie', async () => {
    const { newPage } = await shop.newContext();
    const [first, second] = [await newPage(), await newPage()];
    await first.goto('/shop/?woosc_button_action=none');
    await waitForCompare(first.page);
    // The shopper compares one product in the first tab, then opens a second and adds another.
    await compareButton(first.page, 0).click();
    await expect.poll(() => compareCookie(first.page)).toHaveLength(1);
    await second.goto('/shop/?woosc_button_action=none');
    await waitForCompare(second.page);
    await compareButton(second.page, 1).click();
    await expect.poll(() => compareCookie(second.page)).toHaveLength(2);
    // The first tab hears of the cookie's change (or looks again when it is shown).
    await first.page.bringToFront();
    await expect.poll(() => classesOf(compareButton(first.page, 1))).toContain('woosc-btn-added');
    await expect.poll(() => first.page.locator('.woosc-menu-item-inner').getAttribute('data-count')).toBe('2');
  });

  it('alerts the limit notice at the limit and leaves the list as it was; click_again takes a product out', async () => {
    const { page } = await shop.open('/shop/?woosc_limit=1&woosc_click_again=yes&woosc_button_action=none');
    await waitForCompare(page);
    const first = await idOf(compareButton(page, 0));
    await compareButton(page, 0).click();
    await expect.poll(() => compareCookie(page)).toEqual([first]);
    // button_action none: nothing opens, once the panels' code (which would open them) is here:
    // it comes in the chunk of their controls' actions.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/panel-controls-/.test(entry.name)));
    expect(await classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-open');
    expect(await classesOf(page.locator(AREA))).not.toContain('woosc-area-open-table');
    const alerted = nextDialog(page, 'accept');
    await compareButton(page, 1).click();
    expect(await alerted).toBe('You can add a maximum of 1 products to the comparison table.');
    expect(await compareCookie(page)).toEqual([first]);
    expect(await classesOf(compareButton(page, 1))).not.toContain('woosc-btn-adding');
    expect(await classesOf(compareButton(page, 1))).not.toContain('woosc-btn-added');
    await compareButton(page, 0).click();
    await expect.poll(() => compareCookie(page)).toEqual([]);
    expect(await classesOf(compareButton(page, 0))).not.toContain('woosc-btn-added');
  });

  it('under show_message, tells added then already listed in a polite toast with the picture, gone after 3 s or on dismiss', async () => {
    const { page } = await shop.open('/shop/?woosc_button_action=show_message');
    await waitForCompare(page);
    const button = compareButton(page, 0);
    const name = (await button.getAttribute('data-product_name')) ?? '';
    const image = (await button.getAttribute('data-product_image')) ?? '';
    const toast = page.locator('.notiny-theme-woosc.lantern-toast');
    // The 3 s are the behaviour: the page's clock is ours from here (installed after the mount,
    // whose wait reads performance marks the stand-in clock does not keep).
    await page.clock.install();
    await button.focus();
    await pauseClockSoon(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => toast.count()).toBe(1);
    expect(await toast.locator('.notiny-text').textContent()).toBe(`${name} has been added to Compare list.`);
    expect(await toast.locator('img').getAttribute('src')).toBe(image);
    expect(await toast.evaluate((element) => element.closest('.notiny-container')?.classList.contains('notiny-container-right-top'))).toBe(true);
    expect(await classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-open');
    // Spoken through the page's polite live region, which is in place before the text arrives.
    await page.clock.runFor(NEW_REGION_SETTLE_MS);
    expect(await page.locator('.widget_shopping_cart_live_region[role="status"]').textContent()).toBe(`${name} has been added to Compare list.`);
    await page.clock.runFor(2_999 - NEW_REGION_SETTLE_MS);
    expect(await toast.count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => toast.count()).toBe(0);
    await page.clock.resume();

    // Clicked again without click_again: it stays listed and the toast says so, until dismissed.
    await button.click();
    await expect.poll(() => toast.locator('.notiny-text').textContent()).toBe(`${name} is already in the Compare list.`);
    expect(await classesOf(button)).toContain('woosc-btn-added');
    await toast.locator('.lantern-toast-close').click();
    await expect.poll(() => toast.count()).toBe(0);
  });

  it('under show_message, reloads the bar after a click only while it is open, and tells a removal at message_position', async () => {
    const { page, requests, goto } = await shop.open('/shop/?woosc_button_action=show_message');
    await waitForCompare(page);
    const barLoads = () => requests.matching((url) => url.searchParams.get('wc-ajax') === 'woosc_load').length;
    await compareButton(page, 0).click();
    await expect.poll(() => compareCookie(page)).toHaveLength(1);
    // The toast says the panels' step has run: with the bar closed it asked for nothing.
    await page.locator('.notiny-theme-woosc').first().waitFor();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/chunks\/panel-controls-/.test(entry.name)));
    expect(barLoads()).toBe(0);

    await goto('/shop/?woosc_button_action=show_message&woosc_open_bar=yes&woosc_click_again=yes&woosc_message_position=fluid-bottom');
    await waitForCompare(page);
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    await expect.poll(() => page.locator('.woosc-bar-item').count()).toBe(1);
    const button = compareButton(page, 1);
    const id = await idOf(button);
    const name = (await button.getAttribute('data-product_name')) ?? '';
    await button.click();
    await expect.poll(() => page.locator(`.woosc-bar-item[data-id="${id}"]`).count()).toBe(1);
    // click_again: the second click takes it out, the bar follows and the toast says so where the shop put it.
    await button.click();
    await expect.poll(() => page.locator(`.woosc-bar-item[data-id="${id}"]`).count()).toBe(0);
    const removed = page.locator('.notiny-container-fluid-bottom .notiny-text', { hasText: `${name} has been removed from the Compare list.` });
    await expect.poll(() => removed.count()).toBe(1);
    expect(await compareCookie(page)).not.toContain(id);
    // The toast beside the open bar.
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('has no serious accessibility violations with the table open', async () => {
    const { page } = await shop.open('/shop/');
    await waitForCompare(page);
    await compareButton(page, 0).click();
    await page.locator('#woosc_table').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('compare panels', () => {
  it('toggles the table from the bar button with the keyboard, keeping the bar open; loads it again only once the list changed', async () => {
    const { page, requests } = await shop.open('/shop/?woosc_button_action=show_bar');
    const tableLoads = () => requests.matching((url) => url.searchParams.get('wc-ajax') === 'woosc_load').filter((request) => request.body?.includes('get_data=table')).length;
    await waitForCompare(page);
    await compareButton(page, 0).click();
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    expect(await classesOf(page.locator(AREA))).not.toContain('woosc-area-open-table');
    await page.locator('.woosc-bar-item').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The plugin's state classes, which themes style.
    expect(await classesOf(page.locator(AREA))).toContain('woosc-area-open-bar');
    await page.locator('.woosc-bar-btn').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => classesOf(page.locator('.woosc-table'))).toContain('woosc-table-open');
    expect(await classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
    expect(await classesOf(page.locator('.woosc-bar-btn'))).toContain('woosc-bar-btn-open');
    expect(await page.locator('.woosc-bar-btn').getAttribute('aria-expanded')).toBe('true');
    await page.locator('#woosc_table').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator('.woosc-table'))).not.toContain('woosc-table-open');
    expect(await classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    expect(await classesOf(page.locator('.woosc-bar-btn'))).not.toContain('woosc-bar-btn-open');
    expect(await page.locator('.woosc-bar-btn').getAttribute('aria-expanded')).toBe('false');
    expect(tableLoads()).toBe(1);
    // Opened again with the same list: drawn already, nothing asked.
    await page.locator('.woosc-bar-btn').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => classesOf(page.locator('.woosc-table'))).toContain('woosc-table-open');
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator('.woosc-table'))).not.toContain('woosc-table-open');
    expect(tableLoads()).toBe(1);
    // The list changed (the bar reloads by itself under show_bar): the table is stale, its next open loads it.
    await compareButton(page, 1).click();
    await expect.poll(() => page.locator('.woosc-bar-item').count()).toBe(2);
    expect(tableLoads()).toBe(1);
    await page.locator('.woosc-bar-btn').click();
    await expect.poll(() => page.locator('#woosc_table th.col').count()).toBe(2);
    expect(tableLoads()).toBe(2);
    // Escape closes the table, then the bar.
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator('.woosc-table'))).not.toContain('woosc-table-open');
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-open');
    expect(await classesOf(page.locator(AREA))).not.toContain('woosc-area-open-bar');
  });

  it('names the open bar\'s controls by their hint labels (Print, Share, Add product, Remove all), as a screen reader reads them', async () => {
    const { page } = await shop.open('/shop/?woosc_button_action=show_bar');
    await compareButton(page, 0).click();
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    const bar = page.locator('.woosc-bar');
    for (const hint of ['Print', 'Share', 'Add product', 'Remove all']) {
      const control = bar.getByRole('button', { name: hint, exact: true });
      await expect.poll(() => control.count(), { message: hint }).toBe(1);
      // The name is the hint the plugin's tooltip shows (hint.css prints `aria-label`).
      expect(await control.getAttribute('aria-label')).toBe(hint);
    }
    expect(await bar.getByRole('button', { name: 'Compare', exact: true }).count()).toBe(1);
  });

  it("keeps the closed bar's tools out of keyboard reach, its bubble toggle in reach, and the tools back once the bar opens", async () => {
    const { page } = await shop.open('/shop/?woosc_bar_bubble=yes&woosc_button_action=show_bar');
    await waitForLantern(page);
    const tools = '.woosc-bar-print, .woosc-bar-share, .woosc-bar-search, .woosc-bar-filter, .woosc-bar-items, .woosc-bar-remove';
    const inertTools = () => page.locator(tools).evaluateAll((parts) => parts.filter((part) => part.hasAttribute('inert')).length);
    const toolCount = await page.locator(tools).count();
    // Before the compare code has come: the every-page code has set them aside already.
    await expect.poll(inertTools).toBe(toolCount);
    expect(await page.locator('.woosc-bar-btn').getAttribute('inert')).toBeNull();
    // Shift+Tab from the bubble goes back past the bar, not into its hidden tools.
    const focusedInBar = () => page.evaluate(() => document.activeElement?.closest('.woosc-bar') ? (document.activeElement as HTMLElement).className : '');
    await page.locator('.woosc-bar-btn').focus();
    await waitForCompare(page);
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInBar()).toBe('');

    await compareButton(page, 0).click();
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    expect(await inertTools()).toBe(0);
    await page.locator('.woosc-bar-btn').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusedInBar()).toContain('woosc-bar-remove');

    await page.locator('h1, .woocommerce-products-header').first().click({ force: true });
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-open');
    expect(await inertTools()).toBe(toolCount);
  });

  it('with click_outside=yes, closes everything on an outside click and never on a click in an exempt target', async () => {
    const { page } = await shop.open('/shop/?woosc_button_action=none&woosc_open_button=.open-compare-btn&woosc_open_button_action=open_sidebar');
    await waitForCompare(page);
    // What themes print around the plugin: a count of their own and a menu marked as compare's.
    await page.evaluate(() => {
      const header = document.querySelector('.header-group-action')!;
      header.insertAdjacentHTML('beforeend', '<span class="wpc_compare_count">0</span><ul class="woosc-menu"><li><a href="/compare/">Compare (theme menu)</a></li></ul>');
      const record = window as unknown as { closes: number };
      record.closes = 0;
      document.body.addEventListener('lantern:compare-close', () => (record.closes += 1));
    });
    const closes = () => page.evaluate(() => (window as unknown as { closes: number }).closes);
    const area = () => classesOf(page.locator(AREA));

    // With button_action=none a compare button only adds; the menu item opens the table (and
    // loads the panels that answer outside clicks).
    await compareButton(page, 0).click();
    await expect.poll(() => compareCookie(page)).toHaveLength(1);
    await page.locator('.woosc-menu-item a').click();
    await page.locator('#woosc_table').waitFor();
    await page.locator('#woosc_table .th-label').click();
    await page.locator('.woosc-bar-notice').dispatchEvent('click');
    await page.locator('.woosc-table-settings').click();
    await expect.poll(() => classesOf(page.locator('.woosc-settings'))).toContain('open');
    await page.locator('.woosc-settings .woosc-popup-title').click();
    await page.locator('.woosc-settings .woosc-popup-close').click();
    expect(await area()).toContain('woosc-area-open-table');
    await page.locator('#woosc-table-close').click();
    await compareButton(page, 1).click();
    await expect.poll(() => compareCookie(page)).toHaveLength(2);
    // Under the open bar or out of the way: their clicks are sent to them.
    for (const target of ['.wpc_compare_count', '.woosc-menu a', '.woosc-link a']) await page.locator(target).dispatchEvent('click');
    await expect.poll(area).toContain('woosc-area-open-table');
    await page.locator('#woosc-table-close').click();
    // The custom menu (open_button) opens the sidebar; its button opens bar and table.
    expect(await classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    await page.locator('.open-compare-btn').dispatchEvent('click');
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).toContain('woosc-sidebar-open');
    // Opening the sidebar closed the bar.
    expect(await classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-open');
    await page.locator('.woosc-sidebar-btn').click();
    await expect.poll(area).toContain('woosc-area-open-table');
    expect(await closes()).toBe(0);

    await page.locator('#woosc-table-close').click();
    expect(await classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    await page.locator('h1, .woocommerce-products-header').first().click({ force: true });
    await expect.poll(closes).toBe(1);
    expect(await classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-open');
  });

  it('with click_outside=yes_empty, closes on an outside click only once the list is empty; with no, never', async () => {
    const { page, goto } = await shop.open('/shop/?woosc_click_outside=yes_empty&woosc_button_action=show_bar');
    await waitForCompare(page);
    const id = await idOf(compareButton(page, 1));
    await compareButton(page, 1).click();
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    const outside = () => page.locator('h1, .woocommerce-products-header').first().click({ force: true });
    await outside();
    expect(await classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    await page.locator(`.woosc-bar-item[data-id="${id}"] .woosc-bar-item-remove`).click();
    await expect.poll(() => compareCookie(page)).toEqual([]);
    expect(await classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    await outside();
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-open');

    await goto('/shop/?woosc_click_outside=no&woosc_button_action=show_bar');
    await waitForCompare(page);
    await compareButton(page, 1).click();
    await expect.poll(() => classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    await page.locator(`.woosc-bar-item[data-id="${id}"] .woosc-bar-item-remove`).click();
    await expect.poll(() => compareCookie(page)).toEqual([]);
    await outside();
    expect(await classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
  });

  it('opens the sidebar, removes an item from it, and opens bar and table from its button', async () => {
    const { page, goto } = await shop.newContext().then(({ newPage }) => newPage());
    const [first = ''] = await firstListedIds(page, shop.origin, 1);
    await setCompareCookie(page, shop.origin, [first]);
    await goto('/shop/?woosc_button_action=show_sidebar');
    await waitForCompare(page);
    await compareButton(page, 1).click();
    await expect.poll(() => page.locator('.woosc-sidebar-item').count()).toBe(2);
    expect(await classesOf(page.locator('.woosc-sidebar'))).toContain('woosc-sidebar-open');
    expect(await page.locator('.woosc-sidebar-count').textContent()).toBe(' (2)');
    expect(await classesOf(page.locator(AREA))).toContain('woosc-area-open-sidebar');
    // By keyboard: the remove control is a named button; focus stays in the sidebar after.
    const remover = page.locator(`.woosc-sidebar-item[data-id="${first}"] .woosc-sidebar-item-remove`);
    expect(await remover.getAttribute('role')).toBe('button');
    expect(await remover.getAttribute('aria-label')).toMatch(/^Remove .+ from the comparison$/);
    await remover.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => compareCookie(page)).not.toContain(first);
    expect(await page.locator('.woosc-sidebar-item').count()).toBe(1);
    expect(await page.evaluate(() => document.querySelector('.woosc-sidebar')?.contains(document.activeElement))).toBe(true);
    expect(await classesOf(compareButton(page, 0))).not.toContain('woosc-btn-added');
    // Escape closes it and gives focus back; its close control and a click outside close it too.
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).not.toContain('woosc-sidebar-open');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('woosc-btn'))).toBe(true);
    await compareButton(page, 1).click();
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).toContain('woosc-sidebar-open');
    await page.locator('.woosc-sidebar-close').click();
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).not.toContain('woosc-sidebar-open');
    await compareButton(page, 1).click();
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).toContain('woosc-sidebar-open');
    await page.mouse.click(20, 400);
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).not.toContain('woosc-sidebar-open');
    await compareButton(page, 1).click();
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).toContain('woosc-sidebar-open');
    await page.locator('.woosc-sidebar-btn').click();
    await expect.poll(() => classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
    expect(await classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    expect(await classesOf(page.locator('.woosc-sidebar'))).not.toContain('woosc-sidebar-open');
    await page.locator('#woosc_table').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Opening the sidebar again (its button's click lands behind the table) closes bar and table.
    await compareButton(page, 1).dispatchEvent('click');
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).toContain('woosc-sidebar-open');
    expect(await classesOf(page.locator(AREA))).not.toContain('woosc-area-open-table');
    expect(await classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-open');
  });

  it('removes a product from the table and everything from the bar after a confirm', async () => {
    const { page } = await shop.open('/shop/');
    await waitForCompare(page);
    const first = await idOf(compareButton(page, 0));
    await compareButton(page, 0).click();
    await page.locator('#woosc-table-close').click();
    await compareButton(page, 1).click();
    await expect.poll(() => page.locator('#woosc_table th.col').count()).toBe(2);
    // Each remove control is named after its product, in the table and in the bar.
    const firstName = (await compareButton(page, 0).getAttribute('data-product_name')) ?? '';
    expect(await page.locator(`#woosc_table .woosc-remove[data-id="${first}"]`).getAttribute('aria-label')).toBe(`Remove ${firstName} from the comparison`);
    expect(await page.locator(`.woosc-bar-item[data-id="${first}"] .woosc-bar-item-remove`).getAttribute('aria-label')).toBe(`Remove ${firstName} from the comparison`);
    await page.locator(`#woosc_table .woosc-remove[data-id="${first}"]`).click();
    await expect.poll(() => page.locator('#woosc_table th.col').count()).toBe(1);
    expect(await classesOf(compareButton(page, 0))).not.toContain('woosc-btn-added');
    // And one from the bar, by keyboard on its remove control.
    await page.locator('#woosc-table-close').click();
    await compareButton(page, 2).click();
    await expect.poll(() => page.locator('#woosc_table th.col').count()).toBe(2);
    const third = await idOf(compareButton(page, 2));
    await page.locator(`.woosc-bar-item[data-id="${third}"] .woosc-bar-item-remove`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.woosc-bar-item').count()).toBe(1);
    await expect.poll(() => page.locator('#woosc_table th.col').count()).toBe(1);
    expect(await compareCookie(page)).not.toContain(third);
    expect(await classesOf(compareButton(page, 2))).not.toContain('woosc-btn-added');
    // Remove all asks first, in the shop's words; a cancel keeps the list.
    const asked = nextDialog(page, 'dismiss');
    await page.locator('.woosc-bar-remove').click();
    expect(await asked).toBe('Do you want to remove all products from the compare?');
    expect(await compareCookie(page)).toHaveLength(1);
    expect(await page.locator('.woosc-bar-item').count()).toBe(1);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('.woosc-bar-remove').click();
    await expect.poll(() => compareCookie(page)).toEqual([]);
    await page.locator('.woosc-table-items .woosc-no-result').waitFor();
    expect(await classesOf(compareButton(page, 1))).not.toContain('woosc-btn-added');
  });
});

describe('compare openers', () => {
  it('sends the open button to page_url with open_button_action=open_page, opens bar and table with open_popup, and the sidebar from the menu with menu_action=open_sidebar', async () => {
    const { page, goto } = await shop.open('/shop/?woosc_open_button=.open-compare-btn&woosc_open_button_action=open_page');
    await waitForCompare(page);
    // The link itself goes nowhere: the page it lands on is compare's page_url.
    await page.locator('.open-compare-btn').evaluate((link) => link.setAttribute('href', '#nowhere'));
    await Promise.all([page.waitForURL(/\/compare\/$/), page.locator('.open-compare-btn').dispatchEvent('click')]);

    // open_popup (the default): the theme's opener opens bar and table.
    await goto('/shop/?woosc_open_button=.open-compare-btn');
    await waitForCompare(page);
    await page.locator('.open-compare-btn').dispatchEvent('click');
    await expect.poll(() => classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
    expect(await classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    expect(new URL(page.url()).pathname).toBe('/shop/');

    await goto('/shop/?woosc_menu_action=open_sidebar');
    await waitForCompare(page);
    await page.locator('.woosc-menu-item a').click();
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).toContain('woosc-sidebar-open');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    expect(await classesOf(page.locator(AREA))).not.toContain('woosc-area-open-table');
  });
});

describe('compare code that did not come', () => {
  it("opens the table from the next click when the panels' code did not come for the first", async () => {
    const { page, goto, problems } = await shop.newContext().then(({ newPage }) => newPage());
    let refused = 0;
    await page.route(/\/lantern\/chunks\/panel-controls-[^/]+\.js/, (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    problems.allowFailedRequests((url) => /\/chunks\/panel-controls-/.test(url.pathname));
    problems.allowConsole(/\[lantern\] code did not come/);
    await goto('/shop/');
    await waitForCompare(page);
    const button = compareButton(page, 0);
    const id = await idOf(button);
    await button.click();
    await expect.poll(() => classesOf(button)).toContain('woosc-btn-added');
    await expect.poll(() => refused).toBe(1);
    expect(await classesOf(page.locator(AREA))).not.toContain('woosc-area-open-table');
    await button.click();
    await expect.poll(() => classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
    await page.locator(`.woosc-bar-item[data-id="${id}"]`).waitFor();
    expect(refused).toBe(2);
  });
});

describe('the compare page', () => {
  it('removes one product and reloads; remove all reloads even when cancelled', async () => {
    const { page, goto } = await shop.newContext().then(({ newPage }) => newPage());
    // A beacon and a strobe: lights that throw no beam.
    const ids = ['106', '113'];
    await setCompareCookie(page, shop.origin, ids);
    await goto('/compare/');
    await waitForCompare(page);
    expect(await page.locator('.woosc-page th.col').count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The page's own table gets the tools on load: rows with nothing to compare are gone.
    await expect.poll(() => page.locator('.woosc-page tr.tr-ca_beam').count()).toBe(0);
    expect(await page.locator('.woosc-page tr.tr-price').count()).toBe(1);
    await Promise.all([page.waitForEvent('load'), page.locator(`.woosc-page .woosc-remove[data-id="${ids[0]}"]`).click()]);
    expect(await page.locator('.woosc-page th.col').count()).toBe(1);
    await waitForCompare(page);
    const asked = nextDialog(page, 'dismiss');
    await Promise.all([page.waitForEvent('load'), page.locator('.woosc-page .woosc-remove-all').click()]);
    expect(await asked).toBe('Do you want to remove all products from the compare?');
    expect(await compareCookie(page)).toEqual([ids[1]]);
    await waitForCompare(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await Promise.all([page.waitForEvent('load'), page.locator('.woosc-page .woosc-remove-all').click()]);
    expect(await compareCookie(page)).toEqual([]);
    await page.locator('.woosc-page .woosc-no-result').waitFor();
  });

  it('takes a remove click when its code did not come with the page: the click asks for it again', async () => {
    const { page, goto, problems } = await shop.newContext().then(({ newPage }) => newPage());
    let refused = 0;
    await page.route(/\/lantern\/chunks\/page-removers-[^/]+\.js/, (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    problems.allowFailedRequests((url) => /\/chunks\/page-removers-/.test(url.pathname));
    const ids = ['106', '113'];
    await setCompareCookie(page, shop.origin, ids);
    await goto('/compare/');
    await waitForCompare(page);
    await expect.poll(() => refused).toBe(1);
    await Promise.all([page.waitForEvent('load'), page.locator(`.woosc-page .woosc-remove[data-id="${ids[0]}"]`).click()]);
    expect(await compareCookie(page)).toEqual([ids[1]]);
    expect(refused).toBe(2);
  });
});

describe('the compare add link', () => {
  it('puts the product first in the list and lands on the compare page, with either spelling', async () => {
    const { page, goto } = await shop.newContext().then(({ newPage }) => newPage());
    const [first = '', second = ''] = await firstListedIds(page, shop.origin, 2);
    await goto(`/shop/?add-to-compare=${first}`);
    expect(new URL(page.url()).pathname).toBe('/compare/');
    await goto(`/?add_to_compare=${second}`);
    expect(new URL(page.url()).pathname).toBe('/compare/');
    expect(await compareCookie(page)).toEqual([second, first]);
    const columns = page.locator('.woosc-page th.col .woosc-remove');
    expect(await columns.evaluateAll((spans) => spans.map((span) => (span as HTMLElement).dataset.id))).toEqual([second, first]);
    await waitForCompare(page);
    expect(await page.locator('.woosc-menu-item .woosc-menu-item-inner').getAttribute('data-count')).toBe('2');
  });
});

describe('compare code on pages without compare', () => {
  it('is never fetched on a page without compare markup, even for a shopper with a list and woosc_vars printed', async () => {
    const shopPage = await shop.newContext().then(({ newPage }) => newPage());
    const { page, goto } = shopPage;
    await setCompareCookie(page, shop.origin, await firstListedIds(page, shop.origin, 1));
    // With the list saved, a shop page syncs its compare buttons when idle: compare's code comes.
    await goto('/shop/');
    await settled(shopPage);
    expect((await lanternFiles(page)).some((file) => /\/chunks\/compare-/.test(file))).toBe(true);

    // A page of the same shop whose theme prints no compare markup (the plugin's global is still there).
    const vars = await page.evaluate(() => JSON.stringify((window as unknown as { woosc_vars: unknown }).woosc_vars));
    await page.route(
      (url) => url.pathname === '/no-compare/',
      (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>About us</title></head><body><main><h1>About us</h1><p>We light boats and trucks.</p><a href="/shop/">Shop</a></main><script>var woosc_vars = ${vars};</script><script type="module" src="/lantern/lantern.js?ver=0.1.0"></script></body></html>`,
        }),
    );
    await goto('/no-compare/');
    await waitForLantern(page);
    await page.locator('main a').hover();
    await page.locator('h1').click();
    await settled(shopPage);
    expect((await lanternFiles(page)).filter((file) => /\/chunks\/(compare|panels|sortable)-/.test(file))).toEqual([]);
  });
});

describe('a compare click before the compare code has arrived', () => {
  /** Opens `path` with compare's chunk held back, clicks `selector`, sees the page stay, then lets the chunk come. */
  async function clickWhileCompareIsHeld(path: string, selector: string): Promise<Page> {
    const shopPage = await shop.newContext().then(({ newPage }) => newPage());
    const { page } = shopPage;
    const chunk = await holdRequests(page, (url) => /^\/lantern\/chunks\/compare-[^/]+\.js$/.test(url.pathname));
    await shopPage.goto(path);
    await waitForLantern(page);
    await page.locator(selector).click();
    await chunk.waitFor(1);
    expect(new URL(page.url()).pathname).toBe('/shop/');
    await chunk.releaseAll();
    return page;
  }

  it('is held, then replayed: the menu opens the table instead of leaving the page', async () => {
    const page = await clickWhileCompareIsHeld('/shop/', '.woosc-menu-item a');
    await expect.poll(() => classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    // The table it opened has finished loading (the page ends with nothing busy).
    await expect.poll(() => page.locator('.woosc-loading').count()).toBe(0);
  });

  it("is held on the theme's own opener (open_button) too, which the shop names only in woosc_vars", async () => {
    const page = await clickWhileCompareIsHeld('/shop/?woosc_open_button=.open-compare-btn&woosc_open_button_action=open_sidebar', '.open-compare-btn');
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).toContain('woosc-sidebar-open');
    expect(new URL(page.url()).pathname).toBe('/shop/');
    // The sidebar it opened has finished loading (the page ends with nothing busy).
    await expect.poll(() => page.locator('.woosc-loading').count()).toBe(0);
  });
});
