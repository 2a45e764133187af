import { emit } from '../../src/bridge/events';
import { focusInto, trapFocus } from '../../src/dom/focus-trap';
import { WISHLIST_ACTION } from '../../src/bridge/wishlist-action-names';

/** Spec 9.2: focus moves into an opened popup after 250 ms. */
const POPUP_FOCUS_DELAY_MS = 250;
const SHOWN = 'woosw-show';

interface OpenDialog {
  opener: HTMLElement | null;
  release(): void;
}

const openDialogs = new Map<HTMLElement, OpenDialog>();

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

/** Names the popup as a modal dialog, by its `.woosw-name` title when it has one. */
export function describeDialog(popup: HTMLElement, fallbackName: string): void {
  popup.setAttribute('role', 'dialog');
  popup.setAttribute('aria-modal', 'true');
  popup.tabIndex = -1;
  const title = popup.querySelector<HTMLElement>('.woosw-name, .woosw-popup-content-top > span:first-child');
  if (title) {
    title.id ||= `${popup.id || 'woosw-popup'}-title`;
    popup.setAttribute('aria-labelledby', title.id);
    popup.removeAttribute('aria-label');
  } else {
    popup.removeAttribute('aria-labelledby');
    popup.setAttribute('aria-label', fallbackName);
  }
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
 * Shows a popup (`woosw-show`) as a modal dialog: focus goes in after 250 ms and stays there
 * until it closes; `opener` gets focus back then.
 *
 * @example showDialog(wishlistPopup()!, button);
 */
export function showDialog(popup: HTMLElement, opener: HTMLElement | null): void {
  const existing = openDialogs.get(popup);
  if (existing) return;
  popup.classList.add(SHOWN);
  popup.removeAttribute('inert');
  const releaseTrap = trapFocus(popup);
  const cancelFocus = focusInto(popup, POPUP_FOCUS_DELAY_MS);
  const active = document.activeElement;
  const from = opener ?? (active instanceof HTMLElement && !popup.contains(active) ? active : null);
  openDialogs.set(popup, {
    opener: from,
    release: () => {
      cancelFocus();
      releaseTrap();
    },
  });
  announceChange(popup, true);
}

/**
 * Hides a popup and gives focus back to what opened it (or to `handOff`, when another popup
 * takes over).
 *
 * @example hideDialog(wishlistPopup()!);
 */
export function hideDialog(popup: HTMLElement, handOff = false): HTMLElement | null {
  const open = openDialogs.get(popup);
  if (!open && !isShown(popup)) return null;
  openDialogs.delete(popup);
  popup.classList.remove(SHOWN);
  popup.setAttribute('inert', '');
  open?.release();
  announceChange(popup, false);
  const opener = open?.opener ?? null;
  const focusWasInside = popup.contains(document.activeElement) || document.activeElement === document.body;
  if (!handOff && focusWasInside && opener?.isConnected) opener.focus();
  return opener;
}

/** After a popup's content was replaced: focus back inside if it was lost with the old nodes. */
export function keepFocusInside(popup: HTMLElement): void {
  if (!isShown(popup) || popup.contains(document.activeElement)) return;
  const first = popup.querySelector<HTMLElement>('.woosw-popup-close, [tabindex="0"], a[href], button, input');
  (first ?? popup).focus();
}

/** Hands the opener of one popup to the next (the manage popup opening the list, and back). */
export function openerOf(popup: HTMLElement): HTMLElement | null {
  return openDialogs.get(popup)?.opener ?? null;
}
