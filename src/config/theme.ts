import { pageGlobal } from './settings';
import { toRecord, toText } from './coerce';

/** What Lantern knows of the theme: its slug names its admin-ajax actions (`{slug}_login`, ...). */
export interface ThemeSettings {
  /** e.g. `postero`; empty when nothing on the page names it. */
  slug: string;
  /** The theme's localized `{slug}Ajax.ajaxurl`, else WordPress's admin-ajax path. */
  ajaxUrl: string;
}

/** Theme markup whose class carries the slug, e.g. `form.postero-login-form-ajax`. */
const SLUG_MARKERS: readonly [selector: string, pattern: RegExp][] = [
  ['form[class*="-login-form-ajax"]', /(?:^|\s)([a-z0-9_]+)-login-form-ajax(?:\s|$)/],
  ['[class*="-handheld-footer-bar"]', /(?:^|\s)([a-z0-9_]+)-handheld-footer-bar(?:\s|$)/],
];

/** The slug from a localized `{slug}Ajax = { ajaxurl }` global, as every theme of the family prints one. */
function slugFromGlobals(): string {
  const name = Object.keys(globalThis).find((key) => /^[a-z0-9_]+Ajax$/.test(key) && 'ajaxurl' in toRecord(pageGlobal(key)));
  return name ? name.slice(0, -'Ajax'.length) : '';
}

function slugFromMarkup(doc: Document): string {
  for (const [selector, pattern] of SLUG_MARKERS) {
    for (const element of Array.from(doc.querySelectorAll(selector))) {
      const match = pattern.exec(element.className);
      if (match?.[1]) return match[1];
    }
  }
  return '';
}

/**
 * Reads the theme's slug and AJAX URL: `lantern_config.theme` when the site sets it, else the
 * theme's localized `{slug}Ajax` global, else its own class names in the markup.
 *
 * @example
 * // var posteroAjax = { ajaxurl: "/wp-admin/admin-ajax.php" };
 * readTheme(document, '/wp-admin/admin-ajax.php'); // { slug: 'postero', ajaxUrl: '/wp-admin/admin-ajax.php' }
 */
export function readTheme(doc: Document, adminAjaxUrl: string): ThemeSettings {
  const slug = toText(pageGlobal('lantern_config').theme, '') || slugFromGlobals() || slugFromMarkup(doc);
  const ajaxUrl = slug ? toText(pageGlobal(`${slug}Ajax`).ajaxurl, adminAjaxUrl) : adminAjaxUrl;
  return { slug, ajaxUrl: ajaxUrl || adminAjaxUrl };
}
