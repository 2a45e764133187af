import type { IslandSpec } from '../../src/build/island-spec';
import { UNUSED_KEY_ITEM } from './state/unused-key';

/**
 * WPC Smart Wishlist's frontend on its real markup: one page-wide behaviour, as the plugin's
 * script is. Pages with wishlist buttons or a wishlist list mount it when idle (buttons are
 * re-marked from the list on load); early clicks on a button are held and replayed.
 */
export const wishlist = {
  name: 'wishlist',
  kind: 'page',
  // The switcher is printed with the list: the list's selector covers its page.
  adopt: '.woosw-btn, .woosw-list, .woosw-list-ajax',
  // A shopper without a wishlist key has an empty list: the buttons are right as printed, so the
  // code waits for intent (docs/decisions/0019-plugins-wait-for-a-list.md).
  hydrate: 'interaction',
  idleWhen: { cookie: 'woosw_key', selector: '.woosw-list,.woosw-list-ajax', unusedItem: UNUSED_KEY_ITEM },
  holdClicks: true,
  pendingClass: 'woosw-adding',
  trigger: '.woosw-btn',
  surface: 'wishlist',
  module: 'wishlist/wishlist',
} satisfies IslandSpec;

/**
 * The same behaviour on pages that only show the wishlist's links (the menu item, the
 * `[woosw_link]`, the account tab) and the popup area: nothing there needs it before the
 * shopper interacts with the page, so it is fetched then (or on intent on a link, whose click
 * is held and replayed).
 */
export const wishlistLinks = {
  name: 'wishlist-links',
  kind: 'page',
  // The plugin prints its popup area on every page it runs on.
  adopt: '#woosw_wishlist, .woosw-menu-item',
  hydrate: 'interaction',
  // A saved key may mean a count to reload on load (`reload_count`).
  idleWhen: { cookie: 'woosw_key', unusedItem: UNUSED_KEY_ITEM },
  holdClicks: true,
  // Menu items and menus, `[woosw_link]`, the account tab (`…-navigation-link--wishlist`).
  trigger: '[class*=woosw-menu] a, .woosw-link a, [class*=link--wishlist] a',
  surface: 'wishlist',
  module: 'wishlist/wishlist',
} satisfies IslandSpec;
