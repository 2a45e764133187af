import { CART } from '../../src/bridge/cart-names';
import { CART_PAGE, CART_PAGE_FAILED } from '../../src/bridge/cart-page-names';
import { emit, onClassic } from '../../src/bridge/events';
import type { CartPageAction } from '../../src/bridge/names';
import { onOwn } from '../../src/bridge/on-own';
import { emitOwn } from '../../src/bridge/own-events';
import { readCartPageParams, type CartPageParams } from '../../src/config/cart-page-settings';
import { block } from '../../src/dom/block';
import { trustedFragment } from '../../src/dom/html';
import { navigate } from '../../src/dom/navigate';
import { applyCoupon, getCartLink, postCartForm, removeCoupon, updateShippingMethod, type CartPageSettings } from '../../src/net/cart-page';
import type { NetError, NetResult } from '../../src/net/result';
import { islandRuntime } from '../../src/runtime/connect';
import type { MountContext } from '../../src/runtime/types';
import { clearNotices, firstAlert, revealNotice, showFailure, showNotices } from './cart-notices';
import { refocus } from '../../src/dom/refocus';
import { CART_FORM, CART_TOTALS, replaceCart, replaceTotals, type CartOutcome } from './replace-cart';
import { toggleCalculator } from './shipping-calculator';

const ROW_INPUT = '.cart_item :is(input, select, textarea)';
const SHIPPING_CHOICE = 'select.shipping_method, input[name^="shipping_method"]';

/** The cart page's regions this action dims, found afresh (replies replace them). */
function regions(doc: Document, ...selectors: string[]): HTMLElement[] {
  return selectors.flatMap((selector) => Array.from(doc.querySelectorAll<HTMLElement>(selector)));
}

/** Every package's chosen rate, by its `data-index`, as the cart script reads them. */
function chosenRates(doc: Document): Record<string, string> {
  const rates: Record<string, string> = {};
  const inputs = doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
    'select.shipping_method, input[name^="shipping_method"][type="radio"]:checked, input[name^="shipping_method"][type="hidden"]',
  );
  for (const input of inputs) rates[input.dataset.index ?? '0'] = input.value;
  return rates;
}

/** The form's fields as the browser would post them, plus the action's own field when it has one. */
function formFields(form: HTMLFormElement, extra?: readonly [name: string, value: string]): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [key, entry] of new FormData(form)) if (typeof entry === 'string') fields.append(key, entry);
  if (extra) fields.set(...extra);
  return fields;
}

/**
 * WooCommerce's cart page script, without jQuery: every action dims the regions it changes
 * (`processing`, aria-busy, the blockUI overlay), asks the shop as cart.js does and puts the
 * reply in place with the page's notices and the classic events. A failed request never leaves
 * the page dimmed: a remove or "Undo?" link is followed instead (as spec 8.1 has for removals),
 * any other action shows why and leaves the page usable for another try.
 *
 * @example
 * // page behaviour: the runtime passes document.body
 * const cleanUp = mount(createMountContext(document.body, controller.signal));
 */
