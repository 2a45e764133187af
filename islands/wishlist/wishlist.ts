/**
 * WPC Smart Wishlist's first load: the page's list (cache or server) taken in, the buttons
 * marked and following variations, and every wishlist click caught and handed to the click
 * code (clicks.ts), which is fetched on the first intent on a wishlist control.
 */
import { onClassic } from '../../src/bridge/events';
import { onActivate } from '../../src/dom/activate';
import { leftToAnotherHandler } from '../../src/bridge/foreign-handlers';
import { navigate } from '../../src/dom/navigate';
import { iconButtonLabel } from '../../src/ui/icon-button-label';
import { attachTooltips } from '../../src/ui/tooltip';
import type { MountContext } from '../../src/runtime/types';
import { codeDidNotCome, codeOnUse } from '../../src/runtime/code-on-use';
import { WISHLIST } from '../../src/bridge/wishlist-names';
import type * as Clicks from './clicks';
import { applyData, fetchData } from './data-refresh';
import { readCachedData } from './state/data';
import { wishlistKey } from './state/key';
import type { WishlistRuntime } from './state/runtime';
import { readWishlistSettings } from './state/settings';
import { wishlistState } from './state/slice';
import { watchVariations } from './variations';
import { isAdded, setLook } from './views/buttons';
import { ACCOUNT_LINK, ACTION_SELECTOR, BUTTON, MENU_LINKS, POPUP_LINKS, QUICK_VIEW } from './views/selectors';

/** Spec 9.2: the refresh after a page served right after an add to cart waits 300 ms. */
const AFTER_CART_REFRESH_MS = 300;

/**
 * The wishlist's click code (clicks.ts): not part of the first load, so a page pays for it only
 * when the shopper shows intent on a wishlist control (or the page holds a wishlist list). A
 * fetch that failed is made again by the next use.
 */
const clickCode: () => Promise<typeof Clicks> = codeOnUse(() => import('./clicks'));

/** Count and data again, after the server took a product out of the list (`auto_remove`). */
function refreshAfterCart(runtime: WishlistRuntime): void {
  void clickCode().then((clicks) => clicks.refreshAfterCart(runtime), codeDidNotCome);
}

/** Page load: the key, then the list from the session cache or, when that fails, the server. */
function loadOnce(runtime: WishlistRuntime): void {
  const { settings } = runtime;
  const key = wishlistKey();
  wishlistState(runtime.store).setKey(key);
  const cached = readCachedData(key);
  const countWanted = settings.reloadCount || document.querySelector('.woosw-custom-menu-item') !== null;
  const showCount = (ids: object) => {
    if (countWanted) void clickCode().then((clicks) => clicks.changeCount(Object.keys(ids).length, runtime), codeDidNotCome);
  };
  if (cached) {
    applyData(cached, runtime, { fromCache: true });
    showCount(cached.ids);
  }
  if (settings.autoRemove && settings.addedToCart) {
    // The server just dropped what went to the cart: one refresh after 300 ms covers the load.
    const timer = setTimeout(() => refreshAfterCart(runtime), AFTER_CART_REFRESH_MS);
    runtime.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  } else if (!cached) {
    void fetchData(runtime).then((data) => data && showCount(data.ids));
  }
  if (document.querySelector('.woosw-list-ajax')) void clickCode().then((clicks) => clicks.loadList(runtime), codeDidNotCome);
}

/** Pointer over, focus or touch on a wishlist control fetches the click code before the click. */
function preloadOnIntent(selector: string, signal: AbortSignal): void {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    controller.abort();
    void clickCode().catch(() => undefined);
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, { signal: controller.signal, passive: true });
  }
}

/** Closed popups are out of the tab order until they open. */
function closePopupsForKeyboard(): void {
  document.querySelectorAll('.woosw-popup').forEach((popup) => popup.toggleAttribute('inert', !popup.classList.contains('woosw-show')));
}

/** Whether a menu, link or account click opens the popup under the current settings. */
function linkOpensPopup(link: HTMLElement, runtime: WishlistRuntime): boolean {
  const { settings } = runtime;
  return (
    link.matches(POPUP_LINKS) ||
    (link.matches(MENU_LINKS) && settings.menuAction === 'open_popup') ||
    (link.matches(ACCOUNT_LINK) && settings.pageMyAccount === 'yes_popup')
  );
}

