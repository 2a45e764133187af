import type { LanternEventMap } from './names';
import { OWN_PREFIX } from './prefix';

/**
 * The one way to listen to our own events (`window.lantern.on` too), with the listener typed by
 * the event's name through `Events` (our {@link LanternEventMap} unless told otherwise). Accepts
 * `added-to-cart` or `lantern:added-to-cart`; hears it on `document` unless given another
 * `target` (a variation form), until `signal` aborts or the returned function is called. The
 * listener gets the detail and the event (its `target` is the element it came from). Kept apart
 * from the emitters so the loader carries only this.
 *
 * @example
 * const off = onOwn('added-to-cart', (detail) => console.log(detail.cartHash));
 * onOwn(VARIATION.hideVariation[1], () => hideStock(), signal, form);
 */
export function onOwn<Events extends object = LanternEventMap, N extends keyof Events & string = keyof Events & string>(
  name: N | `${typeof OWN_PREFIX}${N}`,
  listener: (detail: Events[N], event: Event) => void,
  signal?: AbortSignal,
  target: EventTarget = document,
): () => void {
  const type = name.startsWith(OWN_PREFIX) ? name : OWN_PREFIX + name;
  const wrapped = (event: Event) => listener((event as CustomEvent<Events[N]>).detail, event);
  target.addEventListener(type, wrapped, { signal });
  return () => target.removeEventListener(type, wrapped);
}
