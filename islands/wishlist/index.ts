import type { IslandSpec } from '../../src/build/island-spec';

/**
 * WPC Smart Wishlist's frontend on its real markup. One page-wide behaviour, as the plugin's
 * script is: the buttons, the popup area the plugin prints in the footer, the wishlist page's
 * list and switcher, menu items and links. Early clicks on a button or a wishlist link are held
 * and replayed once the code is in. The popups' own code is fetched on first use.
 */
export const wishlist = {
  name: 'wishlist',
  kind: 'page',
  adopt: '.woosw-btn, #woosw_wishlist, .woosw-list, .woosw-list-ajax, .woosw-menu-item, .woosw-link, .woosw-switcher-dropdown',
  hydrate: 'idle',
  holdClicks: true,
  pendingClass: 'woosw-adding',
  trigger: '.woosw-btn, .woosw-menu-item a, .woosw-menu a, .woosw-link a, .woocommerce-MyAccount-navigation-link--wishlist a',
  surface: 'wishlist',
  module: 'wishlist/wishlist',
} satisfies IslandSpec;
