/** A click on a wishlist button: the product added, or (already listed) removed, shown or its page opened. */
import { emit } from '../../src/bridge/events';
import { navigate } from '../../src/dom/navigate';
import { WISHLIST_ACTION } from '../../src/bridge/wishlist-action-names';
import { wishlistCall, type WishlistReply } from './calls/endpoints';
import { refreshBadges } from './counts';
import { openWishlist } from './open-popup';
import { applyReply } from './reply';
import type { WishlistRuntime } from './state/runtime';
import { wishlistState } from './state/slice';
import { buttonProductId, isAdded, setLook } from './views/buttons';
import { refusal, reportFailure } from './views/notices';
import { setWishlistContent } from './views/popups';

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
    reportFailure('woosw_remove', refusal(reply.value.notice), runtime);
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
  const id = buttonProductId(button);
  const name = button.dataset.product_name ?? '';
  setLook(button, 'adding', settings);
  const reply = await wishlistCall('woosw_add', { product_id: id }, runtime);
  if (!reply.ok) {
    setLook(button, 'normal', settings);
    reportFailure('woosw_add', reply.error, runtime);
    return;
  }
  const result = reply.value;
  const listed = result.data ? Object.hasOwn(result.data.ids, id) : result.status === 1;
  setLook(button, listed ? 'added' : 'normal', settings);
  if (result.status === 0) {
    reportFailure('woosw_add', refusal(result.notice), runtime);
    return;
  }
  if (settings.buttonAction === 'list') {
    if (result.content !== null) setWishlistContent(result.content, runtime);
    await openWishlist(runtime, button);
  } else {
    wishlistState(runtime.store).setPopupLoaded(false);
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
  if (!isAdded(button)) return add(button, runtime);
  const { settings } = runtime;
  if (settings.buttonActionAdded === 'page') {
    navigate(settings.wishlistUrl);
    return;
  }
  if (settings.buttonActionAdded === 'remove') {
    const id = buttonProductId(button);
    setLook(button, 'adding', settings);
    const removed = await removeProduct(id, wishlistState(runtime.store).key, runtime);
    const stillListed = !removed || (removed.data !== null && Object.hasOwn(removed.data.ids, id));
    setLook(button, stillListed ? 'added' : 'normal', settings);
    return;
  }
  await openWishlist(runtime, button);
}
