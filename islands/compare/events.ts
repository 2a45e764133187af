import { emit } from '../../src/bridge/events';
import type { WOOSC } from '../../src/bridge/compare-names';

type CountEvent = (typeof WOOSC)[keyof typeof WOOSC];

/**
 * The plugin's event on `document.body` (when jQuery is there) with `[count]`, and ours.
 * @example emitCount(WOOSC.added, 2);
 */
export function emitCount(name: CountEvent, count: number): void {
  emit(name, [count], { count });
}
