import jQuery from 'jquery';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer } from '../../fixtures/msw/test-server';
import { WISHLIST_NONCE } from '../../fixtures/shop/wishlist/endpoints';
import { readSettings } from '../../src/config/settings';
import { createMountContext } from '../../src/runtime/context';
import { wishlistCall } from './calls/endpoints';
import { escapeNote } from './notes';
import { readWishlistSettings } from './state/settings';
import { mount } from './wishlist';

const VARS = {
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  nonce: WISHLIST_NONCE,
  button_action: 'no',
  button_action_added: 'popup',
  added_to_cart: 'no',
  auto_remove: 'no',
};

const PAGE = `<ul class="menu"><li class="menu-item woosw-menu-item"><a href="/wishlist/"><span class="woosw-menu-item-inner" data-count="0">Wishlist</span></a></li></ul>
<form class="variations_form" data-product_id="200"></form>
<button class="woosw-btn woosw-btn-141" data-id="141" data-product_name="Lamp"><span class="woosw-btn-text">Add to wishlist</span></button>
<button class="woosw-btn woosw-btn-200" data-id="200" data-product_name="Bar"><span class="woosw-btn-text">Add to wishlist</span></button>
<div id="woosw_wishlist" class="woosw-popup"></div>`;

let controller: AbortController;
const calls: string[] = [];

function start(vars: Record<string, string> = {}): void {
  vi.stubGlobal('woosw_vars', { ...VARS, ...vars });
  document.body.innerHTML = PAGE;
  controller = new AbortController();
  mount(createMountContext(document.body, controller.signal, readSettings(document)));
}

beforeEach(() => {
  calls.length = 0;
  testServer.events.on('request:start', ({ request }) => {
    const endpoint = new URL(request.url).searchParams.get('wc-ajax');
    if (endpoint) calls.push(endpoint);
  });
});
afterEach(() => {
  controller.abort();
  testServer.events.removeAllListeners();
});

const button = (id: number) => document.querySelector<HTMLButtonElement>(`.woosw-btn-${id}`)!;
const cached = (key: string, ids: object) =>
  sessionStorage.setItem(`woosw_data_${key}`, JSON.stringify({ key, ids, fragments: {} }));

