import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { catalogue } from '../../fixtures/catalogue/index';
import { testServer } from '../../fixtures/msw/test-server';
import { liveSearch } from './index';
import * as liveSearchModule from './live-search';

const PAGE = `
  <div class="site-search ajax-search"><div class="widget woocommerce widget_product_search">
    <form role="search" method="get" class="woocommerce-product-search" action="/">
      <label class="screen-reader-text" for="s0">Search for:</label>
      <input type="search" id="s0" class="search-field" name="s" autocomplete="off">
      <button type="submit">Search</button>
    </form></div>
    <div class="ajax-search-result d-none"></div>
  </div>
  <button id="elsewhere">Elsewhere</button>`;

const field = () => document.querySelector<HTMLInputElement>('.search-field')!;
const form = () => document.querySelector<HTMLFormElement>('form')!;
const results = () => document.querySelector<HTMLElement>('.ajax-search-result')!;
const options = () => Array.from(results().querySelectorAll<HTMLElement>('[role="option"]'));
const isOpen = () => !results().classList.contains('d-none') && field().getAttribute('aria-expanded') === 'true';

/** Search requests the shop received, by query. */
let queries: string[] = [];

/**
 * A reply the test lets go: a handler awaits `held`, and the test calls `release` once it has
 * seen what the page shows meanwhile (a fixed delay can end before a busy machine's next look).
 */
function holdReply(): { held: Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

function type(value: string): void {
  field().value = value;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}

function key(name: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  field().dispatchEvent(event);
  return event;
}

beforeEach(async () => {
  queries = [];
  vi.stubGlobal('beaconAjax', { ajaxurl: '/wp-admin/admin-ajax.php' });
  testServer.use(
    http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
      const fields = new URLSearchParams(await request.clone().text());
      if (fields.get('action') === 'beacon_ajax_search_products') queries.push(fields.get('query') ?? '');
      return undefined;
    }),
  );
  document.body.innerHTML = PAGE;
  setMountSettings(readSettings(document));
  registerIslands([islandFor({ ...liveSearch, hydrate: 'load' }, liveSearchModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(results().dataset.islandState).toBe('ready'));
  field().focus();
});

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
});

