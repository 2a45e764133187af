import { emit, onClassic, onJQueryTriggered } from '../../src/bridge/events';
import { CHECKOUT } from '../../src/bridge/checkout-names';
import { readCheckoutSettings } from '../../src/config/checkout-settings';
import { asRecord } from '../../src/config/records';
import { islandRuntime } from '../../src/runtime/connect';
import type { MountContext } from '../../src/runtime/types';
import { wireCheckoutCoupon } from './coupon';
import { orderReview } from './order-review';
import { paymentMethods } from './payment-methods';
import { submitOrder } from './place-order';
import { createAccount, describeToggles, shipToDifferentAddress, wireFormToggles } from './toggles';
import { CHECKED_FIELDS, clearField, validateField } from './validation';

/** Changes that ask for a review at once (checkout.js's list). */
const UPDATE_AT_ONCE = [
  'select.shipping_method',
  'input[name^="shipping_method"]',
  '#ship-to-different-address input',
  '.update_totals_on_change select',
  '.update_totals_on_change input[type="radio"]',
  '.update_totals_on_change input[type="checkbox"]',
].join(', ');
/** Typed fields that ask for a review once the shopper pauses. */
const TYPED_ADDRESS = '.address-field input.input-text, .update_totals_on_change input.input-text';
/** checkout.js's pause after the last key in an address field. */
export const TYPING_PAUSE_MS = 1000;

/** `update_checkout`'s optional argument, `{update_shipping_method: false}` from coupon changes. */
function keepsShippingMethod(args: readonly unknown[]): boolean {
  return asRecord(args[0])?.update_shipping_method !== false;
}

/**
 * WooCommerce's classic checkout without jQuery (checkout.js, docs/reference/woocommerce-core-scripts.md §3).
 *
 * @example
 * // <form name="checkout" class="checkout woocommerce-checkout">…
 * const cleanUp = mount(createMountContext(form, controller.signal));
 */
export function mount({ element, settings, signal }: MountContext): (() => void) | undefined {
  if (!(element instanceof HTMLFormElement)) return undefined;
  const form = element;
  const doc = form.ownerDocument;
  const checkoutSettings = readCheckoutSettings();
  form.setAttribute('novalidate', 'novalidate');

  const methods = paymentMethods(form);
  // The payment section, replaced by each review, holds the terms link: it is described again.
  const setUpPayment = (): void => {
    methods.setUp();
    describeToggles(doc);
  };
  const review = orderReview(form, { ...checkoutSettings, requestTimeout: settings.requestTimeout }, islandRuntime(), setUpPayment, () => methods.current(), signal);
  /** What WooCommerce does with `$(document.body).trigger('update_checkout')`: listeners hear it, the review follows. */
  const requestUpdate = (updateShippingMethod = true): void => {
    emit(CHECKOUT.updateCheckout, updateShippingMethod ? [] : [{ update_shipping_method: false }], { updateShippingMethod });
    review.schedule(updateShippingMethod);
  };
  onClassic(CHECKOUT.updateCheckout, (args) => review.schedule(keepsShippingMethod(args)), signal);
  onClassic('update', () => requestUpdate(), signal, form);

  // Typing in an address field: one update once the shopper pauses, and only for a group whose
  // required fields are all filled (checkout.js's `maybe_update_checkout`).
  let typingTimer: ReturnType<typeof setTimeout> | undefined;
  let dirtyInput: Element | null = null;
  const maybeUpdate = (): void => {
    const group = dirtyInput?.closest('div');
    const required = group ? Array.from(group.querySelectorAll('.address-field.validate-required input.input-text')) : [];
    if (required.some((input) => input instanceof HTMLInputElement && input.value === '')) return;
    clearTimeout(typingTimer);
    dirtyInput = null;
    requestUpdate();
  };
  signal.addEventListener('abort', () => clearTimeout(typingTimer));

  form.addEventListener(
    'keydown',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (event.key === 'Tab' || !target?.matches(TYPED_ADDRESS)) return;
      dirtyInput = target;
      clearTimeout(typingTimer);
      typingTimer = setTimeout(maybeUpdate, TYPING_PAUSE_MS);
    },
    { signal },
  );
  form.addEventListener('input', (event) => event.target instanceof Element && event.target.matches(CHECKED_FIELDS) && clearField(event.target), { signal });
  const changed = (target: Element): void => {
    if (target.matches(CHECKED_FIELDS)) validateField(target);
    if (target.matches('#ship-to-different-address input')) shipToDifferentAddress(form, true);
    if (target.matches('input#createaccount') && checkoutSettings.guestCheckout) createAccount(form, true);
    if (target instanceof HTMLInputElement && target.name === 'payment_method') methods.choose(target);
    if (target.matches(UPDATE_AT_ONCE)) {
      clearTimeout(typingTimer);
      dirtyInput = null;
      requestUpdate();
    } else if (target.matches('.address-field select')) {
      dirtyInput = target;
      maybeUpdate();
    } else if (target.matches(TYPED_ADDRESS) && dirtyInput) {
      maybeUpdate();
    }
  };
  form.addEventListener('change', (event) => event.target instanceof Element && changed(event.target), { signal });
  // selectWoo and country-select.js announce their changes through jQuery only.
  onJQueryTriggered(form, 'change', changed, signal);
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      void submitOrder({ form, settings: checkoutSettings, paymentMethod: () => methods.current(), requestUpdate, cancelUpdate: () => { clearTimeout(typingTimer); review.cancel(); } });
    },
    { signal },
  );

  wireFormToggles(doc, signal);
  wireCheckoutCoupon(doc, { settings: { ...checkoutSettings, requestTimeout: settings.requestTimeout }, requestUpdate, signal });
  shipToDifferentAddress(form, false);
  if (checkoutSettings.guestCheckout) createAccount(form, false);
  requestUpdate();
  methods.setUp();
  if (checkoutSettings.isCheckout) {
    emit(CHECKOUT.initCheckout, [], {});
    requestUpdate();
  }
  return undefined;
}
