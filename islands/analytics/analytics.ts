import { onOwn } from '../../src/bridge/on-own';
import { asRecord } from '../../src/config/records';
import { codeDidNotCome } from '../../src/runtime/code-on-use';
import type { MountContext } from '../../src/runtime/types';

/**
 * Analytics events in gtag's form (spec 7.13, 9.1), on the data Google Analytics for
 * WooCommerce prints (`window.ga4w`): `add_to_cart` after each of Lantern's adds (and once for a
 * product page's form add, `data.added_to_cart`), `purchase` on the order-received page from
 * `data.order`. Prices follow one rule (`toMajorUnits`). Nothing is sent when the shop turned
 * the event off, and a missing or blocked tag changes nothing for the shopper. On most pages
 * there is nothing to send until the shopper adds: the code that builds events comes then.
 *
 * @example
 * // window.ga4w = { data: { products: [...] }, settings: { events: ['add_to_cart', 'purchase'] } }
 * mount(createMountContext(document.body, controller.signal));
 */
export function mount({ signal }: MountContext): void {
  const events = () => import('./gtag-events');
  const off = onOwn('added-to-cart', (detail) => void events().then(({ sendAdded }) => sendAdded(detail), codeDidNotCome));
  signal.addEventListener('abort', off);
  const data = asRecord(asRecord((window as unknown as { ga4w?: unknown }).ga4w)?.data);
  if (data?.added_to_cart || data?.order) void events().then(({ sendPageEvents }) => sendPageEvents(), codeDidNotCome);
}
