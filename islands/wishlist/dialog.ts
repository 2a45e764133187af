import { emit } from '../../src/bridge/events';
import { describeDialog, dialogOf, FOCUS_DELAY_MS, openDialog } from '../../src/dom/dialog';
import { WISHLIST_ACTION } from '../../src/bridge/wishlist-action-names';
import { clearSearch } from './search';

const SHOWN = 'woosw-show';

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
