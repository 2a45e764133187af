import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMountContext } from '../../src/runtime/context';
import { installCookieJar } from './cookie-jar.testing';
import { mount } from './order-attribution';
import { DEFAULT_FIELDS } from './settings';

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

function attributionGlobal(params: Record<string, unknown> = {}) {
  globals.wc_order_attribution = {
    params: { lifetime: 1.0e-5, session: 30, base64: false, ajaxurl: '/wp-admin/admin-ajax.php', prefix: 'wc_order_attribution_', allowTracking: true, ...params },
    fields: DEFAULT_FIELDS,
  };
}
const api = () => globals.wc_order_attribution as { setOrderTracking(allow: boolean): void; params: { allowTracking: boolean } };
const input = (field: string, root: ParentNode = document) => root.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`);

describe('order attribution inputs and consent', () => {
  let controller: AbortController;
  let jar: ReturnType<typeof installCookieJar>;
  beforeEach(() => {
    controller = new AbortController();
    jar = installCookieJar();
    history.replaceState(null, '', '/checkout/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
  });
  afterEach(() => {
    controller.abort();
    jar.restore();
    vi.restoreAllMocks();
    history.replaceState(null, '', '/');
    for (const name of ['wc_order_attribution', 'wp', 'wc', 'wp_has_consent']) Reflect.deleteProperty(globals, name);
  });

  it('fills one hidden input per field, as strings, keeping one element per form', () => {
    attributionGlobal();
    document.body.innerHTML = `<form class="checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs><wc-order-attribution-inputs></wc-order-attribution-inputs></form>
      <form class="register"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    mount(createMountContext(document.body, controller.signal));
    expect(document.querySelectorAll('wc-order-attribution-inputs')).toHaveLength(2);
    const checkout = document.querySelector('form.checkout')!;
    expect(checkout.querySelectorAll('input[type="hidden"]')).toHaveLength(Object.keys(DEFAULT_FIELDS).length);
    expect(input('source_type', checkout)?.value).toBe('utm');
    expect(input('utm_source', checkout)?.value).toBe('newsletter');
    expect(input('utm_id', checkout)?.value).toBe('(none)');
    expect(input('session_pages', checkout)?.value).toBe('1');
    expect(input('session_entry', checkout)?.value).toBe(location.href);
    expect(input('utm_medium', document.querySelector('form.register')!)?.value).toBe('email');
  });

  it('fills the older plain hidden inputs too', () => {
    attributionGlobal();
    document.body.innerHTML = `<form><input type="hidden" name="wc_order_attribution_source_type" value=""><input type="hidden" name="wc_order_attribution_utm_campaign" value=""></form>`;
    mount(createMountContext(document.body, controller.signal));
    expect(input('source_type')?.value).toBe('utm');
    expect(input('utm_campaign')?.value).toBe('spring');
  });

  it('warns when an input of the element was removed', () => {
    attributionGlobal();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML = `<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    mount(createMountContext(document.body, controller.signal));
    input('referrer')?.remove();
    api().setOrderTracking(true);
    expect(warn).toHaveBeenCalledWith(`Field "referrer" not found. Most likely, the '<wc-order-attribution-inputs>' element was manipulated.`);
  });

  it('deletes the cookies and empties every value when tracking is refused, and fills them again when allowed', () => {
    attributionGlobal();
    document.body.innerHTML = `<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    mount(createMountContext(document.body, controller.signal));
    expect(jar.cookies.has('sbjs_current')).toBe(true);
    api().setOrderTracking(false);
    expect([...jar.cookies.keys()].filter((name) => name.startsWith('sbjs_'))).toEqual([]);
    expect(Array.from(document.querySelectorAll<HTMLInputElement>('wc-order-attribution-inputs input'), (field) => field.value).every((value) => value === '')).toBe(true);
    expect(api().params.allowTracking).toBe(false);
    api().setOrderTracking(true);
    expect(input('source_type')?.value).toBe('utm');
  });

  it('starts with nothing when the shop disallows tracking', () => {
    attributionGlobal({ allowTracking: false });
    document.body.innerHTML = `<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    mount(createMountContext(document.body, controller.signal));
    expect(input('source_type')?.value).toBe('');
    expect(jar.cookies.size).toBe(0);
  });

  it('follows the WP Consent API for the configured category', () => {
    attributionGlobal({ consentCategory: 'statistics' });
    document.body.innerHTML = `<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>`;
    mount(createMountContext(document.body, controller.signal));
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'deny' } }));
    expect(input('source_type')?.value).toBe('utm');
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'deny' } }));
    expect(input('source_type')?.value).toBe('');
    globals.wp_has_consent = (category: string) => category === 'statistics';
    document.dispatchEvent(new Event('wp_consent_type_defined'));
    expect(input('source_type')?.value).toBe('utm');
  });

  it('puts the same values in the block checkout store, now and when the store loads later', () => {
    attributionGlobal();
    const setExtensionData = vi.fn();
    let listener: () => void = () => undefined;
    const unsubscribe = vi.fn();
    globals.wc = { wcBlocksData: { CHECKOUT_STORE_KEY: 'wc/store/checkout' } };
    globals.wp = {
      data: {
        dispatch: (key: string) => (key === 'wc/store/checkout' ? { setExtensionData } : {}),
        subscribe: (callback: () => void, store: string) => {
          if (store === 'wc/store/checkout') listener = callback;
          return unsubscribe;
        },
      },
    };
    mount(createMountContext(document.body, controller.signal));
    expect(setExtensionData).toHaveBeenCalledWith('woocommerce/order-attribution', expect.objectContaining({ source_type: 'utm', utm_source: 'newsletter' }), true);
    listener();
    expect(setExtensionData).toHaveBeenCalledTimes(2);
    expect(unsubscribe).toHaveBeenCalled();
    api().setOrderTracking(false);
    expect(setExtensionData).toHaveBeenLastCalledWith('woocommerce/order-attribution', expect.objectContaining({ source_type: '', utm_source: '' }), true);
  });
});
