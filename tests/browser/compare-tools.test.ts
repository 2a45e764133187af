import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe';
import { pauseClockSoon } from './support/clock';
import { AREA, classesOf, compareButton, compareCookie, firstListedIds, PRODUCTS_COOKIE, setCompareCookie, waitForCompare } from './support/compare';
import { PHONE, registerBrowserHarness, type ShopPage } from './support/harness';
import { nextDialog } from './support/dialogs';

const shop = registerBrowserHarness();

/**
 * A tab of a fresh context, not loaded yet: {@link openTableWith} gives it its one page load
 * (init scripts the test adds first apply to it).
 */
async function newTab(options?: Parameters<typeof shop.newContext>[0]): Promise<ShopPage> {
  return (await shop.newContext(options)).newPage();
}

/** Loads /shop/ (a tab from {@link newTab}) with the first `count` products in the list and the table open. */
async function openTableWith(page: Page, goto: (path: string) => Promise<void>, count: number, query = ''): Promise<string[]> {
  const ids = await firstListedIds(page, shop.origin, count);
  await setCompareCookie(page, shop.origin, ids);
  await goto(`/shop/${query}`);
  await waitForCompare(page);
  await page.locator('.woosc-menu-item a').click();
  await page.locator('#woosc_table').waitFor();
  // The opened table takes focus after 250 ms: wait for it, so it cannot take it back later.
  await page.waitForFunction(() => document.querySelector('#woosc-area')?.contains(document.activeElement) === true);
  return ids;
}

/** The guest's key in compare's cookie names: md5('woosc0'). */
const USER_KEY = PRODUCTS_COOKIE.replace('woosc_products_', '');

const headerIds = (page: Page) => page.locator('#woosc_table th.col .woosc-remove').evaluateAll((spans) => spans.map((span) => (span as HTMLElement).dataset.id ?? ''));

/** Waits for the table to be drawn again with its columns in `order`, and no longer busy. */
async function tableInOrder(page: Page, order: (string | undefined)[]): Promise<void> {
  await expect.poll(() => headerIds(page)).toEqual(order);
  await expect.poll(() => page.locator('.woosc-table-inner.woosc-loading').count()).toBe(0);
}

