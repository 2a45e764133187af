import { readWishlistTexts } from './texts';
import { emit } from '../../src/bridge/events';
import { navigate } from '../../src/dom/navigate';
import { wishlistCall, type WishlistReply } from './net';
import { refreshBadges } from './counts';
import { applyReply } from './reply';
import { reportFailure } from './notices';
import { openWishlist, setWishlistContent } from './popup-content';
import type { WishlistRuntime } from './runtime';
import { WISHLIST_ACTION } from '../../src/bridge/wishlist-action-names';

/**
 * `woosw_remove` of one product from the list `key`, and everything its reply changes.
 * Returns the reply, or null when it failed (the failure is shown).
 *
 * @example await removeProduct('104', 'ABC123', runtime);
 */
export async function removeProduct(productId: string, key: string, runtime: WishlistRuntime): Promise<WishlistReply | null> {
  const reply = await wishlistCall('woosw_remove', { product_id: productId, key }, runtime);
  if (!reply.ok) {
    reportFailure('woosw_remove', reply.error, runtime);
    return null;
  }
  if (reply.value.status === 0) {
    reportFailure('woosw_remove', { kind: 'refused', notice: reply.value.notice ?? readWishlistTexts().failedText }, runtime);
    return null;
  }
  if (reply.value.content !== null) {
    setWishlistContent(reply.value.content, runtime);
  }
  applyReply(reply.value, runtime);
  emit(WISHLIST_ACTION.wishlistRemoved, [productId], { productId });
  void refreshBadges(runtime.settings);
  return reply.value;
}

async function add(button: HTMLElement, runtime: WishlistRuntime): Promise<void> {
  const { settings } = runtime;
  const id = runtime.kit.buttonProductId(button);
  const name = button.dataset.product_name ?? '';
  runtime.kit.setLook(button, 'adding', settings);
  const reply = await wishlistCall('woosw_add', { product_id: id }, runtime);
  if (!reply.ok) {
    runtime.kit.setLook(button, 'normal', settings);
    reportFailure('woosw_add', reply.error, runtime);
    return;
  }
  const result = reply.value;
  const listed = result.data ? Object.hasOwn(result.data.ids, id) : result.status === 1;
  runtime.kit.setLook(button, listed ? 'added' : 'normal', settings);
  if (result.status === 0) {
    reportFailure('woosw_add', { kind: 'refused', notice: result.notice ?? readWishlistTexts().failedText }, runtime);
    return;
  }
  if (settings.buttonAction === 'list') {
    if (result.content !== null) setWishlistContent(result.content, runtime);
    await openWishlist(runtime, button);
  } else {
    runtime.kit.state().setPopupLoaded(false);
  }
  applyReply(result, runtime, { name, image: button.dataset.product_image, notice: settings.buttonAction !== 'no' });
  emit(WISHLIST_ACTION.wishlistAdded, [id], { productId: id });
  void refreshBadges(settings);
}

/**
 * A click on a wishlist button (the caller has turned away a second click while one runs).
 * Not yet listed: `woosw_add`, then by `button_action` the popup
 * with the notice (`list`), a toast (`message`) or nothing more (`no`). Already listed: by
 * `button_action_added`, remove it, go to the wishlist page, or open the popup.
 *
 * @example void onButton(button, runtime);
 */
export async function onButton(button: HTMLElement, runtime: WishlistRuntime): Promise<void> {
  if (!runtime.kit.isAdded(button)) return add(button, runtime);
  const { settings } = runtime;
  if (settings.buttonActionAdded === 'page') {
    navigate(settings.wishlistUrl);
    return;
  }
  if (settings.buttonActionAdded === 'remove') {
    const id = runtime.kit.buttonProductId(button);
    runtime.kit.setLook(button, 'adding', settings);
    const removed = await removeProduct(id, runtime.kit.state().key, runtime);
    const stillListed = !removed || (removed.data !== null && Object.hasOwn(removed.data.ids, id));
    runtime.kit.setLook(button, stillListed ? 'added' : 'normal', settings);
    return;
  }
  await openWishlist(runtime, button);
}
