import { emit } from '../../src/bridge/events';
import { setText } from '../../src/dom/html';
import { wishlistBadgeCount, wishlistCall } from './calls/endpoints';
import { fetchData } from './data-refresh';
import type { WishlistRuntime } from './state/runtime';
import type { WishlistSettings } from './state/settings';
import { wishlistState } from './state/slice';
import { readWishlistTexts } from './state/texts';
import { WISHLIST_ACTION } from '../../src/bridge/wishlist-action-names';

/** The theme's header and footer badges the count call fills (YITH's class, Woodmart's pill). */
const BADGES = '.yith-wcwl-items-count, .wd-count-pill--wishlist';
/** The theme's own counters, which its script sets on `woosw_change_count` (reference 5.8). */
const THEME_COUNTERS = '.header-wishlist .count, .footer-wishlist .count, .header-wishlist .wishlist-count-item';

/**
 * Shows a new count everywhere the plugin does: the popup's count, the `data-count` of the
 * wishlist links and menu items (their CSS prints it), the 'empty' control only above 0; and
 * where the theme's script did on `woosw_change_count`: its header and footer counters, hidden
 * (`hide`) at 0 as Postero's are. Then `woosw_change_count [count]`.
 *
 * @example changeCount(3, runtime);
 */
export function changeCount(count: number, runtime: WishlistRuntime): void {
  wishlistState(runtime.store).setCount(count);
  document.querySelectorAll<HTMLElement>('#woosw_wishlist .woosw-count').forEach((element) => setText(element, String(count)));
  document.querySelectorAll('.woosw-link .woosw-link-inner').forEach((element) => element.setAttribute('data-count', String(count)));
  document.querySelectorAll<HTMLElement>('.woosw-menu-item').forEach((item) => {
    const inner = item.querySelector('.woosw-menu-item-inner');
    if (inner) {
      inner.setAttribute('data-count', String(count));
      return;
    }
    // A menu item printed without its inner span gets the plugin's own.
    const link = item.querySelector('a');
    if (!link) return;
    const span = document.createElement('span');
    span.className = 'woosw-menu-item-inner';
    span.dataset.count = String(count);
    const icon = document.createElement('i');
    icon.className = 'woosw-icon';
    span.append(icon, readWishlistTexts().menuText);
    link.replaceChildren(span);
  });
  document.querySelectorAll<HTMLElement>('.woosw-empty').forEach((element) => {
    element.hidden = count <= 0;
    element.style.display = count > 0 ? '' : 'none';
  });
  document.querySelectorAll<HTMLElement>(THEME_COUNTERS).forEach((counter) => {
    setText(counter, String(count));
    counter.classList.toggle('hide', count <= 0);
  });
  emit(WISHLIST_ACTION.wishlistCountChanged, [count], { count });
}

/**
 * Spec 7.8: after an add or a remove, the theme's count call refreshes the header and footer
 * badges. A failed call leaves them as they were.
 *
 * @example void refreshBadges(settings);
 */
export async function refreshBadges(settings: Pick<WishlistSettings, 'requestTimeout'>): Promise<void> {
  if (!document.querySelector(BADGES)) return;
  const reply = await wishlistBadgeCount({ ...readWishlistTexts(), requestTimeout: settings.requestTimeout });
  if (!reply.ok) return;
  document.querySelectorAll<HTMLElement>(BADGES).forEach((badge) => {
    const target = badge.querySelector<HTMLElement>(':scope > i') ?? badge;
    setText(target, String(reply.value));
  });
}

/**
 * `woosw_load_count`: the count everywhere, then `woosw_load_count [count]`.
 * @example await loadCount(runtime);
 */
export async function loadCount(runtime: WishlistRuntime): Promise<void> {
  const reply = await wishlistCall('woosw_load_count', {}, runtime);
  if (!reply.ok || reply.value.count === null) return;
  const count = reply.value.count;
  changeCount(count, runtime);
  emit(WISHLIST_ACTION.wishlistCountLoaded, [count], { count });
}

/**
 * After an add to cart with `auto_remove`: count and data fetched again.
 * @example refreshAfterCart(runtime);
 */
export function refreshAfterCart(runtime: WishlistRuntime): void {
  void loadCount(runtime);
  void fetchData(runtime);
}
