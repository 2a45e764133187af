import { cartState } from '../store/cart-slice';

let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs cart requests one at a time, in the order they were asked for (WooCommerce's add and
 * remove share one queue so the server never sees two cart mutations at once).
 *
 * @example
 * const reply = await enqueueCartRequest(() => addToCart(fields, settings));
 */
export function enqueueCartRequest<T>(task: () => Promise<T>): Promise<T> {
  cartState().requestStarted();
  const run = tail.then(task);
  tail = run.then(
    () => cartState().requestSettled(),
    () => cartState().requestSettled(),
  );
  return run;
}
