import { readWishlistTexts } from './texts';
import { emit } from '../../src/bridge/events';
import { block, unblock } from '../../src/dom/block';
import { replaceServerHtml } from '../../src/dom/fragments';
import { navigate } from '../../src/dom/navigate';
import { wishlistCall, wishlistHtml, type WishlistHtml, type WishlistReply } from './net';
import type { NetResult } from '../../src/net/result';
import { islandRuntime } from '../../src/runtime/connect';
import { removeProduct } from './button-actions';
import { changeCount, refreshBadges } from './counts';
import { enhanceControls } from './controls';
import { applyReply } from './reply';
import { writeCachedData } from './data-cache';
import { closeWishlist, describePopup, hideDialog, keepFocusInside, managePopup, openerOf, showDialog, wishlistPopup } from './dialog';
import { saveNote, showNoteInput } from './notes';
import { reportFailure } from './notices';
import type { WishlistRuntime } from './runtime';
import { filterItems } from './search';
import { copyWishlistLink } from './copy';
import { manageAction } from './manage';
import { WISHLIST_ACTION } from '../../src/bridge/wishlist-action-names';

const LOADING = 'woosw-loading';

/** `woosw-loading` on the popups while a manage, empty or note request runs. */
export function popupsBusy(busy: boolean): void {
  document.querySelectorAll('.woosw-popup').forEach((popup) => popup.classList.toggle(LOADING, busy));
}

/**
 * Replaces a popup's content with server HTML (islands in it unmounted, then scanned) and
 * makes its controls usable from the keyboard.
 *
 * @example setPopupContent(managePopup(), html);
 */
export function setPopupContent(popup: HTMLElement, html: string, name: string): void {
  const prepare = (root: Element) => {
    enhanceControls(root);
    describePopup(popup, name);
  };
  replaceServerHtml(popup, html, islandRuntime(), true, prepare);
  keepFocusInside(popup);
}

/**
 * Puts a list into `#woosw_wishlist` and marks it loaded (`woosw-loaded`).
 * @example setWishlistContent(reply.content, runtime);
 */
export function setWishlistContent(html: string, runtime: WishlistRuntime, loaded = true): void {
  const popup = wishlistPopup();
  if (!popup) return;
  setPopupContent(popup, html, readWishlistTexts().menuText);
  popup.classList.toggle('woosw-loaded', loaded);
  runtime.kit.state().setPopupLoaded(loaded);
  const count = runtime.kit.state().count;
  if (count !== null) popup.querySelectorAll<HTMLElement>('.woosw-empty').forEach((empty) => (empty.style.display = count > 0 ? '' : 'none'));
}

/** Rows of the list itself, not the suggestions. */
function listedItems(popup: HTMLElement): number {
  return popup.querySelectorAll('.woosw-items:not(.woosw-suggested-items) .woosw-item').length;
}

/**
 * Opens the wishlist popup: shown at once when it holds the current list, else `woosw_load`
 * first (its count applied, unless the rows drawn say otherwise, and its notice shown).
 *
 * @example await openWishlist(runtime, menuLink);
 */
export async function openWishlist(runtime: WishlistRuntime, opener: HTMLElement | null = null): Promise<void> {
  wirePopups(runtime);
  const popup = wishlistPopup();
  if (!popup) return;
  if (!runtime.kit.state().popupLoaded || !popup.classList.contains('woosw-loaded')) {
    const reply = await wishlistCall('woosw_load', {}, runtime);
    if (!reply.ok) {
      reportFailure('woosw_load', reply.error, runtime);
      return;
    }
    // A refusal without a list to show ('Please log in…' from a server that sends no content):
    // the notice alone, never an empty dialog over the page.
    if (reply.value.content === null && !popup.querySelector('.woosw-popup-inner')) {
      reportFailure('woosw_load', { kind: 'refused', notice: reply.value.notice ?? readWishlistTexts().failedText }, runtime);
      return;
    }
    if (reply.value.content !== null) setWishlistContent(reply.value.content, runtime);
    const drawn = listedItems(popup);
    const count = reply.value.count;
    if (count !== null) changeCount(drawn > 0 && drawn !== count ? drawn : count, runtime);
    popup.classList.add('woosw-loaded');
    runtime.kit.state().setPopupLoaded(true);
    showDialog(popup, opener);
    if (reply.value.notice !== null) applyReply({ ...reply.value, count: null, data: null }, runtime);
    return;
  }
  describePopup(popup, readWishlistTexts().menuText);
  showDialog(popup, opener);
}


function keyOf(element: HTMLElement, runtime: WishlistRuntime): string {
  return element.closest<HTMLElement>('[data-key]')?.dataset.key ?? runtime.kit.state().key;
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
    reportFailure('woosw_add', reply.ok ? { kind: 'refused', notice: reply.value.notice ?? readWishlistTexts().failedText } : reply.error, runtime);
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
  popupsBusy(true);
  const reply = await wishlistCall('woosw_empty', { key }, runtime);
  popupsBusy(false);
  if (!reply.ok || reply.value.status === 0) {
    reportFailure('woosw_empty', reply.ok ? { kind: 'refused', notice: reply.value.notice ?? readWishlistTexts().failedText } : reply.error, runtime);
    return;
  }
  if (control.closest('.woosw-list')) {
    reloadWith(reply.value);
    return;
  }
  if (reply.value.content !== null) setWishlistContent(reply.value.content, runtime);
  applyReply(reply.value, runtime);
  emit(WISHLIST_ACTION.wishlistEmptied, [key], { key });
  void refreshBadges(runtime.settings);
}

/**
 * Runs an HTML request with the popups marked busy; a failure or refusal is shown and gives
 * null, so the caller leaves what the shopper typed where it was.
 */
export async function htmlRequest(
  endpoint: string,
  fields: Record<string, string>,
  runtime: WishlistRuntime,
): Promise<string | null> {
  popupsBusy(true);
  const reply: NetResult<WishlistHtml> = await wishlistHtml(endpoint, fields, runtime);
  popupsBusy(false);
  if (!reply.ok) {
    reportFailure(endpoint, reply.error, runtime);
    return null;
  }
  if (reply.value.kind === 'refused') {
    reportFailure(endpoint, { kind: 'refused', notice: reply.value.notice }, runtime);
    return null;
  }
  return reply.value.html;
}

/** Shows the wishlist popup with another list (`woosw_view_wishlist`), not marked loaded. */
export function viewList(html: string, runtime: WishlistRuntime): void {
  const manage = managePopup();
  const opener = openerOf(manage);
  hideDialog(manage, true);
  const popup = wishlistPopup();
  if (!popup) return;
  setWishlistContent(html, runtime, false);
  showDialog(popup, opener);
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

/** Wires the popup's own keys and fields once: Enter saves a note or adds a list, the search filters as typed. */
let wired = false;
export function wirePopups(runtime: WishlistRuntime): void {
  if (wired) return;
  wired = true;
  runtime.signal.addEventListener('abort', () => (wired = false), { once: true });
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target;
      if (event.key === 'Enter' && target instanceof HTMLInputElement) {
        if (target.closest('.woosw-item--note-add')) {
          event.preventDefault();
          const save = target.closest('.woosw-item')?.querySelector<HTMLElement>('.woosw_add_note');
          if (save) void saveNote(save, runtime);
        } else if (target.id === 'woosw_wishlist_name') {
          event.preventDefault();
          document.querySelector<HTMLElement>('#woosw_add_wishlist')?.click();
        }
      }
    },
    { signal: runtime.signal },
  );
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches('.woosw-search-input')) filterItems(event.target);
    },
    { signal: runtime.signal },
  );
}
