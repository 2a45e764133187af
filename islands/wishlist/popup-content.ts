import { readWishlistTexts } from './texts';
import { replaceServerHtml } from '../../src/dom/fragments';
import { wishlistCall } from './net';
import { islandRuntime } from '../../src/runtime/connect';
import { changeCount } from './counts';
import { enhanceControls } from './controls';
import { applyReply } from './reply';
import { describePopup, hideDialog, keepFocusInside, managePopup, openerOf, showDialog, wishlistPopup } from './dialog';
import { reportFailure } from './notices';
import { wirePopups } from './popup-keys';
import type { WishlistRuntime } from './runtime';

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