describe('compare table tools', () => {
  it('leaves out a row that is empty for every product in the table (hide_empty_row)', async () => {
    const { page, goto } = await newTab();
    // A beacon and a strobe: lights that throw no beam.
    await setCompareCookie(page, shop.origin, ['106', '113']);
    await goto('/shop/');
    await waitForCompare(page);
    await page.locator('.woosc-menu-item a').click();
    await page.locator('#woosc_table').waitFor();
    await expect.poll(() => page.locator('#woosc_table th.col').count()).toBe(2);
    expect(await page.locator('#woosc_table tr.tr-ca_beam').count()).toBe(0);
    expect(await page.locator('#woosc_table tr.tr-weight').count()).toBe(1);
  });

  it('hides similar rows and highlights differences from the settings popup, and keeps them after a reload', async () => {
    const { page, goto } = await newTab();
    await openTableWith(page, goto, 3);
    await page.locator('.woosc-table-settings').click();
    await expect.poll(() => classesOf(page.locator('.woosc-settings'))).toContain('open');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('#woosc_hide_similarities').check();
    await page.locator('#woosc_highlight_differences').check();
    await expect.poll(() => page.locator('#woosc_table tr.tr-highlight').count()).toBeGreaterThan(0);
    expect(await page.locator('#woosc_table tr.tr-stock.tr-similar').count()).toBe(1);
    await page.locator('#woosc_field_sku').uncheck();
    await expect.poll(() => classesOf(page.locator('#woosc_table tr.tr-sku'))).toContain('tr-hide');
    // Saved under the plugin's names: the hash, then the user's key.
    const saved = async (name: string) => decodeURIComponent((await page.context().cookies()).find((cookie) => cookie.name === name)?.value ?? '').split(',');
    expect(await saved(`woosc_settings_6_${USER_KEY}`)).toEqual(['hide_similarities', 'highlight_differences']);
    expect(await saved(`woosc_fields_6_${USER_KEY}`)).not.toContain('sku');
    expect(await saved(`woosc_fields_6_${USER_KEY}`)).toContain('price');
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator('.woosc-settings'))).not.toContain('open');
    expect(await classesOf(page.locator(AREA))).toContain('woosc-area-open-table');

    await goto('/shop/');
    await waitForCompare(page);
    await page.locator('.woosc-menu-item a').click();
    await page.locator('#woosc_table').waitFor();
    await expect.poll(() => page.locator('#woosc_table tr.tr-similar').count()).toBeGreaterThan(0);
    expect(await classesOf(page.locator('#woosc_table tr.tr-sku'))).toContain('tr-hide');
  });

  it('filters the columns by category and shows every column for _all_', async () => {
    const { page, goto } = await newTab();
    const ids = await openTableWith(page, goto, 1);
    const marine = await page.locator('ul.products li.product_cat-marine .woosc-btn').first().evaluate((element) => (element as HTMLElement).dataset.id ?? '');
    await setCompareCookie(page, shop.origin, [...ids, marine]);
    await goto('/shop/');
    await waitForCompare(page);
    await page.locator('.woosc-menu-item a').click();
    await expect.poll(() => page.locator('#woosc_table th.col').count()).toBe(2);
    // The server pre-selects the first category, so one column is hidden after the load.
    await expect.poll(() => page.locator('#woosc_table th.col-hide').count()).toBe(1);
    await page.locator('#woosc-filter').selectOption('_all_');
    await expect.poll(() => page.locator('#woosc_table th.col-hide').count()).toBe(0);
    await page.locator('#woosc-filter').selectOption('marine');
    await expect.poll(() => page.locator('#woosc_table th.col:not(.col-hide)').evaluateAll((cells) => cells.map((cell) => cell.className))).toEqual([expect.stringContaining('col-marine')]);
    // The bar's pictures follow the filter too.
    expect(await page.locator('.woosc-bar-item:not(.woosc-bar-item-hidden)').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.id))).toEqual([marine]);
    await page.locator('#woosc-filter').selectOption('_all_');
    await expect.poll(() => page.locator('.woosc-bar-item.woosc-bar-item-hidden').count()).toBe(0);
  });

  it('reorders the bar by keyboard: the cookie and the table follow', async () => {
    const { page, goto } = await newTab();
    const ids = await openTableWith(page, goto, 3);
    await page.locator(`.woosc-bar-item[data-id="${ids[0]}"]`).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => compareCookie(page)).toEqual([ids[1], ids[0], ids[2]]);
    await expect.poll(() => headerIds(page)).toEqual([ids[1], ids[0], ids[2]]);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.id)).toBe(ids[0]);
    await page.keyboard.press('End');
    await expect.poll(() => compareCookie(page)).toEqual([ids[1], ids[2], ids[0]]);
    await tableInOrder(page, [ids[1], ids[2], ids[0]]);
  });

  it('reorders the bar by dragging a picture with the mouse', async () => {
    const { page, goto } = await newTab();
    const ids = await openTableWith(page, goto, 3);
    await page.locator('.woosc-bar-items[data-lantern-sortable="ready"]').waitFor();
    // The bar slides in; its pictures are measured once it has stopped.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.woosc-bar')!).transform === 'none');
    const from = page.locator(`.woosc-bar-item[data-id="${ids[2]}"] .woosc-bar-item-img`);
    const to = page.locator(`.woosc-bar-item[data-id="${ids[0]}"] .woosc-bar-item-img`);
    const start = (await from.boundingBox())!;
    const end = (await to.boundingBox())!;
    const barOrder = () => page.locator('.woosc-bar-item').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.id));
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2 - 10, start.y + start.height / 2, { steps: 3 });
    // Items slide while they make room: the pointer stays over the first picture's left edge
    // until the dragged one sits before it.
    let nudge = 0;
    await expect
      .poll(async () => {
        nudge = (nudge + 1) % 4;
        await page.mouse.move(end.x + 4 + nudge, end.y + end.height / 2, { steps: 4 });
        return barOrder();
      })
      .toEqual([ids[2], ids[0], ids[1]]);
    await page.mouse.up();
    await expect.poll(() => compareCookie(page)).toEqual([ids[2], ids[0], ids[1]]);
    await tableInOrder(page, [ids[2], ids[0], ids[1]]);
  });

  it('reorders the bar by dragging a picture with a finger', async () => {
    const { page, goto } = await newTab({ hasTouch: true });
    const ids = await openTableWith(page, goto, 3);
    await page.locator('.woosc-bar-items[data-lantern-sortable="ready"]').waitFor();
    // The bar slides in; its pictures are measured once it has stopped.
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.woosc-bar')!).transform === 'none');
    const from = (await page.locator(`.woosc-bar-item[data-id="${ids[2]}"] .woosc-bar-item-img`).boundingBox())!;
    const to = (await page.locator(`.woosc-bar-item[data-id="${ids[0]}"] .woosc-bar-item-img`).boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
    const y = from.y + from.height / 2;
    await touch('touchStart', from.x + from.width / 2, y);
    for (let step = 1; step <= 10; step += 1) await touch('touchMove', from.x + ((to.x + 5 - from.x) * step) / 10, y);
    // As with the mouse, the finger stays on the first picture's left edge until room is made.
    let nudge = 0;
    await expect
      .poll(async () => {
        nudge = (nudge + 1) % 4;
        await touch('touchMove', to.x + 4 + nudge, y);
        // SortableJS draws a finger's drag with a floating copy (`sortable-fallback`) of the item.
        return page.locator('.woosc-bar-item:not(.sortable-fallback)').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.id));
      })
      .toEqual([ids[2], ids[0], ids[1]]);
    await touch('touchEnd', to.x + 5, y);
    await expect.poll(() => compareCookie(page)).toEqual([ids[2], ids[0], ids[1]]);
    await tableInOrder(page, [ids[2], ids[0], ids[1]]);
  });

  it('freezes the header row and first column on wide screens and only the row on phones', async () => {
    const { page, goto } = await newTab();
    await openTableWith(page, goto, 2);
    const position = (selector: string) => page.locator(selector).first().evaluate((cell) => getComputedStyle(cell).position);
    await expect.poll(() => position('#woosc_table thead th')).toBe('sticky');
    expect(await position('#woosc_table tbody td.td-label')).toBe('sticky');
    await page.setViewportSize(PHONE);
    await expect.poll(() => position('#woosc_table tbody td.td-label')).toBe('static');
    expect(await position('#woosc_table thead th')).toBe('sticky');
  });

  it('freezes only what freeze_column and freeze_row ask for', async () => {
    const { page, goto } = await newTab();
    await openTableWith(page, goto, 2, '?woosc_freeze_column=no');
    const position = (selector: string) => page.locator(selector).first().evaluate((cell) => getComputedStyle(cell).position);
    await expect.poll(() => position('#woosc_table thead th')).toBe('sticky');
    expect(await position('#woosc_table tbody td.td-label')).toBe('static');
    await goto('/shop/?woosc_freeze_row=no');
    await waitForCompare(page);
    await page.locator('.woosc-menu-item a').click();
    await page.locator('#woosc_table').waitFor();
    await expect.poll(() => position('#woosc_table tbody td.td-label')).toBe('sticky');
    expect(await position('#woosc_table thead th.th-label')).toBe('sticky');
    expect(await position('#woosc_table thead th.col')).toBe('static');
    // On a phone the column is never frozen, and the row is not asked for: nothing is.
    await page.setViewportSize(PHONE);
    await expect.poll(() => position('#woosc_table tbody td.td-label')).toBe('static');
    expect(await position('#woosc_table thead th')).toBe('static');
  });
});

