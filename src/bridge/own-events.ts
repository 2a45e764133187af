import { OWN_PREFIX } from './prefix';

/**
 * Our own events that have no classic counterpart (e.g. `add-to-cart-failed`).
 * @example emitOwn('add-to-cart-failed', { button, reason: 'timeout' });
 */
export function emitOwn(name: string, detail: object): void {
  document.body.dispatchEvent(new CustomEvent(OWN_PREFIX + name, { bubbles: true, detail }));
}
