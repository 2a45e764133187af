import type { LanternEventMap, LanternEventName } from './names';
import { OWN_PREFIX } from './prefix';

/**
 * Dispatches one of our own events, with the detail its name calls for. Used alone for
 * events without a classic counterpart, and when the classic listeners already heard it.
 *
 * @example
 * emitOwn(ADD_TO_CART_FAILED, { button, error: { kind: 'timeout' } });
 */
export function emitOwn<N extends LanternEventName>(name: N, detail: LanternEventMap[N]): void {
  document.body.dispatchEvent(new CustomEvent(OWN_PREFIX + name, { bubbles: true, detail }));
}
