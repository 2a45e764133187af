import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer } from '../../fixtures/msw/test-server';
import { placeOrder, updateOrderReview } from './checkout';

const settings = { wcAjaxUrl: '/?wc-ajax=%%endpoint%%', requestTimeout: 5000, checkoutUrl: '/?wc-ajax=checkout', checkoutTimeout: 5000 };

/** Answers `endpoint` with a text body and keeps what was posted to it. */
function answerText(endpoint: string, body: string, contentType = 'application/json'): { sent?: string } {
  const seen: { sent?: string } = {};
  testServer.use(
    onWcAjax(endpoint, async ({ request }) => {
      seen.sent = await request.text();
      return new HttpResponse(body, { status: 200, headers: { 'Content-Type': contentType } });
    }),
  );
  return seen;
}

describe('the checkout requests', () => {
  it('posts the review fields with nested shipping methods and reads the fragments, keeping the reply for updated_checkout', async () => {
    const seen = answerText('update_order_review', JSON.stringify({ result: 'success', messages: '', reload: false, fragments: { '.a': '<b></b>', '.n': 3 }, extra: 1 }));
    const reply = await updateOrderReview({ security: 'n1', post_data: 'a=1&b=2', shipping_method: { 0: 'flat_rate:1' } }, settings);
    expect(seen.sent).toBe('security=n1&post_data=a%3D1%26b%3D2&shipping_method%5B0%5D=flat_rate%3A1');
    expect(reply).toEqual({ ok: true, value: { result: 'success', messages: '', reload: false, fragments: { '.a': '<b></b>' }, data: { result: 'success', messages: '', reload: false, fragments: { '.a': '<b></b>', '.n': 3 }, extra: 1 } } });
  });

  it('reads a review reply without fragments as none, and a list as no reply', async () => {
    answerText('update_order_review', '{"result":"failure","messages":"<ul></ul>","reload":true}');
    expect(await updateOrderReview({}, settings)).toMatchObject({ ok: true, value: { result: 'failure', reload: true, fragments: {} } });
    answerText('update_order_review', '[1]');
    expect(await updateOrderReview({}, settings)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
  });

  it('posts the serialized form as it is and reads success and failure', async () => {
    const seen = answerText('checkout', '{"result":"success","redirect":"/checkout/order-received/9/?key=k","order_id":9}');
    expect(await placeOrder('billing_first_name=Ann&payment_method=bacs', settings)).toMatchObject({ ok: true, value: { result: 'success', redirect: '/checkout/order-received/9/?key=k' } });
    expect(seen.sent).toBe('billing_first_name=Ann&payment_method=bacs');
    answerText('checkout', '{"result":"failure","messages":"<ul class=\\"woocommerce-error\\"><li>No</li></ul>","refresh":true,"reload":false}');
    expect(await placeOrder('', settings)).toMatchObject({ ok: true, value: { result: 'failure', messages: '<ul class="woocommerce-error"><li>No</li></ul>', refresh: true, reload: false } });
  });

  it('rescues the result from text printed around it, as WooCommerce does', async () => {
    answerText('checkout', '<br><b>Notice</b>: noise {"result":"success","redirect":"/done/"}', 'text/html');
    expect(await placeOrder('', settings)).toMatchObject({ ok: true, value: { result: 'success', redirect: '/done/' } });
  });

  it('names what is no checkout result: an HTML page, an unknown result, a success without a redirect', async () => {
    answerText('checkout', '<!DOCTYPE html><html><body>Fatal error</body></html>', 'text/html');
    expect(await placeOrder('', settings)).toMatchObject({ ok: false, error: { kind: 'invalid-json' } });
    answerText('checkout', '{"result":"maybe"}');
    expect(await placeOrder('', settings)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
    answerText('checkout', '{"result":"success"}');
    expect(await placeOrder('', settings)).toMatchObject({ ok: false, error: { kind: 'invalid-reply' } });
  });
});