describe('the wishlist on page load', () => {
  it('asks the server once when nothing is cached, then marks the buttons and applies the fragments', async () => {
    document.cookie = 'woosw_key=LOAD01; path=/';
    vi.stubGlobal('woosw_vars', VARS);
    await wishlistCall('woosw_add', { product_id: '141' }, { settings: readWishlistSettings() });
    calls.length = 0;
    start();
    await vi.waitFor(() => expect(button(141).classList.contains('woosw-added')).toBe(true));
    expect(calls).toEqual(['woosw_get_data']);
    expect(document.querySelector('.woosw-menu-item-inner')?.getAttribute('data-count')).toBe('1');
    expect(JSON.parse(sessionStorage.getItem('woosw_data_LOAD01') ?? '{}')).toMatchObject({ key: 'LOAD01' });
  });

  it('uses a valid cache without any request', async () => {
    document.cookie = 'woosw_key=CACHED; path=/';
    cached('CACHED', { 141: { parent: 0 } });
    start();
    expect(button(141).classList.contains('woosw-added')).toBe(true);
    expect(button(141).querySelector('.woosw-btn-text')?.textContent).toBe('Browse wishlist');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('fetches when the cache is unreadable or belongs to another key', async () => {
    document.cookie = 'woosw_key=BROKEN; path=/';
    sessionStorage.setItem('woosw_data_BROKEN', '{not json');
    start();
    await vi.waitFor(() => expect(calls).toEqual(['woosw_get_data']));
    controller.abort();
    calls.length = 0;
    sessionStorage.setItem('woosw_data_BROKEN', JSON.stringify({ key: 'OTHER1', ids: {}, fragments: {} }));
    start();
    await vi.waitFor(() => expect(calls).toEqual(['woosw_get_data']));
  });

  it('marks the parent of a listed variation, and a variation switch follows the list', async () => {
    document.cookie = 'woosw_key=VARIAT; path=/';
    cached('VARIAT', { 2001: { parent: 200 } });
    start();
    expect(button(200).classList.contains('woosw-added')).toBe(true);
    const form = document.querySelector('form.variations_form')!;
    form.dispatchEvent(new CustomEvent('lantern:found-variation', { bubbles: true, detail: { variation: { variation_id: 2002 } } }));
    expect(button(200).dataset.id).toBe('2002');
    expect(button(200).classList.contains('woosw-added')).toBe(false);
    form.dispatchEvent(new CustomEvent('lantern:found-variation', { bubbles: true, detail: { variation: { variation_id: 2001 } } }));
    expect(button(200).classList.contains('woosw-added')).toBe(true);
    form.dispatchEvent(new CustomEvent('lantern:reset-data', { bubbles: true, detail: {} }));
    expect(button(200).dataset.id).toBe('200');
  });
});

describe('the wishlist mounted after a variation was chosen', () => {
  it('points the buttons at the variation already in the form', async () => {
    document.cookie = 'woosw_key=LATE01; path=/';
    cached('LATE01', { 2002: { parent: 200 } });
    vi.stubGlobal('woosw_vars', VARS);
    document.body.innerHTML = PAGE;
    document.querySelector('form.variations_form')!.innerHTML = '<input type="hidden" name="variation_id" value="2002">';
    controller = new AbortController();
    mount(createMountContext(document.body, controller.signal, readSettings(document)));
    expect(button(200).dataset.id).toBe('2002');
    expect(button(200).classList.contains('woosw-added')).toBe(true);
  });
});

describe('buttons the page gains later', () => {
  let observe: MockInstance<MutationObserver['observe']>;
  let fetching: MockInstance<typeof fetch>;
  beforeEach(() => {
    observe = vi.spyOn(MutationObserver.prototype, 'observe');
    fetching = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    observe.mockRestore();
    fetching.mockRestore();
  });
  /** Observers watching the whole page for added nodes. */
  const bodyObservers = () => observe.mock.calls.filter(([target, options]) => target === document.body && options?.subtree === true).length;
  const fetchCalls = () => fetching.mock.calls.map(([input]) => String(input));
  const card = (id: number) =>
    `<li class="product"><button class="woosw-btn woosw-btn-${id}" data-id="${id}"><span class="woosw-btn-text">Add to wishlist</span></button></li>`;

  it('are marked from the known list at once, without a request (infinite scroll, fragments, quick view)', async () => {
    document.cookie = 'woosw_key=LATE01; path=/';
    cached('LATE01', { 142: { parent: 0 }, 3001: { parent: 300 } });
    start();
    const list = document.createElement('ul');
    list.innerHTML = card(142) + card(143) + card(300);
    document.body.append(list);
    await vi.waitFor(() => expect(button(142).classList.contains('woosw-added')).toBe(true));
    expect(button(142).querySelector('.woosw-btn-text')?.textContent).toBe('Browse wishlist');
    expect(button(300).classList.contains('woosw-added')).toBe(true);
    expect(button(143).classList.contains('woosw-added')).toBe(false);
    // A server mark the list no longer holds is taken off.
    document.body.insertAdjacentHTML('beforeend', card(144).replace('woosw-btn woosw-btn-144', 'woosw-btn woosw-btn-144 woosw-added'));
    await vi.waitFor(() => expect(button(144).classList.contains('woosw-added')).toBe(false));
    // Lantern's one call to fetch is made in the task that asks for it: none made, none coming.
    expect(fetchCalls()).toEqual([]);
  });

  it('keep the server marks until the list is known, with no observer running before then', async () => {
    document.cookie = 'woosw_key=LATE02; path=/';
    let answer: (() => void) | undefined;
    testServer.use(onWcAjax('woosw_get_data', () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined)))));
    start();
    document.body.insertAdjacentHTML('beforeend', card(145).replace('woosw-btn woosw-btn-145', 'woosw-btn woosw-btn-145 woosw-added'));
    await vi.waitFor(() => expect(answer).toBeDefined());
    await vi.dynamicImportSettled();
    expect(button(145).classList.contains('woosw-added')).toBe(true);
    expect(bodyObservers()).toBe(0);
    answer?.();
    await vi.waitFor(() => expect(button(145).classList.contains('woosw-added')).toBe(false));
    await vi.waitFor(() => expect(bodyObservers()).toBe(1));
  });

  it('are watched by one observer for the page, however many times the wishlist mounts', async () => {
    document.cookie = 'woosw_key=LATE03; path=/';
    cached('LATE03', { 142: { parent: 0 } });
    start();
    // The links' definition mounts the same behaviour on the same page.
    mount(createMountContext(document.body, controller.signal, readSettings(document)));
    await vi.waitFor(() => expect(bodyObservers()).toBe(1));
    await vi.dynamicImportSettled();
    expect(bodyObservers()).toBe(1);
  });

  it('are not watched for on a page where none can come (no button, product list or quick view)', async () => {
    document.cookie = 'woosw_key=LATE04; path=/';
    cached('LATE04', { 142: { parent: 0 } });
    vi.stubGlobal('woosw_vars', VARS);
    document.body.innerHTML = '<ul class="menu"><li class="menu-item woosw-menu-item"><a href="/wishlist/">Wishlist</a></li></ul><div id="woosw_wishlist" class="woosw-popup"></div>';
    controller = new AbortController();
    mount(createMountContext(document.body, controller.signal, readSettings(document)));
    await vi.dynamicImportSettled();
    expect(bodyObservers()).toBe(0);
  });
});

