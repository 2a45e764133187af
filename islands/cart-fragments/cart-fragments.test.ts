import jQuery from 'jquery';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer } from '../../fixtures/msw/test-server';
import { FRAGMENTS_MAX_AGE_MS } from '../../src/cart/fragment-cache';
import { readSettings, type Settings } from '../../src/config/settings';
import { createMountContext } from '../../src/runtime/context';
import { cartState } from '../../src/store/cart-slice';
import { mount } from './cart-fragments';

const MINI_CART = 'div.widget_shopping_cart_content';
let refreshes = 0;
let controller: AbortController;
let settings: Settings;

function start(): void {
  controller = new AbortController();
  mount(createMountContext(document.body, controller.signal, settings));
}

beforeEach(() => {
  refreshes = 0;
  testServer.events.on('request:start', ({ request }) => {
    if (request.url.includes('get_refreshed_fragments')) refreshes += 1;
  });
  document.body.innerHTML = '<div class="widget_shopping_cart_content"></div>';
  settings = { ...readSettings(document), cartHashKey: 'wc_cart_hash_t', fragmentName: 'wc_fragments_t' };
});
afterEach(() => {
  controller.abort();
  testServer.events.removeAllListeners();
  // Before the shared clean-up, which clears the real storages.
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * A storage of its own: happy-dom's Storage ignores spies on Storage.prototype once it has
 * been used, so a spy cannot make it throw. `full` names the keys too big to store.
 */
function memoryStorage(full: (key: string) => boolean = () => false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => Array.from(items.keys())[index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (full(key)) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, String(value));
    },
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const miniCartText = () => document.querySelector('.widget_shopping_cart_content')?.textContent ?? '';

describe('keeping the mini-cart current on page load', () => {
  it('asks the shop once when nothing is cached, and caches the answer', async () => {
    start();
    await vi.waitFor(() => expect(miniCartText()).toContain('No products in the cart.'));
    expect(refreshes).toBe(1);
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_t')!)).toHaveProperty([MINI_CART]);
  });

  it('shows a valid cache without any request', () => {
    sessionStorage.setItem('wc_fragments_t', JSON.stringify({ [MINI_CART]: '<div class="widget_shopping_cart_content">cached</div>' }));
    const loaded = vi.fn();
    document.body.addEventListener('lantern:fragments-loaded', loaded);
    start();
    expect(miniCartText()).toBe('cached');
    expect(loaded).toHaveBeenCalledTimes(1);
    // Every cart request is queued at once, so none queued means none will be sent.
    expect(cartState().pending).toBe(0);
    expect(refreshes).toBe(0);
  });

  it('asks the shop again when the cache is older than 24 hours', async () => {
    sessionStorage.setItem('wc_fragments_t', JSON.stringify({ [MINI_CART]: '<div class="widget_shopping_cart_content">old</div>' }));
    sessionStorage.setItem('wc_cart_hash_t', 'h');
    document.cookie = 'woocommerce_cart_hash=h; path=/';
    sessionStorage.setItem('wc_cart_created', String(Date.now() - FRAGMENTS_MAX_AGE_MS - 1000));
    start();
    await vi.waitFor(() => expect(refreshes).toBe(1));
    await vi.waitFor(() => expect(miniCartText()).toContain('No products in the cart.'));
  });

  it('asks the shop, shows and follows the cart when browser storage is blocked', async () => {
    // As with cookies blocked: every storage call throws.
    const blocked = new Proxy({} as Storage, {
      get: () => () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    vi.stubGlobal('localStorage', blocked);
    vi.stubGlobal('sessionStorage', blocked);
    const refreshed = vi.fn();
    document.body.addEventListener('lantern:fragments-refreshed', refreshed);
    start();
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
    expect(miniCartText()).toContain('No products in the cart.');

    const changed = vi.fn();
    document.body.addEventListener('lantern:added-to-cart', changed);
    const fragments = { [MINI_CART]: '<div class="widget_shopping_cart_content">from a quick view</div>' };
    document.body.dispatchEvent(new CustomEvent('added_to_cart', { detail: [fragments, 'hash-q'] }));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(miniCartText()).toBe('from a quick view');
    expect(refreshes).toBe(1);
  });

  it('still shows the refreshed cart when storage is too full to cache it', async () => {
    const session = memoryStorage((key) => key === 'wc_fragments_t');
    vi.stubGlobal('sessionStorage', session);
    vi.stubGlobal('localStorage', memoryStorage());
    const refreshed = vi.fn();
    document.body.addEventListener('lantern:fragments-refreshed', refreshed);
    start();
    await vi.waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
    expect(miniCartText()).toContain('No products in the cart.');
    // The rest of the cache is still written: the empty cart's hash, and no clock for it.
    expect(session.getItem('wc_cart_hash_t')).toBe('');
    expect(session.getItem('wc_cart_created')).toBeNull();
    expect(session.getItem('wc_fragments_t')).toBeNull();
  });

  it('raises the error event and shows nothing when the refresh fails', async () => {
    testServer.use(onWcAjax('get_refreshed_fragments', () => HttpResponse.html('<html>Fatal</html>')));
    const failed = vi.fn();
    document.body.addEventListener('lantern:fragments-error', failed);
    start();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    expect(miniCartText()).toBe('');
  });
});

describe('refreshing later', () => {
  it('refreshes when a third party raises wc_fragment_refresh', async () => {
    start();
    await vi.waitFor(() => expect(refreshes).toBe(1));
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    await vi.waitFor(() => expect(refreshes).toBe(2));
  });

  it('follows a cart change made in another tab', async () => {
    start();
    await vi.waitFor(() => expect(refreshes).toBe(1));
    localStorage.setItem('wc_cart_hash_t', 'changed-in-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_t' }));
    await vi.waitFor(() => expect(refreshes).toBe(2));
  });

  it('refreshes a page restored from the back/forward cache', async () => {
    start();
    await vi.waitFor(() => expect(refreshes).toBe(1));
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    window.dispatchEvent(restored);
    await vi.waitFor(() => expect(refreshes).toBe(2));
  });

  it('applies fragments a third party announces with a classic added_to_cart', async () => {
    vi.stubGlobal('jQuery', jQuery);
    start();
    await vi.waitFor(() => expect(refreshes).toBe(1));
    jQuery(document.body).trigger('added_to_cart', [
      { [MINI_CART]: '<div class="widget_shopping_cart_content">from a quick view</div>' },
      'hash-q',
      jQuery(document.body),
    ]);
    expect(miniCartText()).toBe('from a quick view');
    expect(sessionStorage.getItem('wc_cart_hash_t')).toBe('hash-q');
  });
});
