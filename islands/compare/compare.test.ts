import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer } from '../../fixtures/msw/test-server';
import { PRODUCTS_COOKIE } from '../../fixtures/shop/compare/constants';
import { readCookie, writeCookie } from '../../src/dom/cookies';
import { createMountContext } from '../../src/runtime/context';
import { compareState } from '../../src/store/compare-slice';
import { navigate } from '../../src/dom/navigate';
import { mount } from './compare';
import { compareSettings } from './settings';
import { createLanternStore } from '../../src/store/store';

// Records navigations instead of leaving the page.
vi.mock(import('../../src/dom/navigate'), async (importOriginal) => ({ ...(await importOriginal()), navigate: vi.fn(() => true), reloadPage: vi.fn() }));
import { clearCompareVars, COMPARE_PAGE, setCompareVars } from '../../fixtures/shop/compare/test-page';

const buttons = (id: string) => Array.from(document.querySelectorAll<HTMLElement>(`.woosc-btn[data-id="${id}"]`));
const cookieList = () => (readCookie(PRODUCTS_COOKIE) ?? '').split(',').filter(Boolean);
const area = () => document.querySelector<HTMLElement>('#woosc-area')!;
const loads: string[] = [];

let controller: AbortController | undefined;

function start(vars: Record<string, string> = {}, page = COMPARE_PAGE): void {
  setCompareVars(vars);
  document.body.innerHTML = page;
  controller = new AbortController();
  mount(createMountContext(document.body, controller.signal));
}

beforeEach(() => {
  loads.length = 0;
  testServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('wc-ajax=woosc_')) void request.clone().text().then((body) => loads.push(body));
  });
  vi.stubGlobal('alert', vi.fn());
  vi.stubGlobal('confirm', vi.fn(() => true));
});
afterEach(() => {
  controller?.abort();
  testServer.events.removeAllListeners();
  clearCompareVars();
});

