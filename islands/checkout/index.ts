import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The classic checkout (WooCommerce's `checkout.js`) on `form.checkout`: the order review
 * updated as the address, shipping method or a gateway asks, payment method boxes, the ship-to,
 * create-account, login and coupon toggles, inline validation, and the order placed through
 * `?wc-ajax=checkout` with the jQuery events gateways rely on. Vanilla, in its own surface so
 * the address suggestions' code still waits for a street field. A Place order, a submit with
 * Enter or a toggle clicked before the code is here is held and replayed; if the code never
 * comes, the form posts as WooCommerce's no-script checkout does.
 */
export const checkout = {
  name: 'checkout',
  kind: 'behaviour',
  adopt: 'form.checkout',
  hydrate: 'load',
  holdClicks: true,
  trigger: 'form.checkout,a.showlogin,a.showcoupon',
  surface: 'classic-checkout',
  module: 'checkout/checkout',
} satisfies IslandSpec;