describe("WPC Variations Radio Buttons' woovr_selected (jQuery)", () => {
  beforeEach(() => vi.stubGlobal('jQuery', jQuery));
  afterEach(() => vi.unstubAllGlobals());

  it("points the parent's buttons at the chosen row's variation, marked from the list, and back to the parent's id", () => {
    document.cookie = 'woosw_key=WOOVR1; path=/';
    cached('WOOVR1', { 2001: { parent: 200 } });
    start();
    document.body.insertAdjacentHTML('beforeend', `<div class="woovr-variations" data-id="200">
<div class="woovr-variation" data-id="0" data-pid="200"></div><div class="woovr-variation" data-id="2001" data-pid="200"></div>
<div class="woovr-variation" data-id="2002" data-pid="200"></div></div>`);
    const rows = document.querySelectorAll('.woovr-variation');
    const select = (index: number) => jQuery(document).trigger('woovr_selected', [jQuery(rows[index]!), jQuery('.woovr-variations')]);
    select(2);
    expect(button(200).dataset.id).toBe('2002');
    expect(button(200).classList.contains('woosw-added')).toBe(false);
    select(1);
    expect(button(200).dataset.id).toBe('2001');
    expect(button(200).classList.contains('woosw-added')).toBe(true);
    // Back on the parent, the button is marked by the parent's own id, as the plugin re-marks it.
    select(0);
    expect(button(200).dataset.id).toBe('200');
    expect(button(200).classList.contains('woosw-added')).toBe(false);
  });
});

describe('auto_remove on a page served right after an add to cart', () => {
  let fetching: MockInstance<typeof fetch>;
  beforeEach(() => {
    fetching = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    vi.useRealTimers();
    fetching.mockRestore();
  });

  it('asks for the count and the data 300 ms after the load, and not before', async () => {
    document.cookie = 'woosw_key=AUTO01; path=/';
    cached('AUTO01', { 141: { parent: 0 } });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    start({ auto_remove: 'yes', added_to_cart: 'yes' });
    await vi.advanceTimersByTimeAsync(299);
    // The refresh's code has had time to arrive: a call not made now was not asked for.
    await vi.dynamicImportSettled();
    expect(fetching).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect([...calls].sort()).toEqual(['woosw_get_data', 'woosw_load_count']));
  });
});

describe('auto_remove and a classic added_to_cart from another script (jQuery)', () => {
  beforeEach(() => vi.stubGlobal('jQuery', jQuery));
  afterEach(() => vi.unstubAllGlobals());

  it("takes that product's rows out of the view, then asks for the count and the data again", async () => {
    document.cookie = 'woosw_key=AUTO02; path=/';
    cached('AUTO02', { 141: { parent: 0 }, 142: { parent: 0 } });
    start({ auto_remove: 'yes' });
    // Its code is fetched at mount when the setting is on.
    await vi.dynamicImportSettled();
    document.body.insertAdjacentHTML('beforeend', '<table class="woosw-items"><tr class="woosw-item woosw-item-141" data-id="141"></tr><tr class="woosw-item woosw-item-142" data-id="142"></tr></table>');
    const added = document.createElement('a');
    added.dataset.product_id = '141';
    jQuery(document.body).trigger('added_to_cart', [{}, '', jQuery(added)]);
    expect(document.querySelector('.woosw-item-141')).toBeNull();
    expect(document.querySelector('.woosw-item-142')).not.toBeNull();
    await vi.waitFor(() => expect([...calls].sort()).toEqual(['woosw_get_data', 'woosw_load_count']));
  });
});

