import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkCache, FRAGMENTS_MAX_AGE_MS, otherTabChangedCart, storageWorks, writeCache } from './fragment-cache';
import { blockedStorage } from './testing';

const keys = { cartHashKey: 'wc_cart_hash_t', fragmentName: 'wc_fragments_t' };
const miniCart = { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">1 item</div>' };
const setCookie = (value: string) => (document.cookie = `woocommerce_cart_hash=${value}; path=/`);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('checking the cached fragments on page load', () => {
  it('accepts a fresh cache whose hash matches the cart cookie', () => {
    writeCache(keys, miniCart, 'abc', 'restart');
    setCookie('abc');
    const check = checkCache(keys, Date.now());
    expect(check.valid).toBe(true);
    if (check.valid) expect(check.fragments).toEqual(miniCart);
  });

  it('asks for a refresh when a hash has no creation time', () => {
    sessionStorage.setItem(keys.cartHashKey, 'abc');
    expect(checkCache(keys, Date.now())).toEqual({ valid: false, reason: 'No cart_created' });
  });

  it('asks for a refresh after 24 hours', () => {
    writeCache(keys, miniCart, 'abc', 'restart');
    setCookie('abc');
    expect(checkCache(keys, Date.now() + FRAGMENTS_MAX_AGE_MS + 1)).toEqual({ valid: false, reason: 'Fragment expired' });
  });

  it('trusts the cache for exactly 24 hours from its creation', () => {
    writeCache(keys, miniCart, 'abc', 'restart');
    sessionStorage.setItem('wc_cart_created', '1000');
    setCookie('abc');
    expect(checkCache(keys, 1000 + 86_400_000).valid).toBe(true);
    expect(checkCache(keys, 1000 + 86_400_001)).toEqual({ valid: false, reason: 'Fragment expired' });
  });

  it('asks for a refresh when the cart cookie changed behind the cache', () => {
    writeCache(keys, miniCart, 'abc', 'restart');
    setCookie('other');
    expect(checkCache(keys, Date.now())).toEqual({ valid: false, reason: 'No fragment' });
  });

  it('asks for a refresh when the mini-cart fragment is missing or unreadable', () => {
    expect(checkCache(keys, Date.now())).toEqual({ valid: false, reason: 'No fragment' });
    sessionStorage.setItem(keys.fragmentName, '{broken');
    expect(checkCache(keys, Date.now())).toEqual({ valid: false, reason: 'No fragment' });
  });

  it('accepts an empty cart: no hash in storage and no cookie', () => {
    writeCache(keys, miniCart, '', 'keep');
    expect(checkCache(keys, Date.now()).valid).toBe(true);
  });
});

describe('writing the cache', () => {
  it('keeps the creation time of an existing cart unless told to restart it', () => {
    writeCache(keys, miniCart, 'abc', 'restart');
    sessionStorage.setItem('wc_cart_created', '1000');
    writeCache(keys, miniCart, 'def', 'start-if-new');
    expect(sessionStorage.getItem('wc_cart_created')).toBe('1000');
    writeCache(keys, miniCart, 'ghi', 'restart');
    expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThan(1000);
  });

  it('starts the clock for a cart new to this tab on an add, and never for an empty cart on a refresh', () => {
    writeCache(keys, miniCart, '', 'keep');
    expect(sessionStorage.getItem('wc_cart_created')).toBeNull();
    writeCache(keys, miniCart, 'abc', 'start-if-new');
    expect(Number(sessionStorage.getItem('wc_cart_created'))).toBeGreaterThan(0);
  });

  it('lets another tab see the change through localStorage', () => {
    writeCache(keys, miniCart, 'abc', 'restart');
    expect(otherTabChangedCart(keys)).toBe(false);
    localStorage.setItem(keys.cartHashKey, 'changed-elsewhere');
    expect(otherTabChangedCart(keys)).toBe(true);
  });
});

describe('probing the storages', () => {
  it('finds working storages and leaves nothing behind', () => {
    expect(storageWorks()).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('reports no cache when either storage is blocked', () => {
    vi.stubGlobal('sessionStorage', blockedStorage());
    expect(storageWorks()).toBe(false);
    vi.unstubAllGlobals();
    vi.stubGlobal('localStorage', blockedStorage());
    expect(storageWorks()).toBe(false);
  });

  it('sees no change from another tab when storage cannot be read', () => {
    vi.stubGlobal('localStorage', blockedStorage());
    expect(otherTabChangedCart(keys)).toBe(false);
  });
});