describe('compare share, search and print', () => {
  it('shares the list: focus moves in after 250 ms, the popup loads the link and a click copies it', async () => {
    const { page, goto } = await newTab();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTableWith(page, goto, 2);
    // Focus moves into an opened popup after 250 ms (spec 9.2): the page's clock is ours from
    // here (installed after the mount, whose wait reads marks the stand-in clock does not keep).
    await page.clock.install();
    await page.locator('.woosc-bar-share').focus();
    await pauseClockSoon(page);
    await page.keyboard.press('Enter');
    await expect.poll(() => classesOf(page.locator('.woosc-share'))).toContain('open');
    const focusInShare = () => page.evaluate(() => document.querySelector('.woosc-share')?.contains(document.activeElement));
    await page.clock.runFor(249);
    expect(await focusInShare()).toBe(false);
    await page.clock.runFor(1);
    await expect.poll(focusInShare).toBe(true);
    await page.clock.resume();
    const input = page.locator('#woosc_copy_url');
    await input.waitFor();
    const link = await input.inputValue();
    expect(link).toMatch(/\/compare\/[A-Z0-9]{6}$/);
    const alerted = nextDialog(page, 'accept');
    await input.click();
    expect(await alerted).toBe(`Share link ${link} was copied to clipboard!`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // A copy button a theme adds beside the link (the plugin's handler answers `#woosc_copy_btn` too).
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.locator('.woosc-share-link').evaluate((holder) => holder.insertAdjacentHTML('beforeend', '<button type="button" id="woosc_copy_btn">Copy</button>'));
    const alertedAgain = nextDialog(page, 'accept');
    await page.locator('#woosc_copy_btn').click();
    expect(await alertedAgain).toBe(`Share link ${link} was copied to clipboard!`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await input.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => classesOf(page.locator('.woosc-share'))).not.toContain('open');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('woosc-bar-share'))).toBe(true);

    // The link opens the shared list in another browser, read only.
    const shared = await shop.open(new URL(link).pathname);
    expect(await shared.page.locator('.woosc-page th.col').count()).toBe(2);
    expect(await shared.page.locator('.woosc-page .woosc-remove, .woosc-page .woosc-remove-all').count()).toBe(0);
    expect(await compareCookie(shared.page)).toEqual([]);
  });

  it('searches 300 ms after typing, never for an empty box, and adds a result to the table', async () => {
    const { page, goto, requests } = await newTab();
    await openTableWith(page, goto, 1);
    await page.locator('.woosc-bar-search').click();
    // Opening with no results searches at once (related products).
    await page.locator('.woosc-search-result li').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.querySelector('.woosc-search')?.contains(document.activeElement))).toBe(true);
    const searches = () => requests.matching((url) => url.searchParams.get('wc-ajax') === 'woosc_search').length;
    const before = searches();
    await page.locator('#woosc_search_input').focus();
    // The wait is the behaviour: from here the page's clock is ours to stop and move. (Installed
    // late: its stand-in for `performance` has no marks, which the mount waits read.)
    await page.clock.install();
    await pauseClockSoon(page);
    // Keys only while the clock stands: a locator action would wait on animation frames.
    await page.keyboard.type('marine');
    // A timer that has not fired has sent nothing: none is on its way.
    await page.clock.runFor(299);
    expect(searches()).toBe(before);
    await page.clock.runFor(1);
    await expect.poll(searches).toBe(before + 1);
    await expect.poll(() => page.locator('.woosc-search-result .item-name', { hasText: /marine/i }).count()).toBeGreaterThan(0);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    expect(await page.locator('#woosc_search_input').inputValue()).toBe('');
    await page.clock.runFor(5_000);
    expect(searches()).toBe(before + 1);
    await page.clock.resume();
    const add = page.locator('.woosc-search-result .woosc-item-add').first();
    const added = await add.evaluate((element) => (element as HTMLElement).dataset.id ?? '');
    await add.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => classesOf(page.locator('.woosc-search'))).not.toContain('open');
    await expect.poll(() => page.locator(`#woosc_table .woosc-remove[data-id="${added}"]`).count()).toBe(1);
    expect(await compareCookie(page)).toContain(added);
  });

  it('prints the comparison from the bar, and on Ctrl+P or Cmd+P only while the table is open', async () => {
    const { page, goto } = await newTab();
    await page.addInitScript(() => {
      // Counts the print frames made and the print calls in them, instead of opening the print dialog,
      // and whether each P key press was kept from the browser (a window listener hears it last).
      const record = window as unknown as { printed: number; frames: number; kept: boolean[] };
      record.printed = 0;
      record.frames = 0;
      record.kept = [];
      new MutationObserver((records) => {
        for (const entry of records) for (const node of entry.addedNodes) {
          if (node instanceof HTMLIFrameElement && node.contentWindow) {
            record.frames += 1;
            node.contentWindow.print = () => { record.printed += 1; };
          }
        }
      }).observe(document, { childList: true, subtree: true });
      window.addEventListener('keydown', (event) => {
        if (event.key.toLowerCase() === 'p') record.kept.push(event.defaultPrevented);
      });
    });
    await openTableWith(page, goto, 2);
    const seen = () => page.evaluate(() => {
      const { printed, frames, kept } = window as unknown as { printed: number; frames: number; kept: boolean[] };
      return { printed, frames, kept };
    });
    await page.locator('.woosc-bar-print').click();
    await expect.poll(async () => (await seen()).printed).toBe(1);
    await page.keyboard.press('Control+p');
    await expect.poll(async () => (await seen()).printed).toBe(2);
    await page.keyboard.press('Meta+p');
    await expect.poll(async () => (await seen()).printed).toBe(3);
    expect((await seen()).kept).toEqual([true, true]);

    await page.locator('#woosc-table-close').click();
    await expect.poll(() => classesOf(page.locator(AREA))).not.toContain('woosc-area-open-table');
    // Closed, both keys are the browser's own print: not prevented, and no frame of ours.
    await page.keyboard.press('Control+p').catch(() => undefined);
    await page.keyboard.press('Meta+p').catch(() => undefined);
    await expect.poll(async () => (await seen()).kept).toHaveLength(4);
    expect(await seen()).toEqual({ printed: 3, frames: 3, kept: [true, true, false, false] });
  });
});

