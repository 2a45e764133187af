import { emit, vetoed } from '../../src/bridge/events';
import { wrapForClassic } from '../../src/bridge/jquery';
import { emitOwn } from '../../src/bridge/own-events';
import { cartChanged } from '../../src/cart/cart-changed';
import { SUCCESS_ANNOUNCE_DELAY_MS } from '../../src/cart/constants';
import { toBool, toRecord, toText } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';
import { announce, clearAnnouncement } from '../../src/dom/announcer';
import { navigate } from '../../src/dom/navigate';
import { addToCart } from '../../src/net/cart-items';
import { enqueueCartRequest } from '../../src/net/cart-queue';
import type { MountContext } from '../../src/runtime/types';
import { isSingleProductForm, singleFormFields } from './form-fields';
import { clearErrorNotice, showErrorNotice } from './notice';
import { postNatively } from './post-natively';
import { ADD_TO_CART_FAILED, CART } from '../../src/bridge/cart-names';

/** The class WooCommerce gives buttons it adds to the cart in place; themes put it on this one to ask for the same. */
const AJAX_MARK = 'ajax_add_to_cart';

/** Whether this page asks for in-place adds (decision 0024): the button's class, or Lantern's site setting. */
function wantsAjax(button: HTMLElement): boolean {
  return button.classList.contains(AJAX_MARK) || toBool(pageGlobal('lantern_config').single_ajax_add_to_cart);
}

/** `“Name” has been added to your cart.`, WooCommerce's words, with the product's title. */
function successMessage(form: HTMLFormElement): string {
  const title = form.closest('.product')?.querySelector('.product_title')?.textContent?.trim() ?? '';
  const template = toText(toRecord(pageGlobal('lantern_config').i18n).single_added_to_cart, '“%s” has been added to your cart.');
  return title ? template.replace('%s', title) : '';
}

function setBusy(button: HTMLElement, busy: boolean): void {
  button.classList.toggle('loading', busy);
  if (busy) {
    button.classList.remove('added');
    button.setAttribute('aria-busy', 'true');
  } else button.removeAttribute('aria-busy');
}

async function add(form: HTMLFormElement, button: HTMLElement, context: MountContext): Promise<void> {
  const { settings } = context;
  const $button = wrapForClassic(button);
  setBusy(button, true);
  if (vetoed(CART.shouldSendAddToCart, [$button])) {
    emit(CART.requestNotSent, [false, false, $button], { button });
    setBusy(button, false);
    return;
  }
  const fields = singleFormFields(form, button);
  emit(CART.addingToCart, [$button, fields], { button, data: fields });
  const reply = await enqueueCartRequest(() => addToCart(fields, settings));
  setBusy(button, false);

  if (!reply.ok || reply.value.kind === 'empty') {
    showErrorNotice(form, settings.i18n.addToCartFailed);
    emitOwn(ADD_TO_CART_FAILED, { button, error: reply.ok ? { kind: 'empty' } : reply.error });
    return;
  }
  const outcome = reply.value;
  if (outcome.kind === 'product-error') {
    // WooCommerce kept the reason as a notice for the next page: the form's own post shows it
    // there, with the shopper's choices and quantity still filled in.
    postNatively(form, button);
    return;
  }
  if (settings.cartRedirectAfterAdd && navigate(settings.cartUrl)) return;
  cartChanged('added', outcome, button, settings, false, String(fields.product_id ?? ''));
  button.classList.add('added');
  emit(CART.cartButtonUpdated, [$button], { button });
  const message = successMessage(form);
  if (message) announce(message, { delay: SUCCESS_ANNOUNCE_DELAY_MS });
}

/**
 * Adds the product of a single product form to the cart in place when the theme marks the form
 * for it (decision 0024), as WooCommerce's single-product AJAX script does: the form's fields go
 * to `wc-ajax=add_to_cart` (`add-to-cart` as `product_id`, a chosen variation's id in its place),
 * the reply's fragments update the mini cart and open the side cart, and the classic events
 * (`adding_to_cart`, `added_to_cart`) are triggered. A request that fails shows an error notice
 * and leaves the form as it was; a product the shop refuses is posted the normal way, so the
 * shop's own notice explains why. Unmarked forms keep their normal post.
 *
 * @example
 * // <form class="cart"><button class="single_add_to_cart_button ajax_add_to_cart" name="add-to-cart" value="104">
 * mount(createMountContext(button, controller.signal));
 */
export function mount(context: MountContext): void {
  const button = context.element;
  const form = button.closest('form');
  if (!form || !wantsAjax(button)) return;
  form.addEventListener(
    'submit',
    (event) => {
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : button;
      // A button the variation form keeps disabled is not sent (it explains why itself).
      if (submitter !== button || button.classList.contains('disabled') || !isSingleProductForm(form, button)) return;
      event.preventDefault();
      // One add at a time from this button: a second press while it is on its way is ignored.
      if (button.getAttribute('aria-busy') === 'true') return;
      clearAnnouncement();
      clearErrorNotice();
      void add(form, button, context);
    },
    { signal: context.signal },
  );
}