describe("the plugin's refresh events on document (jQuery)", () => {
  beforeEach(() => vi.stubGlobal('jQuery', jQuery));
  afterEach(() => vi.unstubAllGlobals());

  it('woosw_refresh_data asks for the data again and re-marks; woosw_refresh_count asks for the count, on document or body', async () => {
    document.cookie = 'woosw_key=REFR01; path=/';
    cached('REFR01', {});
    testServer.use(onWcAjax('woosw_get_data', () => HttpResponse.json({ key: 'REFR01', ids: { 141: { parent: 0 } }, fragments: {} })));
    start();
    expect(calls).toEqual([]);
    jQuery(document).trigger('woosw_refresh_data');
    await vi.waitFor(() => expect(button(141).classList.contains('woosw-added')).toBe(true));
    expect(calls).toEqual(['woosw_get_data']);
    jQuery(document).trigger('woosw_refresh_count');
    await vi.waitFor(() => expect(calls).toEqual(['woosw_get_data', 'woosw_load_count']));
    // Triggered on the body it bubbles to document: heard once.
    jQuery(document.body).trigger('woosw_refresh_count');
    await vi.waitFor(() => expect(calls).toEqual(['woosw_get_data', 'woosw_load_count', 'woosw_load_count']));
  });
});

describe('a wishlist button', () => {
  it('ends a failed add back at normal, with an error message and our failure event', async () => {
    document.cookie = 'woosw_key=FAIL01; path=/';
    cached('FAIL01', {});
    testServer.use(onWcAjax('woosw_add', () => HttpResponse.json({ error: 'x' }, { status: 500 })));
    start();
    const failed = vi.fn();
    document.addEventListener('lantern:wishlist-failed', failed);
    button(141).click();
    expect(button(141).classList.contains('woosw-adding')).toBe(true);
    await vi.waitFor(() => expect(failed).toHaveBeenCalled());
    document.removeEventListener('lantern:wishlist-failed', failed);
    expect(button(141).className).toBe('woosw-btn woosw-btn-141');
    expect(button(141).getAttribute('aria-busy')).toBe('false');
    expect(document.querySelector('.lantern-toast-error')?.textContent).toMatch(/could not be updated/);
  });

  it('adds without opening anything when button_action is no, and tells the page', async () => {
    document.cookie = 'woosw_key=ADDNO1; path=/';
    cached('ADDNO1', {});
    start();
    const added = vi.fn();
    const onAdded = (event: Event) => added((event as CustomEvent).detail);
    document.addEventListener('lantern:wishlist-added', onAdded);
    button(141).click();
    await vi.waitFor(() => expect(added).toHaveBeenCalledWith({ productId: '141' }));
    document.removeEventListener('lantern:wishlist-added', onAdded);
    expect(button(141).classList.contains('woosw-added')).toBe(true);
    expect(document.querySelector('#woosw_wishlist')?.classList.contains('woosw-show')).toBe(false);
    expect(document.querySelector('.lantern-toast')).toBeNull();
  });
});

describe('a wishlist button clicked while the page still waits for the list', () => {
  it('stays added when the list the server read before the add arrives after it, and the list is asked for again', async () => {
    document.cookie = 'woosw_key=RACE01; path=/';
    let answerFirst: () => void = () => undefined;
    const firstAnswered = new Promise<void>((resolve) => (answerFirst = resolve));
    // The first list, read by the server before the add, reaches the page only after the add's reply.
    testServer.use(
      onWcAjax('woosw_get_data', async () => {
        await firstAnswered;
        return HttpResponse.json({ key: 'RACE01', ids: {}, fragments: {} });
      }, { once: true }),
    );
    start();
    await vi.waitFor(() => expect(calls).toEqual(['woosw_get_data']));
    const added = vi.fn();
    document.addEventListener('lantern:wishlist-added', added);
    button(141).click();
    await vi.waitFor(() => expect(added).toHaveBeenCalled());
    document.removeEventListener('lantern:wishlist-added', added);
    answerFirst();

    await vi.waitFor(() => expect(calls.filter((call) => call === 'woosw_get_data')).toHaveLength(2));
    await vi.waitFor(() => expect(JSON.parse(sessionStorage.getItem('woosw_data_RACE01') ?? '{}').ids).toHaveProperty('141'));
    expect(button(141).classList.contains('woosw-added')).toBe(true);
  });
});

