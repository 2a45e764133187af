import { emit, vetoed } from '../../src/bridge/events';
import { wrapForClassic } from '../../src/bridge/jquery';
import { emitOwn } from '../../src/bridge/own-events';
import { cartChanged } from '../../src/cart/cart-changed';
import { announce, clearAnnouncement } from '../../src/dom/announcer';
import { navigate } from '../../src/dom/navigate';
import { startTiming } from '../../src/dom/timing';
import { onActivate } from '../../src/dom/activate';
import { addToCart } from '../../src/net/cart-items';
import { enqueueCartRequest } from '../../src/net/cart-queue';
import type { MountContext } from '../../src/runtime/types';
import { buttonFields } from './button-fields';
import { SUCCESS_ANNOUNCE_DELAY_MS } from '../../src/cart/constants';
import { markLoading, showError, updateButton } from './button-state';
import { ADD_TO_CART_BUTTON } from './index';
import { ADD_TO_CART_FAILED, CART } from '../../src/bridge/cart-names';
import { surfaceTaken } from '../../src/loader/handover';
import { isWooCommerceCartHandler, leftToAnotherHandler } from '../../src/bridge/foreign-handlers';

async function add(button: HTMLElement, context: MountContext): Promise<void> {
  const { settings } = context;
  markLoading(button);
  const $button = wrapForClassic(button);
  if (vetoed(CART.shouldSendAddToCart, [$button])) {
    emit(CART.requestNotSent, [false, false, $button], { button });
    updateButton(button, false, settings);
    return;
  }
  const fields = buttonFields(button);
  emit(CART.addingToCart, [$button, fields], { button, data: fields });
  const done = startTiming('lantern:add-to-cart');
  const reply = await enqueueCartRequest(() => addToCart(fields, settings));
  done();

  if (!reply.ok || reply.value.kind === 'empty') {
    showError(button, settings.i18n.addToCartFailed);
    emitOwn(ADD_TO_CART_FAILED, { button, error: reply.ok ? { kind: 'empty' } : reply.error });
    return;
  }
  const outcome = reply.value;
  if (outcome.kind === 'product-error') {
    // A product_url on another host is not followed: the button's own link is the fallback.
    const href = button instanceof HTMLAnchorElement ? button.href : '';
    if (!navigate(outcome.productUrl) && !navigate(href)) showError(button, settings.i18n.addToCartFailed);
    return;
  }
  // A cart URL Lantern may not follow leaves the shopper here, with the cart updated.
  if (settings.cartRedirectAfterAdd && navigate(settings.cartUrl)) return;
  // WooCommerce's own added_to_cart handlers update the button, then the fragments, before a
  // theme's handler runs: that handler finds the button added, its View cart link there.
  updateButton(button, true, settings);
  cartChanged('added', outcome, button, settings);
  const message = button.dataset.success_message;
  if (message) announce(message, { delay: SUCCESS_ANNOUNCE_DELAY_MS });
}

/**
 * Delegated add to cart for every `.ajax_add_to_cart` button with a product id, present now
 * or added later. Buttons without a product id keep their normal link.
 */
export function mount(context: MountContext): void {
  // wc-add-to-cart still printed (or the configuration leaves it): its handler is the only one.
  if (!surfaceTaken('add-to-cart')) return;
  onActivate(
    ADD_TO_CART_BUTTON,
    (button, event) => {
      if (!button.classList.contains('ajax_add_to_cart') || !button.dataset.product_id) return;
      // Read at the click: WooCommerce's add-to-cart.js printed without its id (a script
      // optimizer's joined file) binds on DOM ready; its handler then sends the add alone.
      // Known by its handler data, so an analytics plugin's click tracking does not count.
      if (leftToAnotherHandler(event, button, 'add-to-cart', ADD_TO_CART_BUTTON, isWooCommerceCartHandler)) return;
      clearAnnouncement();
      event.preventDefault();
      void add(button, context);
    },
    context.signal,
  );
}
