import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartHashCookie, readCookie, writeCookie } from './cookies';

function clearCookies(): void {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    document.cookie = `${pair.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

afterEach(clearCookies);

describe('cookies', () => {
  it('reads back what it wrote, decoded', () => {
    writeCookie('lantern_test', 'a value; with separators', { path: '/' });
    expect(readCookie('lantern_test')).toBe('a value; with separators');
  });

  it('reads the cart hash WooCommerce set, or nothing', () => {
    expect(cartHashCookie()).toBe('');
    document.cookie = 'woocommerce_cart_hash=abc%2F123; path=/';
    expect(cartHashCookie()).toBe('abc/123');
  });

  it('writes a value in a plugin\'s own encoding when given one', () => {
    writeCookie('lantern_test', 'a|b', { path: '/', encode: (value) => value.replace('|', '%7C') });
    expect(document.cookie).toBe('lantern_test=a%7Cb');
  });
});

/**
 * The plugins' scripts and older themes read and write these cookies with js-cookie: Lantern
 * must put the same bytes in the jar and read the same values back.
 */
describe('cookies, beside js-cookie', () => {
  const values = ['hidden', 'a value; with separators', '12,34,56', 'é ü 😀', '"quoted"', '50%', 'a=b&c', '[1,2]', 'x+y/z?#', '(tea) {time}'];
  const names = ['woosc_products_1', 'store_notice1b2f', 'odd(name)', 'name^|`'];

  it('writes the same cookie string for every name and value', () => {
    for (const name of names) {
      for (const value of values) {
        writeCookie(name, value, { path: '/' });
        const ours = document.cookie;
        clearCookies();
        Cookies.set(name, value, { path: '/' });
        expect(ours, `${name}=${value}`).toBe(document.cookie);
        clearCookies();
      }
    }
  });

  it('reads the same value from what servers and other scripts wrote', () => {
    const raw = ['plain', 'a%20b', '%22q%22', '"quoted%2Cvalue"', 'bad%E0%A4%A', 'x=y=z', '%F0%9F%98%80', ''];
    for (const value of raw) {
      document.cookie = `lantern_raw=${value}; path=/`;
      expect(readCookie('lantern_raw'), value).toBe(Cookies.get('lantern_raw'));
      clearCookies();
    }
    expect(readCookie('absent')).toBe(Cookies.get('absent'));
  });

  it('writes the same attributes: path, domain, expiry in days or as a date, max-age', () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    const written: string[] = [];
    const jar = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(document), 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => jar?.get?.call(document) as string,
      set: (cookie: string) => written.push(cookie),
    });
    try {
      const cases = [
        { path: '/', expires: 30 },
        { path: '/shop/', domain: '.example.com' },
        { path: '/', expires: new Date('2027-01-01T00:00:00Z') },
        { path: '/', maxAge: -999 },
      ];
      for (const options of cases) {
        writeCookie('lantern_attrs', 'v', options);
        const { maxAge, ...rest } = options as { maxAge?: number; path: string };
        Cookies.set('lantern_attrs', 'v', maxAge === undefined ? rest : { ...rest, 'max-age': String(maxAge) });
        const [ours, theirs] = written.splice(0);
        const parts = (cookie = '') => cookie.split('; ').sort();
        expect(parts(ours), JSON.stringify(options)).toEqual(parts(theirs));
      }
    } finally {
      delete (document as { cookie?: string }).cookie;
      vi.useRealTimers();
    }
  });
});
