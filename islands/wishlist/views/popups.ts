/**
 * The plugin's two popups as the shopper sees them: `#woosw_wishlist` (the list) and
 * `#woosw_manage` (named lists), shown as modal dialogs, filled with the server's HTML, busy
 * while a request runs, and the list's search.
 */
import { emit } from '../../../src/bridge/events';
import { describeDialog, dialogOf, FOCUS_DELAY_MS, openDialog } from '../../../src/dom/dialog';
import { replaceServerHtml } from '../../../src/dom/fragments';
import { islandRuntime } from '../../../src/runtime/connect';
import { WISHLIST_ACTION } from '../../../src/bridge/wishlist-action-names';
import type { WishlistRuntime } from '../state/runtime';
import { wishlistState } from '../state/slice';
import { readWishlistTexts } from '../state/texts';
import { enhanceControls } from './controls';

const SHOWN = 'woosw-show';
const LOADING = 'woosw-loading';

/** `#woosw_wishlist`, the plugin's popup area printed in the footer. */
export const wishlistPopup = (): HTMLElement | null => document.querySelector<HTMLElement>('#woosw_wishlist');

/** `#woosw_manage`, printed by the premium plugin; made here when the theme left it out. */
export function managePopup(): HTMLElement {
  const existing = document.querySelector<HTMLElement>('#woosw_manage');
  if (existing) return existing;
  const popup = document.createElement('div');
  popup.id = 'woosw_manage';
  popup.className = 'woosw-popup woosw-popup-center';
  document.body.append(popup);
  return popup;
}

/** Names the popup as a modal dialog, by its `.woosw-name` title when it has one; closed, it is inert. */
export function describePopup(popup: HTMLElement, fallbackName: string): void {
  const title = popup.querySelector('.woosw-name, .woosw-popup-content-top > span:first-child');
  describeDialog(popup, { title, titleId: `${popup.id || 'woosw-popup'}-title`, label: fallbackName });
  popup.toggleAttribute('inert', !popup.classList.contains(SHOWN));
}

export const isShown = (popup: HTMLElement | null): boolean => Boolean(popup?.classList.contains(SHOWN));

const EVENTS = {
  woosw_wishlist: [WISHLIST_ACTION.wishlistShown, WISHLIST_ACTION.wishlistHidden],
  woosw_manage: [WISHLIST_ACTION.wishlistManageShown, WISHLIST_ACTION.wishlistManageHidden],
} as const;

function announceChange(popup: HTMLElement, shown: boolean): void {
  const pair = popup.id === 'woosw_manage' ? EVENTS.woosw_manage : EVENTS.woosw_wishlist;
  emit(shown ? pair[0] : pair[1], [], {});
}

/**
 * Shows a popup (`woosw-show`) as a modal dialog on the page's stack: focus goes in after
 * 250 ms and stays there until it closes; Escape and a click on its backdrop close the popups;
 * `opener` gets focus back then.
 *
 * @example showDialog(wishlistPopup()!, button);
 */
export function showDialog(popup: HTMLElement, opener: HTMLElement | null): void {
  if (dialogOf(popup)) return;
  popup.classList.add(SHOWN);
  popup.removeAttribute('inert');
  openDialog(popup, {
    opener,
    focusDelay: FOCUS_DELAY_MS.popup,
    close: closePopups,
    backdrop: { overlay: popup, content: '.woosw-popup-content' },
    inertBackground: true,
  });
  announceChange(popup, true);
}

/**
 * Hides a popup and gives focus back to what opened it (unless `handOff`: another popup takes
 * over). Returns that opener.
 *
 * @example hideDialog(wishlistPopup()!);
 */
export function hideDialog(popup: HTMLElement, handOff = false): HTMLElement | null {
  const open = dialogOf(popup);
  if (!open && !isShown(popup)) return null;
  popup.classList.remove(SHOWN);
  popup.setAttribute('inert', '');
  announceChange(popup, false);
  return open?.close({ returnFocus: !handOff }) ?? null;
}

/** Hides the wishlist popup; its search is cleared, as closing does in the plugin. */
export function closeWishlist(): void {
  const popup = wishlistPopup();
  if (!popup) return;
  clearSearch(popup);
  hideDialog(popup);
}

/** Closes whichever popup is open (Escape, a click on the backdrop). */
export function closePopups(): void {
  closeWishlist();
  hideDialog(managePopup());
}

/** After a popup's content was replaced: focus back inside if it was lost with the old nodes. */
export function keepFocusInside(popup: HTMLElement): void {
  if (!isShown(popup) || popup.contains(document.activeElement)) return;
  const first = popup.querySelector<HTMLElement>('.woosw-popup-close, [tabindex="0"], a[href], button, input');
  (first ?? popup).focus();
}

/** Hands the opener of one popup to the next (the manage popup opening the list, and back). */
export function openerOf(popup: HTMLElement): HTMLElement | null {
  return dialogOf(popup)?.opener ?? null;
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
  const wishlist = wishlistState(runtime.store);
  wishlist.setPopupLoaded(loaded);
  const count = wishlist.count;
  if (count !== null) popup.querySelectorAll<HTMLElement>('.woosw-empty').forEach((empty) => (empty.style.display = count > 0 ? '' : 'none'));
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

/** `woosw-loading` on the popups while a manage, empty or note request runs. */
export function popupsBusy(busy: boolean): void {
  document.querySelectorAll('.woosw-popup').forEach((popup) => popup.classList.toggle(LOADING, busy));
}

/** The list's own rows (not the suggestions) under the popup that holds `input`. */
function rowsNear(input: HTMLElement): { rows: HTMLElement[]; suggested: HTMLElement[] } {
  const root = input.closest('.woosw-popup-inner, .woosw-popup, .woosw-list') ?? document;
  return {
    rows: Array.from(root.querySelectorAll<HTMLElement>('.woosw-items:not(.woosw-suggested-items) .woosw-item')),
    suggested: Array.from(root.querySelectorAll<HTMLElement>('.woosw-suggested, .woosw-suggested-items')),
  };
}

/**
 * The popup search (6.x): rows whose name or note holds the typed text stay, the others and
 * the suggestions hide. The text is only compared, never put into the page.
 *
 * @example filterItems(popup.querySelector('.woosw-search-input')!);
 */
export function filterItems(input: HTMLInputElement): void {
  const query = input.value.trim().toLowerCase();
  const { rows, suggested } = rowsNear(input);
  for (const row of rows) {
    const text = `${row.dataset.name ?? ''} ${row.dataset.note ?? ''}`.toLowerCase();
    row.hidden = query !== '' && !text.includes(query);
  }
  for (const block of suggested) block.hidden = query !== '';
}

/** Closing or continuing clears the search and shows every row again. */
export function clearSearch(popup: HTMLElement): void {
  const input = popup.querySelector<HTMLInputElement>('.woosw-search-input');
  if (!input || input.value === '') return;
  input.value = '';
  filterItems(input);
}