describe('compare share copy failure', () => {
  it("alerts 'Failure to copy!' when the browser refuses the clipboard, and selects the link for a manual copy", async () => {
    const { page, goto } = await newTab();
    await page.addInitScript(() => {
      // As in a browser or frame where the clipboard is not allowed.
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) } });
    });
    await openTableWith(page, goto, 1);
    await page.locator('.woosc-bar-share').click();
    const input = page.locator('#woosc_copy_url');
    await input.waitFor();
    const alerted = nextDialog(page, 'accept');
    await input.click();
    expect(await alerted).toBe('Failure to copy!');
    await expect.poll(() => input.evaluate((field) => (field as HTMLInputElement).selectionEnd === (field as HTMLInputElement).value.length && (field as HTMLInputElement).selectionStart === 0)).toBe(true);
  });
});

describe('compare print fallback', () => {
  it('prints the comparison in a new window when the hidden frame refuses to print', async () => {
    const { page, goto } = await newTab();
    await page.addInitScript(() => {
      const record = window as unknown as { printedInWindow: string[] };
      record.printedInWindow = [];
      // The hidden frame cannot print here, as under a policy that blocks it.
      new MutationObserver((records) => {
        for (const entry of records) for (const node of entry.addedNodes) {
          if (node instanceof HTMLIFrameElement && node.contentWindow) {
            node.contentWindow.print = () => { throw new Error('printing from frames is blocked'); };
          }
        }
      }).observe(document, { childList: true, subtree: true });
      // The new window records what it was asked to print instead of opening the print dialog.
      const open = window.open.bind(window);
      window.open = (...args: Parameters<typeof window.open>) => {
        const opened = open(...args);
        if (opened) opened.print = () => { record.printedInWindow.push(opened.document.body.innerHTML); };
        return opened;
      };
    });
    await openTableWith(page, goto, 2);
    const popup = page.waitForEvent('popup');
    await page.locator('.woosc-bar-print').click();
    await popup;
    const printed = () => page.evaluate(() => (window as unknown as { printedInWindow: string[] }).printedInWindow);
    await expect.poll(async () => (await printed()).length).toBe(1);
    const [body] = await printed();
    expect(body).toContain('id="woosc_table"');
    expect(body).toContain('woosc-bar-items');
  });
});

