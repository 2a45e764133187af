import { onClassic } from '../../src/bridge/events';
import { onOwn } from '../../src/bridge/on-own';
import type { WishlistRuntime } from './state/runtime';
import { CART } from '../../src/bridge/cart-names';

function productIdOf(button: unknown): string {
  const element = button instanceof Element ? button : (button as { get?: (index: number) => unknown } | null)?.get?.(0);
  return element instanceof HTMLElement ? (element.dataset.product_id ?? '') : '';
}

function removeRows(productId: string): void {
  if (!/^\d+$/.test(productId)) return;
  document.querySelectorAll(`.woosw-item-${productId}`).forEach((row) => row.remove());
}

/**
 * `auto_remove` = yes: the server drops a product from the list when it goes to the cart, so
 * its rows leave the view and count and data are fetched again. Heard from Lantern's own add
 * to cart and from a classic `added_to_cart` another script triggers. Loaded only when the
 * setting is on. `refresh` fetches count and data again (with the click code, which the page
 * may not have fetched yet).
 *
 * @example watchCartAdds(runtime, () => refreshAfterCart(runtime));
 */
export function watchCartAdds(runtime: WishlistRuntime, refresh: () => void): void {
  // One add can be heard twice (the classic event, and ours when the cart island relays it):
  // the refresh is coalesced into one.
  let scheduled = false;
  const onAdded = (productId: string) => {
    removeRows(productId);
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      if (!runtime.signal.aborted) refresh();
    }, 0);
  };
  onOwn(CART.addedToCart[1], (detail) => onAdded(String(detail?.productId ?? '')), runtime.signal);
  onClassic(CART.addedToCart, (args) => onAdded(productIdOf(args[2])), runtime.signal);
}