export function mount({ element, settings, signal }: MountContext): void {
  const doc = element.ownerDocument;
  const params: CartPageParams = readCartPageParams();
  const net: CartPageSettings = settings;
  const islands = islandRuntime();

  const failed = (action: CartPageAction, error: NetError, href?: string): void => {
    if (href && navigate(href)) return;
    showFailure(doc, error.kind === 'offline' ? params.i18nOffline : params.i18nUpdateFailed);
    emitOwn(CART_PAGE_FAILED, { action, error });
  };

  /** Runs one request with `dim` blocked; `apply` puts an ok reply in place or says it was not usable. */
  const run = async (
    action: CartPageAction,
    dim: HTMLElement[],
    request: () => Promise<NetResult<string>>,
    apply: (reply: string) => boolean,
    href?: string,
  ): Promise<boolean> => {
    const focused = doc.activeElement;
    const releases = dim.map((region) => block(region));
    try {
      const reply = await request();
      const applied = reply.ok && apply(reply.value);
      if (!applied) failed(action, reply.ok ? { kind: 'invalid-reply', detail: reply.value.trim().slice(0, 200) } : reply.error, href);
      else refocus(doc, focused, firstAlert(doc));
      return applied;
    } finally {
      for (const release of releases) release();
    }
  };

  const putCart = (keepNotices: boolean) => (page: string): boolean => {
    const outcome: CartOutcome = replaceCart(page, keepNotices, islands, doc);
    if (outcome === 'invalid') return false;
    const alert = firstAlert(doc);
    if (alert && outcome !== 'reload') revealNotice(alert, false);
    return true;
  };

  /** The cart page from the server, the form posted as it is (`update_cart` when asked to update). */
  const update = (options: { updateField: boolean; keepNotices: boolean }): Promise<boolean> => {
    const form = doc.querySelector<HTMLFormElement>(CART_FORM);
    if (!form || form.classList.contains('processing')) return Promise.resolve(false);
    const fields = formFields(form, options.updateField ? ['update_cart', 'Update Cart'] : undefined);
    return run('update', regions(doc, CART_FORM, CART_TOTALS), () => postCartForm(form.action, fields, net), putCart(options.keepNotices));
  };

  /** A coupon call answers with notices: they replace the page's, then the cart is fetched again keeping them. */
  const couponCall = async (action: 'apply-coupon' | 'remove-coupon', code: string, dim: HTMLElement[], request: () => Promise<NetResult<string>>): Promise<void> => {
    const done = await run(action, dim, request, (notices) => {
      clearNotices(doc);
      showNotices(doc, Array.from(trustedFragment(notices, doc).children));
      if (action === 'apply-coupon') emit(CART_PAGE.appliedCoupon, [code], { code });
      else emit(CART_PAGE.removedCoupon, [code], { code });
      return true;
    });
    if (action === 'apply-coupon') {
      const field = doc.querySelector<HTMLInputElement>('#coupon_code');
      if (field && done) field.value = '';
    }
    if (done) await update({ updateField: false, keepNotices: true });
  };

  const applyTypedCoupon = (form: HTMLFormElement): void => {
    if (form.classList.contains('processing')) return;
    const code = doc.querySelector<HTMLInputElement>('#coupon_code')?.value ?? '';
    void couponCall('apply-coupon', code, [form], () => applyCoupon(code, params.applyCouponNonce, net));
  };

  // At load the update button waits for a change, unless the shopper changed a quantity first.
  const form = doc.querySelector<HTMLFormElement>(CART_FORM);
  const changed = Array.from(form?.querySelectorAll<HTMLInputElement>('input.qty') ?? []).some((input) => input.value !== input.defaultValue);
  if (form && !changed) form.querySelectorAll<HTMLButtonElement>('[name="update_cart"]').forEach((button) => (button.disabled = true));

  const enableUpdate = (event: Event): void => {
    const target = event.target instanceof Element ? event.target : null;
    const cartForm = target?.closest<HTMLFormElement>(CART_FORM);
    if (!cartForm || !target?.matches(ROW_INPUT)) return;
    cartForm.querySelectorAll<HTMLButtonElement>('[name="update_cart"]').forEach((button) => (button.disabled = false));
  };
  doc.addEventListener('input', enableUpdate, { signal });
  doc.addEventListener('change', (event) => {
    enableUpdate(event);
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.matches(SHIPPING_CHOICE) || !target.closest(CART_TOTALS)) return;
    void run('shipping-method', regions(doc, CART_TOTALS), () => updateShippingMethod(chosenRates(doc), params.updateShippingMethodNonce, net), (totals) => {
      if (!replaceTotals(totals, islands, doc)) return false;
      emit(CART_PAGE.updatedShippingMethod, [], {});
      return true;
    });
  }, { signal });

  doc.addEventListener('submit', (event) => {
    const target = event.target instanceof HTMLFormElement ? event.target : null;
    if (!target) return;
    if (target.matches('form.woocommerce-shipping-calculator')) {
      event.preventDefault();
      if (target.classList.contains('processing')) return;
      const fields = formFields(target, ['calc_shipping', 'x']);
      void run('shipping-calculator', [...regions(doc, CART_TOTALS), target], () => postCartForm(target.action, fields, net), putCart(false));
      return;
    }
    if (!target.matches(CART_FORM) || !target.querySelector('.woocommerce-cart-form__contents')) return;
    const submitter = event.submitter;
    const active = doc.activeElement;
    // Enter in a quantity submits with the first button (the coupon's): the field says what was meant.
    const wantsUpdate = active?.matches('input.qty') === true || submitter?.getAttribute('name') === 'update_cart';
    const wantsCoupon = !wantsUpdate && (submitter?.getAttribute('name') === 'apply_coupon' || active?.id === 'coupon_code');
    if (!wantsUpdate && !wantsCoupon) return;
    event.preventDefault();
    if (target.classList.contains('processing')) return;
    if (wantsUpdate) void update({ updateField: true, keepNotices: false });
    else applyTypedCoupon(target);
  }, { signal });

  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    const calculator = target?.closest<HTMLAnchorElement>('.shipping-calculator-button');
    if (calculator) {
      event.preventDefault();
      toggleCalculator(calculator);
      return;
    }
    const coupon = target?.closest<HTMLAnchorElement>('a.woocommerce-remove-coupon');
    const totals = coupon?.closest<HTMLElement>(CART_TOTALS);
    if (coupon && totals) {
      event.preventDefault();
      if (totals.classList.contains('processing')) return;
      const code = coupon.dataset.coupon ?? '';
      void couponCall('remove-coupon', code, [totals], () => removeCoupon(code, params.removeCouponNonce, net));
      return;
    }
    const link = target?.closest<HTMLAnchorElement>(`${CART_FORM} .product-remove > a[href], .restore-item[href]`);
    const cartForm = doc.querySelector<HTMLElement>(CART_FORM);
    // Without a cart form (Undo on the empty cart) the link itself loads the restored cart.
    if (!link || !cartForm) return;
    event.preventDefault();
    if (cartForm.classList.contains('processing')) return;
    const action: CartPageAction = link.classList.contains('restore-item') ? 'undo' : 'remove';
    const href = link.href;
    void run(action, regions(doc, CART_FORM, CART_TOTALS), () => getCartLink(href, net), putCart(false), href);
  }, { signal });

  // A theme or plugin asks for an update: `wc_update_cart`, or an add to cart from this page
  // (its fragments argument, always given, means "keep the notices", as in WooCommerce).
  const refresh = (args: unknown[]) => void update({ updateField: false, keepNotices: Boolean(args[0]) });
  onClassic(CART_PAGE.updateCart, refresh, signal, doc);
  onClassic(CART.addedToCart, refresh, signal, doc);
  onOwn(CART.addedToCart[1], () => refresh([true]), signal);
}
