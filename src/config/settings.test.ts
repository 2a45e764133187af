import { afterEach, describe, expect, it } from 'vitest';
import { toBool, toNumber, toText } from './coerce';
import { readSettings } from './settings';

const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  delete globals.wc_add_to_cart_params;
  delete globals.wc_cart_fragments_params;
  delete globals.woocommerce_params;
  delete globals.lantern_config;
});

describe('string coercion of localized globals', () => {
  it('reads WordPress flags as booleans', () => {
    expect(toBool('1')).toBe(true);
    expect(toBool('yes')).toBe(true);
    expect(toBool('ON')).toBe(true);
    expect(toBool('')).toBe(false);
    expect(toBool('no')).toBe(false);
    expect(toBool(undefined, true)).toBe(true);
  });

  it('reads numbers printed as strings and falls back on blanks', () => {
    expect(toNumber('5000', 1)).toBe(5000);
    expect(toNumber('', 7)).toBe(7);
    expect(toNumber('soon', 7)).toBe(7);
    expect(toText(12, 'x')).toBe('12');
  });
});

describe('reading the page settings', () => {
  it('uses WooCommerce defaults when no global is printed', () => {
    const settings = readSettings(document);
    expect(settings.wcAjaxUrl).toBe('/?wc-ajax=%%endpoint%%');
    expect(settings.isCart).toBe(false);
    expect(settings.cartRedirectAfterAdd).toBe(false);
    expect(settings.i18nViewCart).toBe('View cart');
    // cart-fragments.js gives its refresh 5 s; WooCommerce's other scripts set no limit.
    expect(settings.fragmentsTimeout).toBe(5000);
    expect(settings.requestTimeout).toBe(60_000);
  });

  it("keeps the fragments refresh's time-out for that call, and takes the others' from lantern_config", () => {
    globals.wc_cart_fragments_params = { request_timeout: '2500' };
    expect(readSettings(document)).toMatchObject({ fragmentsTimeout: 2500, requestTimeout: 60_000 });
    globals.lantern_config = { request_timeout: '20000' };
    expect(readSettings(document)).toMatchObject({ fragmentsTimeout: 2500, requestTimeout: 20_000 });
  });

  it('coerces the strings wp_localize_script prints', () => {
    globals.wc_add_to_cart_params = {
      wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
      cart_url: '/basket/',
      is_cart: '1',
      cart_redirect_after_add: 'yes',
      i18n_view_cart: 'See basket',
    };
    globals.wc_cart_fragments_params = { request_timeout: '2500', cart_hash_key: 'wc_cart_hash_abc', fragment_name: 'wc_fragments_abc' };
    const settings = readSettings(document);
    expect(settings).toMatchObject({
      wcAjaxUrl: '/shop/?wc-ajax=%%endpoint%%',
      cartUrl: '/basket/',
      isCart: true,
      cartRedirectAfterAdd: true,
      i18nViewCart: 'See basket',
      fragmentsTimeout: 2500,
      cartHashKey: 'wc_cart_hash_abc',
      fragmentName: 'wc_fragments_abc',
    });
  });

  it('treats only the exact value yes as redirect after add', () => {
    globals.wc_add_to_cart_params = { cart_redirect_after_add: '1' };
    expect(readSettings(document).cartRedirectAfterAdd).toBe(false);
  });

  it('recognises cart, checkout and editor pages by their body classes', () => {
    document.body.className = 'woocommerce-cart elementor-editor-active';
    const settings = readSettings(document);
    expect(settings.isCart).toBe(true);
    expect(settings.editorMode).toBe(true);
    document.body.className = 'woocommerce-checkout';
    expect(readSettings(document).isCheckout).toBe(true);
  });
});
