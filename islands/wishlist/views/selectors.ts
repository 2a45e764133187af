/** The plugin's wishlist buttons. */
export const BUTTON = '.woosw-btn';

/**
 * Every list and popup control the wishlist script handles. The first-load code catches
 * clicks on them and hands them to the click code (`clicks.ts`).
 */
export const ACTION_SELECTOR = [
  '.woosw-item--remove span',
  '.woosw-item--add span',
  '.woosw-popup-close',
  '.woosw-empty',
  '.woosw-item--note',
  '.woosw-continue',
  '.woosw-manage',
  '.woosw-view-wishlist',
  '.woosw-set-default',
  '.woosw-delete-wishlist',
  '.woosw_add_note',
  '#woosw_add_wishlist',
  '#woosw_copy_url',
  '#woosw_copy_btn',
].join(', ');

/** Links that open the popup when `menu_action` is `open_popup`. */
export const MENU_LINKS = '.woosw-menu-item a, .woosw-menu a, .woosw-link.woosw-link-auto a';
/** Links that always open the popup. */
export const POPUP_LINKS = '.woosw-link.woosw-link-popup a';
/** My-account's 'Wishlist' link: opens the popup when `page_myaccount` is `yes_popup`. */
export const ACCOUNT_LINK = '.woocommerce-MyAccount-navigation-link--wishlist a';
/** Controls the quick-view plugin prints in the popup: they close it. */
export const QUICK_VIEW = '#woosw_wishlist .woosq-link, #woosw_wishlist .woosq-btn';
