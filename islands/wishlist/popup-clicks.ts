/**
 * What a click on a control inside the wishlist's popups and list does: remove a row, add a
 * suggestion, empty the list, close or continue, a note, the link copied, the named lists.
 * Opening the popup and its keys live in open-popup.ts, which the button's click uses too.
 */
import { emit } from '../../src/bridge/events';
import { block, unblock } from '../../src/dom/block';
import { navigate } from '../../src/dom/navigate';
import { WISHLIST_ACTION } from '../../src/bridge/wishlist-action-names';
import { wishlistCall, type WishlistReply } from './calls/endpoints';
import { removeProduct } from './button-click';
import { refreshBadges } from './counts';
import { manageAction } from './manage-lists';
import { saveNote, showNoteInput } from './notes';
import { wirePopups } from './open-popup';
import { changeRequest } from './popup-requests';
import { applyReply } from './reply';
import { writeCachedData } from './state/data';
import type { WishlistRuntime } from './state/runtime';
import { wishlistState } from './state/slice';
import { readWishlistTexts } from './state/texts';
import { refusal, reportFailure } from './views/notices';
import { closeWishlist, hideDialog, keepFocusInside, setWishlistContent, wishlistPopup } from './views/popups';


function keyOf(element: HTMLElement, runtime: WishlistRuntime): string {
  return element.closest<HTMLElement>('[data-key]')?.dataset.key ?? wishlistState(runtime.store).key;
}

async function removeRow(control: HTMLElement, runtime: WishlistRuntime): Promise<void> {
  const row = control.closest<HTMLElement>('.woosw-item');
  const productId = row?.dataset.id;
  if (!row || !productId) return;
  const next = row.nextElementSibling?.querySelector<HTMLElement>('.woosw-item--remove span') ?? null;
  control.classList.add('woosw-removing');
  block(row);
  const reply = await removeProduct(productId, keyOf(control, runtime), runtime);
  control.classList.remove('woosw-removing');
  if (!reply) {
    unblock(row);
    return;
  }
  const hadFocus = row.contains(document.activeElement);
  row.remove();
  if (hadFocus && next?.isConnected) next.focus();
  const popup = wishlistPopup();
  if (popup) keepFocusInside(popup);
}

/**
 * Reloads the wishlist page after a change, caching the reply's data first as the plugin does
 * after every add and empty: the next page reads that cache, and a stale one would print the
 * old count and buttons over the server's fresh page.
 */
function reloadWith(reply: WishlistReply): void {
  if (reply.data) writeCachedData(reply.data);
  window.location.reload();
}

async function addSuggested(control: HTMLElement, runtime: WishlistRuntime): Promise<void> {
  const row = control.closest<HTMLElement>('.woosw-item');
  const productId = row?.dataset.id;
  if (!row || !productId) return;
  block(row);
  const reply = await wishlistCall('woosw_add', { product_id: productId, key: keyOf(control, runtime) }, runtime);
  if (!reply.ok || reply.value.status === 0) {
    unblock(row);
    reportFailure('woosw_add', reply.ok ? refusal(reply.value.notice) : reply.error, runtime);
    return;
  }
  // On the wishlist page the server prints the list: it is printed again with the new item.
  if (control.closest('.woosw-list')) {
    reloadWith(reply.value);
    return;
  }
  if (reply.value.content !== null) setWishlistContent(reply.value.content, runtime);
  applyReply(reply.value, runtime, { name: row.dataset.product_name ?? row.dataset.name });
  emit(WISHLIST_ACTION.wishlistAdded, [productId], { productId });
  void refreshBadges(runtime.settings);
}

async function emptyList(control: HTMLElement, runtime: WishlistRuntime): Promise<void> {
  if (!window.confirm(readWishlistTexts().emptyConfirm)) return;
  const key = keyOf(control, runtime);
  const reply = await changeRequest('woosw_empty', { key }, runtime);
  if (!reply) return;
  if (control.closest('.woosw-list')) {
    reloadWith(reply);
    return;
  }
  if (reply.content !== null) setWishlistContent(reply.content, runtime);
  applyReply(reply, runtime);
  emit(WISHLIST_ACTION.wishlistEmptied, [key], { key });
  void refreshBadges(runtime.settings);
}

/** Spec 8.1: the failure alert. */
const COPY_FAILED = 'Failure to copy!';

async function writeClipboard(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard API (plain http) or no permission: the selection copy the plugin uses.
    if (!input) return false;
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/**
 * Copies the wishlist link (`#woosw_copy_url`), then alerts `copied_text` and the link, or
 * 'Failure to copy!'.
 *
 * @example await copyWishlistLink();
 */
export async function copyWishlistLink(): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('#woosw_copy_url');
  const link = input?.value ?? '';
  const copied = link !== '' && (await writeClipboard(link, input));
  window.alert(copied ? `${readWishlistTexts().copiedText} ${link}` : COPY_FAILED);
}

/**
 * What a click on one of the plugin's list and popup controls does; the core island catches
 * the click and hands it here once this code is loaded.
 *
 * @example await runAction(control, runtime);
 */
export async function runAction(control: HTMLElement, runtime: WishlistRuntime): Promise<void> {
  wirePopups(runtime);
  if (control.matches('.woosw-popup-close')) {
    const popup = control.closest<HTMLElement>('.woosw-popup');
    if (popup?.id === 'woosw_manage') hideDialog(popup);
    else closeWishlist();
  } else if (control.matches('.woosw-continue')) {
    closeWishlist();
    const url = control.dataset.url ?? '';
    if (url !== '') navigate(url);
  } else if (control.matches('.woosw-item--remove span')) await removeRow(control, runtime);
  else if (control.matches('.woosw-item--add span')) await addSuggested(control, runtime);
  else if (control.matches('.woosw-empty')) await emptyList(control, runtime);
  else if (control.matches('.woosw-item--note')) showNoteInput(control);
  else if (control.matches('.woosw_add_note')) await saveNote(control, runtime);
  else if (control.matches('#woosw_copy_url, #woosw_copy_btn')) await copyWishlistLink();
  else await manageAction(control, runtime);
}