let live: AbortSignal | null = null;

/**
 * WPC Smart Wishlist on its own markup. This first-load part keeps the key cookie, reads the
 * cached data or fetches it, marks the buttons, follows variations and catches every wishlist
 * click; what a click does (buttons, popups, the list's controls, counts) is fetched on the
 * first intent on a wishlist control, or at once on a page showing a list. Mounted by either
 * definition (`wishlist`, `wishlist-links`); a second mount while one is live does nothing.
 */
export function mount(context: MountContext): void {
  // Both definitions (buttons, links) mount this; one live mount serves the page.
  if (live && !live.aborted) return;
  live = context.signal;
  const runtime: WishlistRuntime = {
    settings: readWishlistSettings(),
    store: context.store,
    signal: context.signal,
  };
  const { signal } = runtime;
  /** Runs `work` with the click code; `undo` takes back what the click showed when that code did not come. */
  const run = (work: (clicks: typeof Clicks) => unknown, undo?: () => void) => {
    void clickCode().then(work, (error: unknown) => {
      undo?.();
      codeDidNotCome(error);
    });
  };
  closePopupsForKeyboard();
  // The theme's tooltips (tooltipster in the reference) on the wishlist buttons and on WPC Smart
  // Quick View's beside them on the same cards: the label of a button that shows only its icon,
  // on hover and on keyboard focus.
  attachTooltips({ selector: `${BUTTON}, .woosq-btn`, text: iconButtonLabel, signal });
  loadOnce(runtime);
  if (document.querySelector('.woosw-list')) run((clicks) => document.querySelectorAll('.woosw-list').forEach((list) => clicks.enhanceControls(list)));
  preloadOnIntent(`${BUTTON}, ${MENU_LINKS}, ${POPUP_LINKS}, ${ACCOUNT_LINK}, ${ACTION_SELECTOR}`, signal);

  onActivate(BUTTON, (button, event) => {
    // WPC Smart Wishlist's own script, kept under another tag (a joined file), adds it itself.
    if (leftToAnotherHandler(event, button, 'wishlist', BUTTON)) return;
    event.preventDefault();
    // A button waiting on its own request takes no second click.
    if (button.getAttribute('aria-busy') === 'true') return;
    // The spinner shows at once, even while the click code is still on its way; without that
    // code the button is as it was, for the next click to try again.
    const added = isAdded(button);
    if (!added) setLook(button, 'adding', runtime.settings);
    run((clicks) => clicks.onButton(button, runtime), () => added || setLook(button, 'normal', runtime.settings));
  }, signal);
  onActivate(`${MENU_LINKS}, ${POPUP_LINKS}, ${ACCOUNT_LINK}`, (link, event) => {
    if (!linkOpensPopup(link, runtime)) return;
    event.preventDefault();
    run((clicks) => clicks.openWishlist(runtime, link));
  }, signal);
  onActivate(ACTION_SELECTOR, (control, event) => {
    event.preventDefault();
    run((clicks) => clicks.runAction(control, runtime));
  }, signal);
  onActivate(QUICK_VIEW, () => run((clicks) => clicks.closeWishlist()), signal);
  document.addEventListener('change', (event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && select.matches('.woosw-switcher-dropdown')) navigate(select.value);
  }, { signal });

  watchVariations(runtime);
  // Buttons come later only where a product list, a button or a quick view is: the code that
  // marks them comes with the first such page, apart from the load's.
  if (document.querySelector(`${BUTTON}, .products, .woosq-btn`)) void import('./late-buttons').then((module) => module.watchLateButtons(runtime), codeDidNotCome);
  if (runtime.settings.autoRemove) void import('./auto-remove').then((module) => module.watchCartAdds(runtime, () => refreshAfterCart(runtime)), codeDidNotCome);
  // The plugin hears these on document: triggered there or on the body.
  onClassic(WISHLIST.wishlistRefreshData, () => void fetchData(runtime), signal, document);
  onClassic(WISHLIST.wishlistRefreshCount, () => run((clicks) => clicks.loadCount(runtime)), signal, document);
}
