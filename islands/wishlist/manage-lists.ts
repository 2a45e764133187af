import { changeRequest, htmlRequest } from './popup-requests';
import { applyReply } from './reply';
import type { WishlistRuntime } from './state/runtime';
import { wishlistState } from './state/slice';
import { readWishlistTexts } from './state/texts';
import { refreshButtonsFor } from './views/buttons';
import { hideDialog, managePopup, openerOf, setPopupContent, showDialog, viewList, wishlistPopup } from './views/popups';

const MANAGE_NAME = 'Manage wishlists';

function fillManage(html: string, runtime: WishlistRuntime): void {
  setPopupContent(managePopup(), html, MANAGE_NAME);
  // Any change of lists may change what the wishlist popup should show.
  wishlistPopup()?.classList.remove('woosw-loaded');
  wishlistState(runtime.store).setPopupLoaded(false);
}

async function openManage(control: HTMLElement, runtime: WishlistRuntime): Promise<void> {
  const html = await htmlRequest('woosw_manage_wishlists', {}, runtime);
  if (html === null) return;
  const list = wishlistPopup();
  const opener = (list && openerOf(list)) ?? control;
  if (list) hideDialog(list, true);
  const manage = managePopup();
  setPopupContent(manage, html, MANAGE_NAME);
  showDialog(manage, opener);
}

async function addList(runtime: WishlistRuntime): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('#woosw_wishlist_name');
  const html = await htmlRequest('woosw_add_wishlist', { name: input?.value ?? '' }, runtime);
  if (html !== null) fillManage(html, runtime);
}

async function setDefault(key: string, runtime: WishlistRuntime): Promise<void> {
  const result = await changeRequest('woosw_set_default', { key }, runtime);
  if (!result) return;
  if (result.content !== null) fillManage(result.content, runtime);
  applyReply(result, runtime);
  const ids = result.data?.ids ?? {};
  for (const productId of result.products) refreshButtonsFor(productId, ids, runtime.settings);
}

async function deleteList(key: string, runtime: WishlistRuntime): Promise<void> {
  if (!window.confirm(readWishlistTexts().deleteConfirm)) return;
  const html = await htmlRequest('woosw_delete_wishlist', { key }, runtime);
  if (html !== null) fillManage(html, runtime);
}

/**
 * The manage-wishlists controls: open the manager, create a named list, set the default
 * (buttons and counts follow it), view a list, delete one (after `delete_confirm`).
 *
 * @example await manageAction(control, runtime);
 */
export async function manageAction(control: HTMLElement, runtime: WishlistRuntime): Promise<void> {
  const key = control.dataset.key ?? '';
  if (control.matches('.woosw-manage')) await openManage(control, runtime);
  else if (control.matches('#woosw_add_wishlist')) await addList(runtime);
  else if (control.matches('.woosw-set-default')) await setDefault(key, runtime);
  else if (control.matches('.woosw-delete-wishlist')) await deleteList(key, runtime);
  else if (control.matches('.woosw-view-wishlist')) {
    const html = await htmlRequest('woosw_view_wishlist', { key }, runtime);
    if (html !== null) viewList(html, runtime);
  }
}
