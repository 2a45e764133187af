import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../src/dom/cookies';
import { KEY_COOKIE, newWishlistKey, wishlistKey } from './key';
import { ensureWishlistKey } from '../first-key';
import { keyInUse, UNUSED_KEY_ITEM } from './unused-key';

afterEach(() => vi.restoreAllMocks());

describe('the wishlist key', () => {
  it('is 6 characters from A-Z and 0-9, drawn from the cryptographic source', () => {
    const random = vi.spyOn(crypto, 'getRandomValues');
    for (let round = 0; round < 50; round += 1) expect(newWishlistKey()).toMatch(/^[A-Z0-9]{6}$/);
    expect(random).toHaveBeenCalled();
  });

  it('skips bytes that would favour the first characters', () => {
    let call = 0;
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      // First fill: only biased bytes (252-255); then every byte is 1 ('B').
      bytes.fill(call === 0 ? 253 : 1);
      call += 1;
      return array;
    });
    expect(newWishlistKey()).toBe('BBBBBB');
    expect(call).toBe(2);
  });

  it('keeps the key the cookie holds', () => {
    document.cookie = `${KEY_COOKIE}=ABC123; path=/`;
    expect(wishlistKey()).toBe('ABC123');
  });

  it('writes a new key to the cookie when there is none or it is empty', () => {
    document.cookie = `${KEY_COOKIE}=; path=/`;
    const key = wishlistKey();
    expect(key).toMatch(/^[A-Z0-9]{6}$/);
    expect(readCookie(KEY_COOKIE)).toBe(key);
  });
});

describe('the guest key on every page', () => {
  const vars = globalThis as { woosw_vars?: unknown };
  afterEach(() => {
    delete vars.woosw_vars;
    document.cookie = `${KEY_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    localStorage.clear();
  });

  it('is made only where the plugin prints woosw_vars, and noted unused until a call carries it', () => {
    ensureWishlistKey();
    expect(readCookie(KEY_COOKIE)).toBeUndefined();
    vars.woosw_vars = {};
    ensureWishlistKey();
    const key = readCookie(KEY_COOKIE);
    expect(key).toMatch(/^[A-Z0-9]{6}$/);
    expect(localStorage.getItem(UNUSED_KEY_ITEM)).toBe(key);
    keyInUse();
    expect(localStorage.getItem(UNUSED_KEY_ITEM)).toBeNull();
  });

  it("makes none while the plugin's own script is printed, or the theme leaves the wishlist to it", () => {
    vars.woosw_vars = {};
    const script = Object.assign(document.createElement('script'), { id: 'woosw-frontend-js' });
    document.body.append(script);
    ensureWishlistKey();
    expect(readCookie(KEY_COOKIE)).toBeUndefined();
    script.remove();
    vi.stubGlobal('lantern_config', { surfaces: { wishlist: 'leave' } });
    ensureWishlistKey();
    expect(readCookie(KEY_COOKIE)).toBeUndefined();
    vi.stubGlobal('lantern_config', { surfaces: { wishlist: 'take' } });
    ensureWishlistKey();
    expect(readCookie(KEY_COOKIE)).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('keeps a key the cookie already holds', () => {
    vars.woosw_vars = {};
    document.cookie = `${KEY_COOKIE}=ABC123; path=/`;
    ensureWishlistKey();
    expect(readCookie(KEY_COOKIE)).toBe('ABC123');
    expect(localStorage.getItem(UNUSED_KEY_ITEM)).toBeNull();
  });
});
