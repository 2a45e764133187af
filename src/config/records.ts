/** Map from a page selector to the server HTML that replaces it. */
export type Fragments = Record<string, string>;

/**
 * True for a plain JSON object (not null, not an array): what a reply, a cached map or a
 * props script must be before its keys are read.
 *
 * @example
 * isRecord(JSON.parse('{"a":1}')) // true
 * isRecord(JSON.parse('[1]')) // false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The value as a record, or null when it is not one.
 *
 * @example
 * const body = asRecord(reply.value);
 * if (!body) return fail({ kind: 'invalid-reply', detail: 'not an object' });
 */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return isRecord(value) ? value : null;
}

/**
 * Reads a fragments map from anything (a reply, sessionStorage, a third party's event). Only
 * string values are kept: a fragment that is not HTML text cannot replace anything.
 *
 * @returns null when the value is not a map at all
 * @example
 * readFragments({ '.count': '<span class="count">2</span>', '.bad': 3 }) // { '.count': '<span …>' }
 */
export function readFragments(value: unknown): Fragments | null {
  if (!isRecord(value)) return null;
  const fragments: Fragments = {};
  for (const [selector, html] of Object.entries(value)) if (typeof html === 'string') fragments[selector] = html;
  return fragments;
}

/**
 * The one JSON reader for text from outside (a reply, a storage, a data attribute, a props
 * script): its value, or undefined (which JSON never gives) when the text is not JSON.
 *
 * @example
 * parseJson('{"a":1}') // { a: 1 }
 * parseJson('<!DOCTYPE html>…') // undefined
 */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Parses JSON text into a record; broken JSON or anything but an object gives null.
 *
 * @example
 * parseRecord(script.textContent ?? '') ?? {}
 */
export function parseRecord(text: string): Record<string, unknown> | null {
  return asRecord(parseJson(text));
}

/**
 * True when a reply meant to be a fragment of HTML (or the plugin's short message) is a whole
 * document instead: PHP's fatal error screen, a host's or proxy's error page, a login page, sent
 * with status 200. Such a page is a failure, never content to show.
 *
 * @example
 * if (isWholePage(text)) return fail({ kind: 'invalid-reply', detail: 'an error page' });
 */
export function isWholePage(text: string): boolean {
  return /^\s*<(!doctype\s|html[\s>])/i.test(text);
}