describe('a wishlist button after an add whose reply carries no data (an older plugin)', () => {
  it('is marked added when the reply says status 1', async () => {
    document.cookie = 'woosw_key=NODAT1; path=/';
    cached('NODAT1', {});
    testServer.use(onWcAjax('woosw_add', () => HttpResponse.json({ status: 1, notice: 'Lamp has been added to Wishlist.', count: 1 })));
    start();
    const added = vi.fn();
    document.addEventListener('lantern:wishlist-added', added);
    button(141).click();
    await vi.waitFor(() => expect(added).toHaveBeenCalled());
    document.removeEventListener('lantern:wishlist-added', added);
    expect(button(141).classList.contains('woosw-added')).toBe(true);
    expect(button(141).querySelector('.woosw-btn-text')?.textContent).toBe('Browse wishlist');
  });

  it('goes back to normal, with the notice as an error, when the reply says status 0', async () => {
    document.cookie = 'woosw_key=NODAT0; path=/';
    cached('NODAT0', {});
    testServer.use(onWcAjax('woosw_add', () => HttpResponse.json({ status: 0, notice: 'The product does not exist!' })));
    start();
    const failed = vi.fn();
    document.addEventListener('lantern:wishlist-failed', failed);
    button(141).click();
    await vi.waitFor(() => expect(failed).toHaveBeenCalled());
    document.removeEventListener('lantern:wishlist-failed', failed);
    expect(button(141).className).toBe('woosw-btn woosw-btn-141');
    expect(document.querySelector('.lantern-toast-error')?.textContent).toContain('The product does not exist!');
  });
});

describe('a wishlist button with button_action list', () => {
  it('opens the popup on the new list after an add', async () => {
    document.cookie = 'woosw_key=ADDLST; path=/';
    cached('ADDLST', {});
    start({ button_action: 'list' });
    const popup = document.querySelector<HTMLElement>('#woosw_wishlist')!;
    button(141).click();
    await vi.waitFor(() => expect(popup.classList.contains('woosw-show')).toBe(true));
    expect(button(141).classList.contains('woosw-added')).toBe(true);
    expect(popup.querySelector('.woosw-item')?.textContent).toContain('Marine Underwater LED 12V');
  });
});

describe('notes', () => {
  it('are HTML-escaped (& < > ") before they are sent', () => {
    expect(escapeNote(`<b class="x">Tom & 'Jerry'</b>`)).toBe(`&lt;b class=&quot;x&quot;&gt;Tom &amp; 'Jerry'&lt;/b&gt;`);
  });
});

describe('a wishlist page served from a page cache (.woosw-list-ajax)', () => {
  it('asks woosw_load_list once and puts the list in its place, with its controls usable', async () => {
    document.cookie = 'woosw_key=LIST01; path=/';
    vi.stubGlobal('woosw_vars', VARS);
    await wishlistCall('woosw_add', { product_id: '141' }, { settings: readWishlistSettings() });
    cached('LIST01', { 141: { parent: 0 } });
    calls.length = 0;
    document.body.innerHTML = `${PAGE}<div class="woosw-list-ajax">Loading…</div>`;
    controller = new AbortController();
    mount(createMountContext(document.body, controller.signal, readSettings(document)));
    await vi.waitFor(() => expect(document.querySelector('.woosw-list .woosw-item-141')).not.toBeNull());
    expect(document.querySelector('.woosw-list-ajax')).toBeNull();
    expect(calls).toEqual(['woosw_load_list']);
    expect(document.querySelector('.woosw-list .woosw-item-141 .woosw-item--remove span')?.getAttribute('role')).toBe('button');
  });
});

describe('a quick view link inside the wishlist popup', () => {
  it('closes the popup, as the plugin does before the quick view opens', async () => {
    document.cookie = 'woosw_key=QUICK1; path=/';
    cached('QUICK1', {});
    start();
    const popup = document.querySelector<HTMLElement>('#woosw_wishlist')!;
    popup.classList.add('woosw-show');
    popup.insertAdjacentHTML('beforeend', '<div class="woosw-popup-content"><a class="woosq-btn" href="#" data-id="141">Quick view</a></div>');
    popup.querySelector<HTMLElement>('.woosq-btn')!.click();
    await vi.waitFor(() => expect(popup.classList.contains('woosw-show')).toBe(false));
  });
});