describe('the header live search', () => {
  it('turns the search field into a combobox that controls the results list', () => {
    expect(field().getAttribute('role')).toBe('combobox');
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(field().getAttribute('aria-controls')!)?.getAttribute('role')).toBe('listbox');
  });

  it('sends nothing for two characters or fewer', async () => {
    // The debounce runs out under fake timers: a request for "le" would go out right there.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type('le');
    vi.advanceTimersByTime(1000);
    vi.useRealTimers();
    type('lea');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    expect(queries).toEqual(['lea']);
  });

  it('sends one request per settled query and lists image, linked title and price', async () => {
    type('wor');
    type('work');
    type('work l');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    expect(queries).toEqual(['work l']);
    const first = options()[0]!;
    expect(first.tagName).toBe('A');
    expect(first.getAttribute('href')).toMatch(/^\/product\//);
    expect(first.querySelector('.product-title')?.textContent).toMatch(/work l/i);
    expect(first.querySelector('img')?.getAttribute('src')).toBeTruthy();
    expect(first.querySelector('.price .woocommerce-Price-amount')).not.toBeNull();
  });

  it('shows the loading state on the form while the request is in flight', async () => {
    const reply = holdReply();
    testServer.use(
      http.post('*/wp-admin/admin-ajax.php', async () => {
        await reply.held;
        return undefined;
      }),
    );
    type('light');
    await vi.waitFor(() => expect(form().classList.contains('loading')).toBe(true));
    reply.release();
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    expect(form().classList.contains('loading')).toBe(false);
  });

  it('never lets a slow reply to an older query replace the newer list', async () => {
    let staleAnswered = false;
    const stale = holdReply();
    testServer.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        const fields = new URLSearchParams(await request.clone().text());
        if (fields.get('query') !== 'marine') return undefined;
        await stale.held;
        staleAnswered = true;
        return HttpResponse.text(JSON.stringify([{ id: 1, value: 'Marine stale', url: '/product/x/', img: '', price: '' }]));
      }),
    );
    type('marine');
    await vi.waitFor(() => expect(form().classList.contains('loading')).toBe(true));
    type('work');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    // The older query's reply comes after the newer list is drawn.
    stale.release();
    await vi.waitFor(() => expect(staleAnswered).toBe(true));
    // Two task turns: room for the stale reply to be read, if anything still listened for it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(options().every((option) => /work/i.test(option.textContent ?? ''))).toBe(true);
  });

  it('closes when the query becomes shorter, on Escape and on a click elsewhere', async () => {
    type('light');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    type('li');
    await vi.waitFor(() => expect(isOpen()).toBe(false));
    type('light');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    expect(queries).toEqual(['light']);
    key('Escape');
    await vi.waitFor(() => expect(isOpen()).toBe(false));
    field().dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    document.getElementById('elsewhere')!.click();
    await vi.waitFor(() => expect(isOpen()).toBe(false));
  });

  it('closes when focus moves out of the search box, as Tab does', async () => {
    type('light');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    document.getElementById('elsewhere')!.focus();
    await vi.waitFor(() => expect(isOpen()).toBe(false));
  });

  it('moves the highlight with the arrow keys and opens the highlighted product on Enter', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    type('light');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    key('ArrowDown');
    await vi.waitFor(() => expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id));
    key('ArrowDown');
    await vi.waitFor(() => expect(options()[1]!.getAttribute('aria-selected')).toBe('true'));
    key('ArrowUp');
    await vi.waitFor(() => expect(field().getAttribute('aria-activedescendant')).toBe(options()[0]!.id));
    key('ArrowUp');
    await vi.waitFor(() => expect(field().getAttribute('aria-activedescendant')).toBe(options().at(-1)!.id));
    const enter = key('Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(new URL(options().at(-1)!.getAttribute('href')!, 'http://shop.test/').href);
  });

  it('lets Enter submit the search form when nothing is highlighted', async () => {
    type('light');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    expect(key('Enter').defaultPrevented).toBe(false);
  });

  it('shows a title holding HTML entities decoded, as the theme prints it, and never as markup', async () => {
    type('starboard');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    expect(options().map((option) => option.querySelector('.product-title')?.textContent)).toEqual(['LED Navigation Light Port & Starboard Pair']);

    testServer.use(
      http.post('*/wp-admin/admin-ajax.php', () =>
        HttpResponse.text(JSON.stringify([{ id: 9, value: '12&#8243; Bar &amp; Mount <img src="x" onerror="alert(1)">', url: '/product/bar/', img: '', price: '' }])),
      ),
    );
    type('mount');
    await vi.waitFor(() => expect(options()[0]?.getAttribute('href')).toBe('/product/bar/'));
    const title = options()[0]!.querySelector('.product-title')!;
    expect(title.textContent).toBe('12\u2033 Bar & Mount ');
    expect(title.children).toHaveLength(0);
  });

  it("shows the theme's No results row as a disabled option", async () => {
    type('zzzz');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    expect(options()).toHaveLength(1);
    expect(options()[0]!.getAttribute('aria-disabled')).toBe('true');
    expect(options()[0]!.textContent).toBe('No results');
    key('ArrowDown');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it("sends the form's search nonce and chosen category, and asks again when the category changes", async () => {
    unmountAll();
    form().insertAdjacentHTML(
      'beforeend',
      '<input type="hidden" id="security-search" value="n0nce"><select name="product_cat" aria-label="Category"><option value="">All</option><option value="marine">Marine</option></select>',
    );
    const sent: URLSearchParams[] = [];
    testServer.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        sent.push(new URLSearchParams(await request.clone().text()));
        return undefined;
      }),
    );
    hydrate(document);
    await vi.waitFor(() => expect(results().dataset.islandState).toBe('ready'));
    field().focus();
    type('light');
    await vi.waitFor(() => expect(isOpen()).toBe(true));
    const select = document.querySelector<HTMLSelectElement>('select[name="product_cat"]')!;
    select.value = 'marine';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((fields) => fields.toString())).toEqual([
      'action=beacon_ajax_search_products&query=light&security_search=n0nce&product_cat=',
      'action=beacon_ajax_search_products&query=light&security_search=n0nce&product_cat=marine',
    ]);
    // The list now holds the marine products only, as the shop filters by the category sent.
    const marine = new Set(catalogue.filter((product) => product.categories.includes('marine')).map((product) => product.name));
    await vi.waitFor(() => expect(options().map((option) => marine.has(option.querySelector('.product-title')?.textContent ?? ''))).not.toContain(false));
    expect(options().length).toBeGreaterThan(0);
  });

  it("runs the theme's category dropdown: the link opens the list, a category chosen sets the select and searches again", async () => {
    unmountAll();
    form().insertAdjacentHTML(
      'beforeend',
      `<div class="search-by-category input-dropdown"><div class="input-dropdown-inner">
        <a href="#" data-val="0"><span>All category</span></a>
        <select name="product_cat"><option value="" selected>All category</option><option value="marine">Marine</option></select>
        <div class="list-wrapper" style="display:none"><ul>
          <li class="d-none"><a href="#" data-val="0">All category</a></li>
          <li><a href="#" data-val="marine">Marine</a></li>
        </ul></div></div></div>`,
    );
    const sent: string[] = [];
    testServer.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        sent.push(new URLSearchParams(await request.clone().text()).get('product_cat') ?? '(none)');
        return undefined;
      }),
    );
    hydrate(document);
    await vi.waitFor(() => expect(results().dataset.islandState).toBe('ready'));
    const inner = document.querySelector<HTMLElement>('.input-dropdown-inner')!;
    const toggle = inner.querySelector<HTMLAnchorElement>(':scope > a')!;
    field().focus();
    type('light');
    await vi.waitFor(() => expect(isOpen()).toBe(true));

    const open = new MouseEvent('click', { bubbles: true, cancelable: true });
    toggle.dispatchEvent(open);
    expect(open.defaultPrevented).toBe(true);
    expect([inner.classList.contains('dd-shown'), toggle.getAttribute('aria-expanded'), toggle.getAttribute('role')]).toEqual([true, 'true', 'button']);
    // The results make room for the list, as the theme hides them.
    await vi.waitFor(() => expect(isOpen()).toBe(false));
    inner.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(inner.classList.contains('dd-shown')).toBe(false);
    expect(document.activeElement).toBe(toggle);

    toggle.click();
    inner.querySelector<HTMLAnchorElement>('a[data-val="marine"]')!.click();
    expect(document.querySelector<HTMLSelectElement>('select[name="product_cat"]')!.value).toBe('marine');
    expect(toggle.textContent).toBe('Marine');
    expect(inner.querySelector('a[data-val="marine"]')!.getAttribute('aria-current')).toBe('true');
    expect([inner.classList.contains('dd-shown'), toggle.getAttribute('aria-expanded')]).toEqual([false, 'false']);
    await vi.waitFor(() => expect(sent).toEqual(['', 'marine']));

    toggle.click();
    document.getElementById('elsewhere')!.click();
    expect(inner.classList.contains('dd-shown')).toBe(false);
  });

  it.each([
    ['a server error', () => new HttpResponse('<html>error</html>', { status: 500 })],
    ['an HTML page instead of JSON', () => new HttpResponse('<html>login</html>', { status: 200 })],
    ['the network failing', () => HttpResponse.error()],
  ])('ends %s with the list closed and the form no longer loading', async (_name, reply) => {
    const held = holdReply();
    testServer.use(
      http.post('*/wp-admin/admin-ajax.php', async () => {
        await held.held;
        return reply();
      }),
    );
    type('light');
    await vi.waitFor(() => expect(form().classList.contains('loading')).toBe(true));
    held.release();
    await vi.waitFor(() => expect(form().classList.contains('loading')).toBe(false));
    expect(isOpen()).toBe(false);
  });
});
