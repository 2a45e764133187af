/**
 * Opening the wishlist popup (loaded from the server when it does not hold the current list),
 * and the popups' own keys and fields, wired on the first open or action.
 */
import { wishlistCall, type WishlistReply } from './calls/endpoints';
import { changeCount } from './counts';
import { saveNote } from './notes';
import { applyReply } from './reply';
import type { WishlistRuntime } from './state/runtime';
import { wishlistState } from './state/slice';
import { readWishlistTexts } from './state/texts';
import { refusal, reportFailure } from './views/notices';
import { describePopup, filterItems, setWishlistContent, showDialog, wishlistPopup } from './views/popups';

/** Rows of the list itself, not the suggestions. */
function listedItems(popup: HTMLElement): number {
  return popup.querySelectorAll('.woosw-items:not(.woosw-suggested-items) .woosw-item').length;
}

/**
 * `woosw_load` into the popup: its content, its count (unless the rows drawn say otherwise),
 * marked loaded. Returns the reply, or null when there is nothing to show (the failure shown).
 */
async function loadWishlist(popup: HTMLElement, runtime: WishlistRuntime): Promise<WishlistReply | null> {
  const reply = await wishlistCall('woosw_load', {}, runtime);
  if (!reply.ok) {
    reportFailure('woosw_load', reply.error, runtime);
    return null;
  }
  // A refusal without a list to show ('Please log in…' from a server that sends no content):
  // the notice alone, never an empty dialog over the page.
  if (reply.value.content === null && !popup.querySelector('.woosw-popup-inner')) {
    reportFailure('woosw_load', refusal(reply.value.notice), runtime);
    return null;
  }
  if (reply.value.content !== null) setWishlistContent(reply.value.content, runtime);
  const drawn = listedItems(popup);
  const count = reply.value.count;
  if (count !== null) changeCount(drawn > 0 && drawn !== count ? drawn : count, runtime);
  popup.classList.add('woosw-loaded');
  wishlistState(runtime.store).setPopupLoaded(true);
  return reply.value;
}

/**
 * Opens the wishlist popup: shown at once when it holds the current list, else `woosw_load`
 * first (its notice shown once the popup is open).
 *
 * @example await openWishlist(runtime, menuLink);
 */
export async function openWishlist(runtime: WishlistRuntime, opener: HTMLElement | null = null): Promise<void> {
  wirePopups(runtime);
  const popup = wishlistPopup();
  if (!popup) return;
  const holdsList = wishlistState(runtime.store).popupLoaded && popup.classList.contains('woosw-loaded');
  const loaded = holdsList ? null : await loadWishlist(popup, runtime);
  if (!holdsList && !loaded) return;
  if (holdsList) describePopup(popup, readWishlistTexts().menuText);
  showDialog(popup, opener);
  if (loaded && loaded.notice !== null) applyReply({ ...loaded, count: null, data: null }, runtime);
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