describe('compare buttons', () => {
  it('marks every button of the product added, with the added icon, and saves the id to the cookie', () => {
    start({ button_action: 'none' });
    buttons('101')[0]!.click();
    for (const button of buttons('101')) expect(button.classList.contains('woosc-btn-added') && button.classList.contains('woosc-added')).toBe(true);
    expect(document.querySelector('.woosc-btn-101 .woosc-btn-icon')!.classList.contains('woosc-icon-74')).toBe(true);
    expect(cookieList()).toEqual(['101']);
    expect(compareState().ids).toEqual(['101']);
  });

  it('shows data-text_added once added and data-text again once removed', () => {
    start({ button_action: 'none', click_again: 'yes' });
    const button = buttons('102')[0]!;
    button.click();
    expect(button.textContent).toBe('In compare');
    button.click();
    expect(button.textContent).toBe('Add to compare');
    expect(cookieList()).toEqual([]);
  });

  it('prefers data-product_id, then data-pid, then data-id', () => {
    start({ button_action: 'none' }, '<button class="woosc-btn" data-id="1" data-pid="2" data-product_id="3">C</button><button class="woosc-btn" data-id="4" data-pid="5">C</button>');
    document.querySelectorAll<HTMLElement>('.woosc-btn').forEach((button) => button.click());
    expect(cookieList()).toEqual(['5', '3']);
  });

  it('puts new ids first by default and last with adding=append', () => {
    start({ button_action: 'none' });
    buttons('101')[0]!.click();
    buttons('102')[0]!.click();
    expect(cookieList()).toEqual(['102', '101']);
    controller?.abort();
    writeCookie(PRODUCTS_COOKIE, '', { path: '/' });
    start({ button_action: 'none', adding: 'append' });
    buttons('101')[0]!.click();
    buttons('102')[0]!.click();
    expect(cookieList()).toEqual(['101', '102']);
  });

  it('alerts the limit notice and leaves the button normal when the list is full', () => {
    writeCookie(PRODUCTS_COOKIE, '101', { path: '/' });
    start({ button_action: 'none', limit: '1' });
    const button = buttons('102')[0]!;
    button.click();
    expect(window.alert).toHaveBeenCalledWith('You can add a maximum of 1 products to the comparison table.');
    expect(button.classList.contains('woosc-btn-added') || button.classList.contains('woosc-btn-adding')).toBe(false);
    expect(cookieList()).toEqual(['101']);
  });

  it('at the limit still updates the count and triggers the added event before the alert, as the plugin does', () => {
    writeCookie(PRODUCTS_COOKIE, '101', { path: '/' });
    start({ button_action: 'none', limit: '1' });
    const order: string[] = [];
    document.body.addEventListener('lantern:compare-added', (event) => order.push(`added:${(event as CustomEvent<{ count: number }>).detail.count}`), { signal: controller?.signal });
    vi.mocked(window.alert).mockImplementation(() => void order.push('alert'));
    buttons('102')[0]!.click();
    expect(order).toEqual(['added:1', 'alert']);
  });

  it('keeps an added product when clicked again unless click_again is on', () => {
    start({ button_action: 'none' });
    buttons('101')[0]!.click();
    buttons('101')[0]!.click();
    expect(cookieList()).toEqual(['101']);
  });

  it('shows the added message as a dismissible toast under show_message, and speaks it politely', async () => {
    start({ button_action: 'show_message' });
    buttons('101')[0]!.click();
    const toast = await vi.waitFor(() => {
      const found = document.querySelector<HTMLElement>('.notiny-base');
      if (!found) throw new Error('no toast yet');
      return found;
    });
    expect(toast.textContent).toContain('Work light has been added to Compare list.');
    await vi.waitFor(() => expect(document.querySelector('[role="status"]')?.textContent).toBe('Work light has been added to Compare list.'));
    expect(toast.querySelector('img')!.getAttribute('src')).toBe('/w.svg');
    toast.querySelector<HTMLButtonElement>('.notiny-close')!.click();
    expect(toast.isConnected).toBe(false);
  });

  it('shows no toast for a button without a product name or picture, as the plugin', async () => {
    start({ button_action: 'show_message' }, '<button class="woosc-btn" data-id="7" data-product_id="7" data-product_name="Lamp">C</button><button class="woosc-btn" data-id="8" data-product_id="8" data-product_image="/lamp.jpg">C</button>');
    const [named, pictured] = Array.from(document.querySelectorAll<HTMLElement>('.woosc-btn'));
    // What a click under show_message runs once the notification code is here, called directly.
    const { notify } = await import('./notify');
    notify('messageAdded', named!);
    notify('messageAdded', pictured!);
    expect(document.querySelector('.notiny-base')).toBeNull();
    named!.setAttribute('data-product_image', '/lamp.jpg');
    notify('messageAdded', named!);
    expect(document.querySelectorAll('.notiny-base')).toHaveLength(1);
  });

  it('shows the removed message with click_again, and the exists message without it', async () => {
    start({ button_action: 'show_message', click_again: 'yes' });
    const button = buttons('101')[0]!;
    button.click();
    button.click();
    await vi.waitFor(() => expect(document.querySelector('.notiny-base:last-child .notiny-text')?.textContent).toBe('Work light has been removed from the Compare list.'));
    controller?.abort();
    document.body.innerHTML = '';
    start({ button_action: 'show_message' });
    buttons('101')[0]!.click();
    buttons('101')[0]!.click();
    await vi.waitFor(() => expect(document.querySelector('.notiny-base:last-child .notiny-text')?.textContent).toBe('Work light is already in the Compare list.'));
  });

  it('sends the open button to the compare page with open_page, unless page_url is empty or #', () => {
    vi.mocked(navigate).mockClear();
    start({ open_button: '.my-compare', open_button_action: 'open_page' }, `${COMPARE_PAGE}<a class="my-compare" href="/x/">Open</a>`);
    document.querySelector<HTMLElement>('.my-compare')!.click();
    expect(navigate).toHaveBeenCalledWith('/compare/');
    controller?.abort();
    vi.mocked(navigate).mockClear();
    start({ open_button: '.my-compare', open_button_action: 'open_page', page_url: '#' }, `${COMPARE_PAGE}<a class="my-compare" href="/x/">Open</a>`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.my-compare')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('re-syncs the buttons from the cookie on load and when another tab changed it', () => {
    writeCookie(PRODUCTS_COOKIE, '102', { path: '/' });
    start({ button_action: 'none' });
    expect(buttons('102')[0]!.classList.contains('woosc-btn-added')).toBe(true);
    writeCookie(PRODUCTS_COOKIE, '101', { path: '/' });
    window.dispatchEvent(new Event('focus'));
    expect(buttons('102')[0]!.classList.contains('woosc-btn-added')).toBe(false);
    expect(buttons('101').every((button) => button.classList.contains('woosc-btn-added'))).toBe(true);
  });
});

describe('a page with buttons and no footer area', () => {
  it('still adds, marks the button and counts, without panels to open or errors', async () => {
    const errors: unknown[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.error);
    window.addEventListener('error', onError);
    start({}, '<ul class="menu"><li class="menu-item woosc-menu-item"><a href="/compare/">Compare</a></li></ul><button class="woosc-btn woosc-btn-7" data-id="7" data-product_id="7">Compare</button>');
    document.querySelector<HTMLElement>('.woosc-btn')!.click();
    expect(cookieList()).toEqual(['7']);
    expect(document.querySelector('.woosc-btn')!.classList.contains('woosc-btn-added')).toBe(true);
    expect(document.querySelector('.woosc-menu-item-inner')!.getAttribute('data-count')).toBe('1');
    // show_table's step has run (the panels code is here and asked for the table) with nowhere to
    // draw it; an error thrown later still fails the run, as vitest reports unhandled errors.
    await vi.waitFor(() => expect(loads.some((body) => body.includes('get_data=table'))).toBe(true));
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
  });
});

describe('count badges', () => {
  it('shows the count on the menu item, the link, the bar, the area and the sidebar heading', () => {
    writeCookie(PRODUCTS_COOKIE, '101,102', { path: '/' });
    start({ button_action: 'none' });
    expect(document.querySelector('.woosc-menu-item a > .woosc-menu-item-inner')!.getAttribute('data-count')).toBe('2');
    expect(document.querySelector('.woosc-menu-item')!.classList.contains('menu-item-type-woosc')).toBe(true);
    expect(document.querySelector('.woosc-link-inner')!.getAttribute('data-count')).toBe('2');
    expect(document.querySelector('.woosc-bar')!.getAttribute('data-count')).toBe('2');
    expect(area().getAttribute('data-count')).toBe('2');
    expect(document.querySelector('.woosc-sidebar-count')!.textContent).toBe(' (2)');
    buttons('101')[0]!.click();
    expect(area().getAttribute('data-count')).toBe('2');
  });

  it('applies the colours of the area on load', () => {
    start({ button_action: 'none' });
    expect(document.querySelector<HTMLElement>('.woosc-bar')!.style.backgroundColor).toBe('#111111');
    expect(document.querySelector<HTMLElement>('.woosc-bar-btn')!.style.backgroundColor).toBe('#222222');
  });
});

describe('after a click, by button_action', () => {
  it('show_table: loads the table and opens the bar and the table', async () => {
    start();
    buttons('101')[0]!.click();
    await vi.waitFor(() => expect(area().classList.contains('woosc-area-open-table')).toBe(true));
    expect(document.querySelector('.woosc-bar')!.classList.contains('woosc-bar-open')).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.woosc-table-items')!.classList.contains('woosc-table-items-loaded')).toBe(true));
    const sent = new URLSearchParams(loads[0]);
    expect(Object.fromEntries(sent)).toMatchObject({ action: 'woosc_load', get_data: 'table' });
    expect(sent.get('nonce')).toBeTruthy();
  });

  it('show_sidebar: loads and opens the sidebar, closing bar and table', async () => {
    start({ button_action: 'show_sidebar' });
    buttons('101')[0]!.click();
    await vi.waitFor(() => expect(document.querySelector('.woosc-sidebar')!.classList.contains('woosc-sidebar-open')).toBe(true));
    expect(area().classList.contains('woosc-area-open-sidebar')).toBe(true);
    expect(area().classList.contains('woosc-area-open-table')).toBe(false);
    await vi.waitFor(() => expect(loads.some((body) => body.includes('get_data=sidebar'))).toBe(true));
  });

  it('does not load again when nothing changed since the last load', async () => {
    start();
    buttons('101')[0]!.click();
    await vi.waitFor(() => expect(document.querySelector('.woosc-table-items-loaded')).not.toBeNull());
    const before = loads.length;
    buttons('101')[0]!.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.length).toBe(before);
    buttons('102')[0]!.click();
    await vi.waitFor(() => expect(loads.length).toBe(before + 1));
  });

  it('keeps loaded panels current when the tab comes back with the same list, and stale when it changed', async () => {
    start();
    buttons('101')[0]!.click();
    await vi.waitFor(() => expect(document.querySelector('.woosc-table-items-loaded')).not.toBeNull());
    window.dispatchEvent(new Event('focus'));
    expect(document.querySelector('.woosc-table-items-loaded')).not.toBeNull();
    writeCookie(PRODUCTS_COOKIE, '102,101', { path: '/' });
    window.dispatchEvent(new Event('focus'));
    expect(document.querySelector('.woosc-table-items-loaded')).toBeNull();
  });

  it('open-all loads the table as it opens everything, and not as it closes it', async () => {
    start({ button_action: 'none', menu_action: 'open_sidebar' });
    const openAll = document.querySelector<HTMLElement>('.woosc-sidebar-btn')!;
    const tableLoads = () => loads.filter((body) => body.includes('get_data=table')).length;
    openAll.click();
    await vi.waitFor(() => expect(document.querySelector('.woosc-table-items-loaded')).not.toBeNull());
    expect(area().classList.contains('woosc-area-open')).toBe(true);
    expect(tableLoads()).toBe(1);
    // Another tab changed the list: the table is stale, yet closing it asks for nothing.
    writeCookie(PRODUCTS_COOKIE, '102', { path: '/' });
    window.dispatchEvent(new Event('focus'));
    openAll.click();
    await vi.waitFor(() => expect(area().classList.contains('woosc-area-open')).toBe(false));
    // A later request (the sidebar, from the menu) starts after any the close would have made.
    document.querySelector<HTMLElement>('.woosc-menu-item a')!.click();
    await vi.waitFor(() => expect(loads.some((body) => body.includes('get_data=sidebar'))).toBe(true));
    expect(tableLoads()).toBe(1);
  });

  it('ends a failed load in a message, never loading, with the list intact', async () => {
    testServer.use(onWcAjax('woosc_load', () => new HttpResponse('<html>Fatal error</html>', { status: 500 })));
    start();
    buttons('101')[0]!.click();
    await vi.waitFor(() => expect(document.querySelector('.woosc-table-items [role="alert"]')).not.toBeNull());
    expect(document.querySelector('.woosc-loading, [aria-busy]')).toBeNull();
    expect(cookieList()).toEqual(['101']);
  });
});

