import { cartChanged } from '../../src/cart/cart-changed';
import { announce, clearAnnouncement } from '../../src/dom/announcer';
import { navigate } from '../../src/dom/navigate';
import { block } from '../../src/dom/block';
import { onActivate } from '../../src/dom/activate';
import { removeFromCart } from '../../src/net/cart-items';
import { enqueueCartRequest } from '../../src/net/cart-queue';
import type { MountContext } from '../../src/runtime/types';
import { SUCCESS_ANNOUNCE_DELAY_MS } from '../../src/cart/constants';
import { focusAfterRemove } from './focus-after-remove';
import { REMOVE_LINK } from './index';
import { surfaceTaken } from '../../src/loader/handover';
import { isWooCommerceCartHandler, leftToAnotherHandler } from '../../src/bridge/foreign-handlers';

async function remove(link: HTMLAnchorElement, context: MountContext): Promise<void> {
  const { settings } = context;
  const item = link.closest<HTMLElement>('.woocommerce-mini-cart-item');
  // Noted before the item is blocked, while focus is still on its link.
  const restoreFocus = focusAfterRemove(link);
  const release = item ? block(item) : () => undefined;
  const reply = await enqueueCartRequest(() => removeFromCart(link.dataset.cart_item_key ?? '', settings));
  if (!reply.ok || reply.value.kind === 'no-fragments') {
    // Spec 8.1: the server's own remove link still works without us.
    navigate(link.href);
    return;
  }
  release();
  cartChanged('removed', reply.value, link, settings);
  restoreFocus();
  const message = link.dataset.success_message;
  if (message) announce(message, { delay: SUCCESS_ANNOUNCE_DELAY_MS });
}

/** Delegated removal for every mini-cart remove link, including those fragments bring later. */
export function mount(context: MountContext): void {
  // wc-add-to-cart still printed (or the configuration leaves it): its handler is the only one.
  if (!surfaceTaken('add-to-cart')) return;
  onActivate(
    REMOVE_LINK,
    (link, event) => {
      if (!(link instanceof HTMLAnchorElement)) return;
      // The same add-to-cart.js, kept without its id, removes the item itself.
      if (leftToAnotherHandler(event, link, 'add-to-cart', REMOVE_LINK, isWooCommerceCartHandler)) return;
      clearAnnouncement();
      event.preventDefault();
      void remove(link, context);
    },
    context.signal,
  );
}
