import { OWN_PREFIX } from './prefix';

/**
 * Subscribes to one of our own events (`window.lantern.on`). Accepts `added-to-cart` or
 * `lantern:added-to-cart`; returns an unsubscribe function. Kept apart from the emitters so
 * the loader carries only this.
 *
 * @example
 * const off = onOwn('added-to-cart', (detail) => console.log(detail));
 */
export function onOwn(name: string, listener: (detail: unknown) => void): () => void {
  const type = name.startsWith(OWN_PREFIX) ? name : OWN_PREFIX + name;
  const wrapped = (event: Event) => listener((event as CustomEvent<unknown>).detail);
  document.addEventListener(type, wrapped);
  return () => document.removeEventListener(type, wrapped);
}