describe('compare popups by keyboard and on phones', () => {
  it('reorders the table fields by keyboard on their move handle', async () => {
    const { page, goto } = await newTab();
    await openTableWith(page, goto, 2);
    await page.locator('.woosc-table-settings').click();
    await expect.poll(() => classesOf(page.locator('.woosc-settings'))).toContain('open');
    const rowOrder = () => page.locator('#woosc_table tbody tr').evaluateAll((rows) => rows.map((row) => row.className.match(/tr-(sku|price)\b/)?.[1]).filter(Boolean));
    await expect.poll(rowOrder).toEqual(['sku', 'price']);
    await page.locator('.woosc-settings-field-li .move', { hasText: 'Price' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(rowOrder).toEqual(['price', 'sku']);
    expect((await page.context().cookies()).find((cookie) => cookie.name.startsWith('woosc_fields_6_'))?.value).toMatch(/^image%2Cprice%2Csku/);
  });

  it('reorders the table fields by dragging their move handle with the mouse', async () => {
    const { page, goto } = await newTab();
    await openTableWith(page, goto, 2);
    await page.locator('.woosc-table-settings').click();
    await expect.poll(() => classesOf(page.locator('.woosc-settings'))).toContain('open');
    await page.locator('.woosc-settings-fields[data-lantern-sortable="ready"]').waitFor();
    const rowOrder = () => page.locator('#woosc_table tbody tr').evaluateAll((rows) => rows.map((row) => row.className.match(/tr-(sku|price)\b/)?.[1]).filter(Boolean));
    const fieldOrder = () => page.locator('.woosc-settings-field').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).filter((value) => value === 'sku' || value === 'price'));
    await expect.poll(rowOrder).toEqual(['sku', 'price']);
    const from = (await page.locator('.woosc-settings-field-li .move', { hasText: 'Price' }).boundingBox())!;
    const to = (await page.locator('.woosc-settings-field-li .move', { hasText: 'SKU' }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 5, { steps: 3 });
    // The list makes room as the pointer passes: it stays over the top of SKU until Price is above it.
    let nudge = 0;
    await expect
      .poll(async () => {
        nudge = (nudge + 1) % 3;
        await page.mouse.move(to.x + to.width / 2, to.y + 2 + nudge, { steps: 4 });
        return fieldOrder();
      })
      .toEqual(['price', 'sku']);
    await page.mouse.up();
    await expect.poll(rowOrder).toEqual(['price', 'sku']);
    expect((await page.context().cookies()).find((cookie) => cookie.name.startsWith('woosc_fields_6_'))?.value).toMatch(/^image%2Cprice%2Csku/);
  });

  it('keeps Tab inside the settings, share and search popups opened by keyboard, and gives focus back on Escape', async () => {
    const { page, goto } = await newTab();
    await openTableWith(page, goto, 2);
    for (const [opener, popup] of [['.woosc-table-settings', '.woosc-settings'], ['.woosc-bar-share', '.woosc-share'], ['.woosc-bar-search', '.woosc-search']] as const) {
      await page.locator(opener).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => classesOf(page.locator(popup))).toContain('open');
      const inside = () => page.evaluate((selector) => document.querySelector(selector)?.contains(document.activeElement) === true, popup);
      await expect.poll(inside).toBe(true);
      if (popup === '.woosc-share') await page.locator('#woosc_copy_url').waitFor();
      for (let press = 0; press < 12; press += 1) {
        await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
        expect(await inside(), `${popup} after ${press + 1} presses`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => classesOf(page.locator(popup))).not.toContain('open');
      await expect.poll(() => page.evaluate((selector) => document.activeElement?.matches(selector) === true, opener)).toBe(true);
      // The table under it is still open.
      expect(await classesOf(page.locator(AREA))).toContain('woosc-area-open-table');
    }
  });

  it('closes the table, or only the sidebar, when a quick-view button inside it is used', async () => {
    const { page } = await shop.open('/shop/?woosc_button_action=show_sidebar');
    await waitForCompare(page);
    // What WPC Smart Quick View prints beside each product in compare's table and sidebar.
    const addQuickView = (container: string, kind: 'woosq-btn' | 'woosq-link') =>
      page.locator(container).first().evaluate((element, className) => {
        const quickView = document.createElement(className === 'woosq-btn' ? 'button' : 'a');
        quickView.className = className;
        quickView.textContent = 'Quick view';
        if (quickView instanceof HTMLAnchorElement) quickView.href = '/product/quick-view-target/';
        element.append(quickView);
      }, kind);
    await compareButton(page, 0).click();
    await page.locator('.woosc-sidebar-item').first().waitFor();
    await addQuickView('.woosc-sidebar-item', 'woosq-btn');
    await page.locator('.woosc-sidebar .woosq-btn').click();
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).not.toContain('woosc-sidebar-open');

    await compareButton(page, 0).click();
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).toContain('woosc-sidebar-open');
    await page.locator('.woosc-sidebar-btn').click();
    await page.locator('#woosc_table').waitFor();
    await addQuickView('#woosc_table tbody td.col', 'woosq-link');
    await page.locator('#woosc_table .woosq-link').click();
    await expect.poll(() => classesOf(page.locator(AREA))).not.toContain('woosc-area-open-table');
    expect(await classesOf(page.locator('.woosc-bar'))).not.toContain('woosc-bar-open');
    // The quick view opens over the shop page: the link did not navigate.
    expect(new URL(page.url()).pathname).toBe('/shop/');
  });

  it('closes the search popup on its backdrop, and has no serious violations while open', async () => {
    const { page, goto } = await newTab();
    await openTableWith(page, goto, 1);
    await page.locator('.woosc-bar-search').click();
    await page.locator('.woosc-search-result li').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('.woosc-search').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => classesOf(page.locator('.woosc-search'))).not.toContain('open');
  });

  it('works on a phone: the bar opens from a tap, the table shows, and nothing serious for axe', async () => {
    const { page } = await shop.open('/shop/', { viewport: PHONE, hasTouch: true, isMobile: true });
    await waitForCompare(page);
    await compareButton(page, 0).tap();
    await page.locator('#woosc_table').waitFor();
    expect(await classesOf(page.locator('.woosc-bar'))).toContain('woosc-bar-open');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('#woosc-table-close').tap();
    await expect.poll(() => classesOf(page.locator('.woosc-table'))).not.toContain('woosc-table-open');
  });

  it('has no serious violations with the sidebar open', async () => {
    const { page } = await shop.open('/shop/?woosc_button_action=show_sidebar');
    await waitForCompare(page);
    await compareButton(page, 0).click();
    await page.locator('.woosc-sidebar-item').first().waitFor();
    await expect.poll(() => page.evaluate(() => document.querySelector('.woosc-sidebar')?.contains(document.activeElement))).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('.woosc-sidebar-continue').click();
    await expect.poll(() => classesOf(page.locator('.woosc-sidebar'))).not.toContain('woosc-sidebar-open');
  });
});
