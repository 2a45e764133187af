/**
 * The wishlist's click code, fetched on the first intent on a wishlist control (or at once on
 * the wishlist page): everything but the page-load path (wishlist.ts).
 */
export { onButton } from './button-click';
export { changeCount, loadCount, refreshAfterCart } from './counts';
export { loadList } from './list-ajax';
export { openWishlist } from './open-popup';
export { runAction } from './popup-clicks';
export { enhanceControls } from './views/controls';
export { closeWishlist } from './views/popups';
