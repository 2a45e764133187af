import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onWcAjax } from '../../fixtures/msw/overrides';
import { testServer } from '../../fixtures/msw/test-server';
import { readCheckoutSettings } from '../../src/config/checkout-settings';
import { wireCheckoutCoupon } from './coupon';

// The checkout's coupon calls as checkout.js makes them, and what a bad answer leaves.

const html = (body: string, status = 200) => new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });

let controller = new AbortController();
afterEach(() => {
  controller.abort();
  controller = new AbortController();
});

function checkoutPage(): { coupon: HTMLFormElement; requestUpdate: ReturnType<typeof vi.fn> } {
  document.body.innerHTML = `<div class="woocommerce-error old">Old</div>
<form class="checkout_coupon" method="post"><input name="coupon_code" id="coupon_code" value="save10"><button type="submit" name="apply_coupon">Apply coupon</button></form>
<form class="checkout woocommerce-checkout"><input name="billing_email" value="ann@example.com">
<div class="woocommerce-checkout-review-order"><table><tr class="cart-discount"><td><a href="/checkout/?remove_coupon=save10" class="woocommerce-remove-coupon" data-coupon="save10">[Remove]</a></td></tr></table></div></form>`;
  const requestUpdate = vi.fn();
  wireCheckoutCoupon(document, { settings: { ...readCheckoutSettings(), applyCouponNonce: 'a1', removeCouponNonce: 'r1', requestTimeout: 5000 }, requestUpdate, signal: controller.signal });
  return { coupon: document.querySelector('form.checkout_coupon') as HTMLFormElement, requestUpdate };
}

describe('the checkout coupon', () => {
  it('applies with the billing e-mail, puts the notice before the coupon form in place of the old ones, and asks for the review without the rates', async () => {
    let sent = '';
    testServer.use(onWcAjax('apply_coupon', async ({ request }) => { sent = await request.text(); return html('<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>'); }));
    const { coupon, requestUpdate } = checkoutPage();
    coupon.requestSubmit();
    await vi.waitFor(() => expect(requestUpdate).toHaveBeenCalledWith(false));
    expect(sent).toBe('security=a1&coupon_code=save10&billing_email=ann%40example.com');
    expect(coupon.previousElementSibling?.textContent).toBe('Coupon code applied successfully.');
    expect(document.querySelector('.old')).toBeNull();
    expect(coupon.getAttribute('aria-busy')).toBeNull();
  });

  it('removes from the review, the notice before the checkout form, and empties the coupon field', async () => {
    testServer.use(onWcAjax('remove_coupon', () => html('<div class="woocommerce-message" role="alert">Coupon has been removed.</div>')));
    const { requestUpdate } = checkoutPage();
    document.querySelector<HTMLElement>('a.woocommerce-remove-coupon')?.click();
    await vi.waitFor(() => expect(requestUpdate).toHaveBeenCalledWith(false));
    expect(document.querySelector('form.woocommerce-checkout')?.previousElementSibling?.textContent).toBe('Coupon has been removed.');
    expect(document.querySelector<HTMLInputElement>('#coupon_code')?.value).toBe('');
  });

  it("names a refused nonce's -1 as an error before the coupon form, which keeps its code and is not blocked", async () => {
    testServer.use(onWcAjax('apply_coupon', () => html('-1', 403)));
    const { coupon, requestUpdate } = checkoutPage();
    coupon.requestSubmit();
    await vi.waitFor(() => expect(coupon.previousElementSibling?.getAttribute('data-lantern-error')).toBe('http'));
    expect(coupon.previousElementSibling?.textContent).toBe('Sorry, the coupon could not be applied. The shop answered with an error. (HTTP 403)');
    expect(requestUpdate).not.toHaveBeenCalled();
    expect([coupon.classList.contains('processing'), coupon.querySelector('.blockOverlay')]).toEqual([false, null]);
    expect(document.querySelector<HTMLInputElement>('#coupon_code')?.value).toBe('save10');
  });
});
