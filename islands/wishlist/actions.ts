/**
 * The wishlist's click code, fetched on the first intent on a wishlist control (or at once on
 * the wishlist page): everything but the page-load path.
 */
export { onButton } from './button-actions';
export { enhanceControls } from './controls';
export { changeCount, loadCount, refreshAfterCart } from './counts';
export { closeWishlist } from './dialog';
export { openWishlist } from './popup-content';
export { runAction } from './popup';
export { wirePopups } from './popup-keys';
export { loadList } from './list-ajax';
