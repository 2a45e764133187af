import { holdsCookieFrom } from '../dom/cookies';
import { readItem } from '../dom/storage';

/**
 * Whether a row with `idleWhen` mounts when idle rather than on its own strategy: a cookie
 * named `cookie…` holds a value (other than the one the `unused` storage item names),
 * `selector` matches, or nothing matches `missing`. Called from the page chunk's rows, which
 * the build writes (src/build/surface-module.ts); empty strings mean "no such condition".
 *
 * @example idleWhen('woosc_products', '.woosc-page') // true for a shopper with a compare list
 */
export function idleWhen(cookie: string, selector: string, unused = '', missing = ''): boolean {
  return (
    (cookie !== '' && holdsCookieFrom(cookie, unused ? readItem('localStorage', unused) : null)) ||
    (selector !== '' && document.querySelector(selector) !== null) ||
    (missing !== '' && document.querySelector(missing) === null)
  );
}

/**
 * `trigger` joined with the selector `globalThis[global][key]` holds, when that is a selector the
 * browser accepts (a bad one would break the whole list). Called from the page chunk's rows.
 *
 * @example withSetting('.woosc-btn', 'woosc_vars', 'open_button') // '.woosc-btn,.open-compare-btn'
 */
export function withSetting(trigger: string, global: string, key: string): string {
  const settings: unknown = (globalThis as Record<string, unknown>)[global];
  const value = settings && typeof settings === 'object' ? (settings as Record<string, unknown>)[key] : undefined;
  const extra = typeof value === 'string' ? value.trim() : '';
  try {
    return extra ? (document.querySelector(extra), trigger ? `${trigger},${extra}` : extra) : trigger;
  } catch {
    return trigger;
  }
}
