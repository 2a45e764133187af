import { holdsCookieFrom } from '../dom/cookies';
import { readItem } from '../dom/storage';

/** `globalThis[global][key]`, a plugin's localized setting, when there is one. */
function settingOf(global: string, key: string): unknown {
  const settings: unknown = (globalThis as Record<string, unknown>)[global];
  return settings && typeof settings === 'object' ? (settings as Record<string, unknown>)[key] : undefined;
}

/**
 * Whether a row with `idleWhen` mounts when idle rather than on its own strategy: a cookie
 * named `cookie…` holds a value (other than the one the `unused` storage item names),
 * `selector` matches, nothing matches `missing`, or `globalThis[global][key]` is `value`
 * (`setting`, as `[global, key, value]`). Called from the page chunk's rows, which
 * the build writes (src/build/surface-module.ts); empty strings mean "no such condition".
 *
 * @example idleWhen('woosc_products', '.woosc-page') // true for a shopper with a compare list
 */
export function idleWhen(cookie: string, selector: string, unused = '', missing = '', setting: readonly unknown[] = []): boolean {
  const [global, key, value] = setting;
  return (
    (cookie !== '' && holdsCookieFrom(cookie, unused ? readItem('localStorage', unused) : null)) ||
    (selector !== '' && document.querySelector(selector) !== null) ||
    (missing !== '' && document.querySelector(missing) === null) ||
    (typeof global === 'string' && typeof key === 'string' && settingOf(global, key) === value)
  );
}

/**
 * `trigger` joined with the selector `globalThis[global][key]` holds, when that is a selector the
 * browser accepts (a bad one would break the whole list). Called from the page chunk's rows.
 *
 * @example withSetting('.woosc-btn', 'woosc_vars', 'open_button') // '.woosc-btn,.open-compare-btn'
 */
export function withSetting(trigger: string, global: string, key: string): string {
  const value = settingOf(global, key);
  const extra = typeof value === 'string' ? value.trim() : '';
  try {
    return extra ? (document.querySelector(extra), trigger ? `${trigger},${extra}` : extra) : trigger;
  } catch {
    return trigger;
  }
}