describe('compare openers and popups', () => {
  it('opens the sidebar from the menu with menu_action=open_sidebar, and the table from the open button', async () => {
    start({ menu_action: 'open_sidebar', open_button: '.my-compare', open_button_action: 'open_popup' }, `${COMPARE_PAGE}<a class="my-compare" href="/x/">Open</a>`);
    const menuClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.woosc-menu-item a')!.dispatchEvent(menuClick);
    expect(menuClick.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.woosc-sidebar')!.classList.contains('woosc-sidebar-open')).toBe(true));
    document.querySelector<HTMLElement>('.my-compare')!.click();
    await vi.waitFor(() => expect(area().classList.contains('woosc-area-open-table')).toBe(true));
    expect(document.querySelector('.woosc-sidebar')!.classList.contains('woosc-sidebar-open')).toBe(false);
  });

  it('opens the sidebar from the open button with open_button_action=open_sidebar', async () => {
    start({ button_action: 'none', open_button: '.my-compare', open_button_action: 'open_sidebar' }, `${COMPARE_PAGE}<a class="my-compare" href="/x/">Open</a>`);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.my-compare')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(document.querySelector('.woosc-sidebar')!.classList.contains('woosc-sidebar-open')).toBe(true));
    expect(area().classList.contains('woosc-area-open-table')).toBe(false);
    expect(new URLSearchParams(loads.at(-1)).get('get_data')).toBe('sidebar');
  });

  it('closes the whole area when a quick-view button inside the table is used', async () => {
    start();
    buttons('101')[0]!.click();
    await vi.waitFor(() => expect(area().classList.contains('woosc-area-open-table')).toBe(true));
    const table = document.createElement('table');
    table.className = 'woosc_table';
    const link = table.insertRow().insertCell().appendChild(document.createElement('a'));
    link.className = 'woosq-link';
    link.href = '/p/';
    document.querySelector('.woosc-table-items')!.append(table);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.woosq-link')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(area().classList.contains('woosc-area-open-table')).toBe(false);
    expect(document.querySelector('.woosc-bar')!.classList.contains('woosc-bar-open')).toBe(false);
  });

  it('closes the sidebar, and only it, when a quick-view button inside it is used', async () => {
    start({ button_action: 'show_sidebar' });
    buttons('101')[0]!.click();
    const sidebar = document.querySelector('.woosc-sidebar')!;
    await vi.waitFor(() => expect(sidebar.classList.contains('woosc-sidebar-open')).toBe(true));
    const quickView = document.createElement('button');
    quickView.className = 'woosq-btn';
    document.querySelector('.woosc-sidebar-items')!.append(quickView);
    quickView.click();
    expect(sidebar.classList.contains('woosc-sidebar-open')).toBe(false);
    expect(area().classList.contains('woosc-area-open-sidebar')).toBe(false);
  });

  it("alerts 'Failure to copy!' when the clipboard refuses the share link", async () => {
    const share = `<div class="woosc-popup woosc-share"><div class="woosc-popup-inner"><div class="woosc-popup-content"><div class="woosc-share-content"><input id="woosc_copy_url" value="http://shop.test/compare/ABC123"></div></div></div></div>`;
    start({}, `${COMPARE_PAGE}${share}`);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    document.querySelector<HTMLElement>('#woosc_copy_url')!.click();
    await vi.waitFor(() => expect(window.alert).toHaveBeenCalledWith('Failure to copy!'));
  });

  it('keeps the count from the cookie when the reload_count call fails', async () => {
    writeCookie(PRODUCTS_COOKIE, '101,102', { path: '/' });
    testServer.use(onWcAjax('woosc_load', () => new HttpResponse('<html>Fatal error</html>', { status: 500 })));
    start({ reload_count: 'yes', button_action: 'none' });
    // The step reload_count runs on load, run here again and awaited to its end.
    const { reloadCount } = await import('./reload-count');
    await reloadCount(compareSettings(), createLanternStore());
    expect(loads.filter((body) => body.includes('get_data=count')).length).toBeGreaterThan(0);
    expect(area().getAttribute('data-count')).toBe('2');
    expect(cookieList()).toEqual(['101', '102']);
  });

  it('loads the count from the server with reload_count', async () => {
    testServer.use(onWcAjax('woosc_load', () => HttpResponse.json({ count: 7 })));
    start({ reload_count: 'yes' });
    await vi.waitFor(() => expect(area().getAttribute('data-count')).toBe('7'));
    expect(new URLSearchParams(loads[0]).get('get_data')).toBe('count');
  });

  it('gives focus back to the opener when the table closes', async () => {
    start();
    const opener = buttons('101')[0]!;
    opener.focus();
    opener.click();
    await vi.waitFor(() => expect(area().contains(document.activeElement)).toBe(true));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(area().classList.contains('woosc-area-open-table')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
