import type { LanternEventMap } from './names';
import { OWN_PREFIX } from './prefix';

/**
 * Subscribes to one of our own events (`window.lantern.on`), with the listener typed by the
 * event's name through `Events` (our {@link LanternEventMap} unless told otherwise). Accepts
 * `added-to-cart` or `lantern:added-to-cart`; returns an unsubscribe function. Kept apart from
 * the emitters so the loader carries only this.
 *
 * @example
 * const off = onOwn('added-to-cart', (detail) => console.log(detail.cartHash));
 */
export function onOwn<Events extends object = LanternEventMap, N extends keyof Events & string = keyof Events & string>(
  name: N | `${typeof OWN_PREFIX}${N}`,
  listener: (detail: Events[N]) => void,
): () => void {
  const type = name.startsWith(OWN_PREFIX) ? name : OWN_PREFIX + name;
  const wrapped = (event: Event) => listener((event as CustomEvent<Events[N]>).detail);
  document.addEventListener(type, wrapped);
  return () => document.removeEventListener(type, wrapped);
}
