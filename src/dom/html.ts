import type { Config, DOMPurify } from 'dompurify';

/**
 * The one place strings become DOM. Two doors, chosen by where the string came from:
 *
 * - `trustedFragment`: HTML the shop's server wrote (cart fragments, plugin replies). It is
 *   used as it is; scripts in it stay inert, as with any HTML parsed through the DOM.
 * - `sanitizedFragment`: any other string, above all what the shopper typed. It goes through
 *   DOMPurify, fetched on first use so that only the chunks that need it pay for it.
 *
 * Plain text never needs either: `setText` writes it as text.
 */

let purifier: Promise<DOMPurify> | undefined;

function loadPurifier(): Promise<DOMPurify> {
  purifier ??= import('dompurify').then((module) => module.default);
  return purifier;
}

/**
 * Parses trusted server HTML into a fragment ready to insert. Never pass it anything the
 * shopper typed: use {@link sanitizedFragment}.
 *
 * @example
 * region.replaceWith(trustedFragment(reply.fragments['div.widget_shopping_cart_content']));
 */
export function trustedFragment(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * Parses untrusted HTML with DOMPurify: scripts, event handler attributes and `javascript:`
 * URLs are removed, ordinary markup is kept.
 *
 * `config` narrows what is kept (DOMPurify's own options, e.g. `ALLOWED_TAGS`).
 *
 * @example
 * note.replaceChildren(await sanitizedFragment(shopperNote));
 */
export async function sanitizedFragment(html: string, config: Config = {}): Promise<DocumentFragment> {
  const purify = await loadPurifier();
  return purify.sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
}

/**
 * The text a string shows once read as HTML: tags are dropped, entities decoded. Parsed in
 * an inert document, so nothing in it loads or runs.
 *
 * @example
 * htmlToText('12 <b>Main</b> St') // '12 Main St'
 */
export function htmlToText(value: string): string {
  return new DOMParser().parseFromString(value, 'text/html').body.textContent;
}

/**
 * Writes a string as text: nothing in it is read as markup.
 *
 * @example
 * setText(searchEcho, `Results for ${query}`);
 */
export function setText(element: Node, text: string): void {
  element.textContent = text;
}
