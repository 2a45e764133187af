import { asRecord } from '../../src/config/records';

const NAMESPACE = 'woocommerce/order-attribution';
const CHECKOUT_STORE = 'wc/store/checkout';
type Globals = Record<string, unknown>;

/**
 * Puts the attribution values in the block checkout's store as extension data under
 * `woocommerce/order-attribution` (`setExtensionData`, or the older
 * `__internalSetExtensionData`), when the store is on the page. Returns whether it was.
 *
 * @example
 * pushToCheckoutStore(window, { source_type: 'utm' });
 */
export function pushToCheckoutStore(win: Window, values: Record<string, string>): boolean {
  const globals = win as unknown as Globals;
  const data = asRecord(asRecord(globals.wp)?.data);
  const blocks = asRecord(asRecord(globals.wc)?.wcBlocksData);
  if (!data || typeof data.dispatch !== 'function' || !blocks) return false;
  const store = asRecord((data.dispatch as (key: unknown) => unknown)(blocks.CHECKOUT_STORE_KEY ?? CHECKOUT_STORE));
  const set = store?.setExtensionData ?? store?.__internalSetExtensionData;
  if (typeof set !== 'function') return false;
  (set as (namespace: string, values: unknown, replace: boolean) => void).call(store, NAMESPACE, values, true);
  return true;
}

/**
 * Calls `push` once the block checkout's store reports its first change, for a store that
 * registers after the attribution ran (WooCommerce's one-shot `wp.data.subscribe`).
 *
 * @example
 * whenCheckoutStoreLoads(window, () => pushToCheckoutStore(window, latestValues()), signal);
 */
export function whenCheckoutStoreLoads(win: Window, push: () => void, signal: AbortSignal): void {
  const data = asRecord(asRecord((win as unknown as Globals).wp)?.data);
  if (!data || typeof data.subscribe !== 'function') return;
  let unsubscribe: unknown;
  const once = () => {
    if (typeof unsubscribe === 'function') (unsubscribe as () => void)();
    unsubscribe = undefined;
    if (!signal.aborted) push();
  };
  unsubscribe = (data.subscribe as (listener: () => void, store?: string) => unknown)(once, CHECKOUT_STORE);
  signal.addEventListener('abort', () => {
    if (typeof unsubscribe === 'function') (unsubscribe as () => void)();
  });
}
