import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer } from '../../fixtures/msw/test-server';
import { applyCoupon, getCartLink, postCartForm, removeCoupon, updateShippingMethod } from './cart-page';

// The cart page's calls, as cart.js sends them, and which replies count as usable.

const settings = { wcAjaxUrl: '/?wc-ajax=%%endpoint%%', requestTimeout: 5000 };
const CART_PAGE = '<!DOCTYPE html><html><body><div class="woocommerce"><form class="woocommerce-cart-form"></form></div></body></html>';
const html = (body: string, status = 200) => new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

function answerWcAjax(endpoint: string, reply: () => Response): { sent?: URLSearchParams; headers?: Headers } {
  const seen: { sent?: URLSearchParams; headers?: Headers } = {};
  testServer.use(
    onWcAjax(endpoint, async ({ request }) => {
      seen.sent = new URLSearchParams(await request.text());
      seen.headers = request.headers;
      return reply();
    }),
  );
  return seen;
}

describe('coupon calls', () => {
  it('posts security and coupon_code, and reads the notices as HTML', async () => {
    const notice = '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>';
    const seen = answerWcAjax('apply_coupon', () => html(notice));
    expect(await applyCoupon('save10', 'n1', settings)).toEqual({ ok: true, value: notice });
    expect(seen.sent?.toString()).toBe('security=n1&coupon_code=save10');
    expect(seen.headers?.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it("sends the checkout's billing e-mail after the code when one is given", async () => {
    const seen = answerWcAjax('apply_coupon', () => html('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>'));
    await applyCoupon('save10', 'n1', settings, 'ann@example.com');
    expect(seen.sent?.toString()).toBe('security=n1&coupon_code=save10&billing_email=ann%40example.com');
  });

  it('posts security and coupon to remove one; a failed nonce (-1) is a broken reply', async () => {
    const seen = answerWcAjax('remove_coupon', () => html('-1', 200));
    expect(await removeCoupon('save10', 'n2', settings)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
    expect(seen.sent?.toString()).toBe('security=n2&coupon=save10');
  });
});

describe('update_shipping_method', () => {
  it("posts each package's rate in jQuery's brackets and wants the totals back", async () => {
    const seen = answerWcAjax('update_shipping_method', () => html('<div class="cart_totals"></div>'));
    expect(await updateShippingMethod({ 0: 'local_pickup:2' }, 'n3', settings)).toEqual({ ok: true, value: '<div class="cart_totals"></div>' });
    expect(seen.sent?.toString()).toBe('security=n3&shipping_method%5B0%5D=local_pickup%3A2');
  });

  it('calls a reply without the totals broken', async () => {
    answerWcAjax('update_shipping_method', () => html('<p>Nothing</p>'));
    expect(await updateShippingMethod({ 0: 'flat_rate:1' }, 'n3', settings)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
  });
});

describe('the cart form and links', () => {
  it('posts the form as given and takes a page holding the cart form', async () => {
    let sent = '';
    testServer.use(http.post('*/cart/', async ({ request }) => { sent = await request.text(); return html(CART_PAGE); }));
    const fields = new URLSearchParams({ 'cart[abc][qty]': '2', update_cart: 'Update Cart' });
    expect(await postCartForm('http://localhost/cart/', fields, settings)).toEqual({ ok: true, value: CART_PAGE });
    expect(sent).toBe('cart%5Babc%5D%5Bqty%5D=2&update_cart=Update+Cart');
  });

  it('takes the empty cart page too, and calls any other page (an error screen) broken', async () => {
    testServer.use(http.get('*/cart/', ({ request }) => html(new URL(request.url).searchParams.has('remove_item') ? '<div class="wc-empty-cart-message"></div>' : '<html><body><p>There has been a critical error on this website.</p></body></html>')));
    expect(await getCartLink('http://localhost/cart/?remove_item=abc', settings)).toMatchObject({ ok: true });
    expect(await getCartLink('http://localhost/cart/', settings)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
  });

  it('passes a failed status through', async () => {
    testServer.use(http.post('*/cart/', () => html('Bad gateway', 502)));
    expect(await postCartForm('http://localhost/cart/', new URLSearchParams(), settings)).toMatchObject({ ok: false, error: { kind: 'http', status: 502 } });
  });
});
