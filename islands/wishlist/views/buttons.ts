import { emit } from '../../../src/bridge/events';
import type { WishlistSettings } from '../state/settings';
import { setText } from '../../../src/dom/html';
import type { WishlistEntry } from '../state/data';
import { BUTTON } from './selectors';
import { WISHLIST } from '../../../src/bridge/wishlist-names';

const ADDED_CLASSES = ['woosw-btn-added', 'woosw-added'];
const ADDING = 'woosw-adding';

type Look = 'normal' | 'adding' | 'added';
type ButtonSettings = Pick<WishlistSettings, 'buttonText' | 'buttonTextAdded' | 'icons'>;

/**
 * The product a button stands for: `data-id`, then `data-pid`, then `data-product_id`, the
 * last one present winning, as the plugin reads them.
 *
 * @example buttonProductId(button) // '104'
 */
export function buttonProductId(button: HTMLElement): string {
  const { id, pid, product_id: productId } = button.dataset;
  return productId ?? pid ?? id ?? '';
}

/** Whether the button shows its product as in the list (the plugin tests `woosw-added`). */
export const isAdded = (button: HTMLElement): boolean => button.classList.contains('woosw-added');

/**
 * Puts a button in one of its three states: classes, icon and text (or accessible name, for an
 * icon-only button). While adding, the text stays as it was and the icon spins.
 *
 * @example setLook(button, 'adding', settings);
 */
export function setLook(button: HTMLElement, look: Look, settings: ButtonSettings): void {
  button.classList.toggle(ADDING, look === 'adding');
  button.setAttribute('aria-busy', String(look === 'adding'));
  if (look !== 'adding') ADDED_CLASSES.forEach((name) => button.classList.toggle(name, look === 'added'));
  const icon = button.querySelector<HTMLElement>('.woosw-btn-icon');
  if (icon) {
    icon.classList.remove(settings.icons.normal, settings.icons.added, settings.icons.loading);
    icon.classList.add(look === 'adding' ? settings.icons.loading : look === 'added' ? settings.icons.added : settings.icons.normal);
  }
  if (look === 'adding') return;
  const label = look === 'added' ? settings.buttonTextAdded : settings.buttonText;
  const text = button.querySelector<HTMLElement>('.woosw-btn-text');
  if (text) setText(text, label);
  else if (!icon) setText(button, label);
  button.setAttribute('aria-label', label);
}

/**
 * Re-marks every button from the list: all back to normal, then each listed product and the
 * parent of each listed variation marked added. Buttons waiting on their own request keep
 * their spinner. Then `woosw_buttons_refreshed [ids]`.
 *
 * @example refreshButtons(reply.data.ids, settings);
 */
export function refreshButtons(ids: Record<string, WishlistEntry>, settings: ButtonSettings): void {
  markButtons(Array.from(document.querySelectorAll<HTMLElement>(BUTTON)), ids, settings);
  emit(WISHLIST.wishlistButtonsRefreshed, [ids], { ids });
}

/** The ids whose buttons show added: each listed product, and the parent of each listed variation. */
function listedIds(ids: Record<string, WishlistEntry>): Set<string> {
  const listed = new Set<string>();
  for (const [id, entry] of Object.entries(ids)) {
    listed.add(id);
    if (entry.parent) listed.add(String(entry.parent));
  }
  return listed;
}

/**
 * Marks the given buttons from the list as the plugin's refresh does (a button is added when a
 * `woosw-btn-{id}` class of it names a listed product or the parent of a listed variation), so
 * buttons the page gains later (fragments, infinite scroll, a quick view) look right without a
 * request. Buttons waiting on their own request keep their spinner.
 *
 * @example markButtons(Array.from(quickView.querySelectorAll('.woosw-btn')), state.ids, settings);
 */
export function markButtons(buttons: readonly HTMLElement[], ids: Record<string, WishlistEntry>, settings: ButtonSettings): void {
  const listed = listedIds(ids);
  for (const button of buttons) {
    if (button.classList.contains(ADDING)) continue;
    const added = Array.from(button.classList).some((name) => name.startsWith('woosw-btn-') && listed.has(name.slice('woosw-btn-'.length)));
    setLook(button, added ? 'added' : 'normal', settings);
  }
}

/**
 * After a variation switch: the buttons now standing for `id` are marked added when it is in
 * the list, normal otherwise.
 *
 * @example refreshButtonsFor('1042', ids, settings);
 */
export function refreshButtonsFor(id: string, ids: Record<string, WishlistEntry>, settings: ButtonSettings): void {
  document.querySelectorAll<HTMLElement>(BUTTON).forEach((button) => {
    if (buttonProductId(button) !== id || button.classList.contains(ADDING)) return;
    setLook(button, Object.hasOwn(ids, id) ? 'added' : 'normal', settings);
  });
}
