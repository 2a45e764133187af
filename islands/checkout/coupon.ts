import { emit } from '../../src/bridge/events';
import { CHECKOUT, CHECKOUT_COUPON_FAILED } from '../../src/bridge/checkout-names';
import { emitOwn } from '../../src/bridge/own-events';
import type { CheckoutSettings } from '../../src/config/checkout-settings';
import { block } from '../../src/dom/block';
import { focusNotice } from '../../src/dom/focus';
import { trustedFragment } from '../../src/dom/html';
import { slide } from '../../src/dom/slide';
import { applyCoupon, removeCoupon, type CartPageSettings } from '../../src/net/cart-page';
import type { NetError, NetResult } from '../../src/net/result';
import { OLD_NOTICES } from './notices';
import { namedError } from './place-order';

const COUPON_FORM = 'form.checkout_coupon';
const REVIEW = '.woocommerce-checkout-review-order';
const REMOVE_LINK = `${REVIEW} a.woocommerce-remove-coupon`;

/** The lead of the notice a coupon call with no usable reply shows, by action. */
const FAILED: Readonly<Record<CouponAction, string>> = {
  'apply-coupon': 'Sorry, the coupon could not be applied.',
  'remove-coupon': 'Sorry, the coupon could not be removed.',
};
/** A coupon call answers HTML: a reply that is not notices is no JSON matter. */
const UNREADABLE = { 'invalid-reply': "The shop's answer could not be read.", 'invalid-json': "The shop's answer could not be read." };

type CouponAction = 'apply-coupon' | 'remove-coupon';

export interface CheckoutCouponOptions {
  settings: CheckoutSettings & CartPageSettings;
  /** `update_checkout` with `{update_shipping_method: false}`: the review follows the coupon. */
  requestUpdate(updateShippingMethod: boolean): void;
  signal: AbortSignal;
}

/** Puts notices HTML before `anchor` and focuses the first, as the shopper's control may be gone (the coupon form slides up). */
function insertNotices(anchor: Element, html: string): void {
  const doc = anchor.ownerDocument;
  const fragment = trustedFragment(html, doc);
  const first = fragment.firstElementChild;
  anchor.before(fragment);
  if (first instanceof HTMLElement) focusNotice(first.querySelector<HTMLElement>('[role="alert"]') ?? first);
}

/**
 * The classic checkout's coupons in place, as checkout.js does: the coupon form above the
 * checkout POSTs `?wc-ajax=apply_coupon` (with the billing e-mail) while it is blocked, the
 * reply's notice goes before it and it slides up; a review's [Remove] link POSTs
 * `?wc-ajax=remove_coupon` with the review blocked, the notice goes before the checkout form and
 * the coupon field is emptied. Each fires `applied_coupon_in_checkout` / `removed_coupon_in_checkout`
 * [code] and asks for the review without the shipping rates. A call with no usable reply names
 * why where the notice would go, and leaves the forms as they were.
 *
 * @example
 * wireCheckoutCoupon(document, { settings, requestUpdate, signal });
 */
export function wireCheckoutCoupon(doc: Document, { settings, requestUpdate, signal }: CheckoutCouponOptions): void {
  /** Runs one call with `dim` blocked; the reply's notices replace the page's, or the failure is named before `anchor`. */
  const run = async (action: CouponAction, code: string, dim: HTMLElement, anchor: () => Element | null, request: () => Promise<NetResult<string>>): Promise<boolean> => {
    const release = block(dim);
    let reply: NetResult<string>;
    try {
      reply = await request();
    } finally {
      release();
    }
    doc.querySelectorAll(OLD_NOTICES).forEach((notice) => notice.remove());
    const where = anchor();
    if (!reply.ok) {
      const error: NetError = reply.error;
      if (where) insertNotices(where, namedError(error, FAILED[action], UNREADABLE));
      emitOwn(CHECKOUT_COUPON_FAILED, { action, error });
      return false;
    }
    // WooCommerce does nothing more with an empty reply.
    if (reply.value.trim() === '' || !where) return false;
    insertNotices(where, reply.value);
    if (action === 'apply-coupon') emit(CHECKOUT.appliedCoupon, [code], { code });
    else emit(CHECKOUT.removedCoupon, [code], { code });
    requestUpdate(false);
    return true;
  };

  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target instanceof HTMLFormElement && event.target.matches(COUPON_FORM) ? event.target : null;
      if (!form) return;
      event.preventDefault();
      if (form.classList.contains('processing')) return;
      const code = form.querySelector<HTMLInputElement>('input[name="coupon_code"]')?.value ?? '';
      const email = doc.querySelector<HTMLInputElement>('input[name="billing_email"]')?.value ?? '';
      void run('apply-coupon', code, form, () => form, () => applyCoupon(code, settings.applyCouponNonce, settings, email)).then((applied) => {
        if (!applied) return;
        slide(form, false);
        doc.querySelectorAll('a.showcoupon').forEach((link) => link.setAttribute('aria-expanded', 'false'));
      });
    },
    { signal },
  );

  doc.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLElement>(REMOVE_LINK) : null;
      const review = link?.closest<HTMLElement>(REVIEW);
      if (!link || !review) return;
      event.preventDefault();
      if (review.classList.contains('processing')) return;
      const code = link.dataset.coupon ?? '';
      void run('remove-coupon', code, review, () => doc.querySelector('form.woocommerce-checkout'), () => removeCoupon(code, settings.removeCouponNonce, settings)).then((removed) => {
        if (!removed) return;
        doc.querySelectorAll<HTMLInputElement>(`${COUPON_FORM} input[name="coupon_code"]`).forEach((field) => (field.value = ''));
      });
    },
    { signal },
  );
}
