import { afterEach, describe, expect, it } from 'vitest';
import { cartHashCookie, readCookie, writeCookie } from './cookies';

afterEach(() => {
  document.cookie = 'woocommerce_cart_hash=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.cookie = 'lantern_test=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

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
});
