import packageJson from '../../package.json' with { type: 'json' };
import { html, raw, type SafeHtml } from '../../fixtures/html/html';
import { wpJson } from '../../fixtures/html/wp-json';
import type { LocalizedScript, PageContext, PageView } from '../context';
import { siteGlobals, withShortTimeout } from './globals';
import { wooswVars } from '../parts/wishlist';
import { compareGlobal } from '../parts/compare';
import { THEME_STYLESHEET_PATH } from './stylesheets';

export const SITE_NAME = 'Harbour & Haul Lighting';


/**
 * One localized global as WordPress prints it.
 *
 * @example
 * localizedScript({ id: 'x-js-extra', name: 'x', value: { a: '1' } });
 * // <script id="x-js-extra">var x = {"a":"1"};</script>
 */
export function localizedScript(script: LocalizedScript): SafeHtml {
  return html`<script id="${script.id}">var ${script.name} = ${raw(wpJson(script.value))};</script>`;
}

/**
 * `?demo_referrer=<url>` makes the page report that referrer (`document.referrer`), so QA can
 * arrive "from" a search engine or another site without leaving the demo.
 */
function simulatedReferrer(url: URL): SafeHtml | false {
  const referrer = url.searchParams.get('demo_referrer');
  return referrer !== null && html`<script id="demo-referrer">Object.defineProperty(document, 'referrer', { configurable: true, get: function () { return ${raw(wpJson(referrer))}; } });</script>\n`;
}

/** The canonical URL: path only (plus a search term), so page flags never leak into it. */
function canonical(url: URL): string {
  const search = url.searchParams.get('s');
  return `${url.origin}${url.pathname}${search === null ? '' : `?s=${encodeURIComponent(search)}&post_type=product`}`;
}

/** The templates whose first paint the rules of `single-product.css` keep still: a product and the checkout. */
const PRODUCT_RULES_TEMPLATES = new Set(['single-product', 'woocommerce-checkout']);

/**
 * `<head>`: meta, the theme's stylesheet (with Lantern, on a product page and the checkout, the
 * rules a shop prints for them: `single-product.css`), then the localized globals (jQuery first
 * with `?jquery=1`). The Lantern module follows in the footer (`lanternScript`).
 *
 * The rules go only where their template is, as a shop enqueues a stylesheet for the pages that
 * use it (`is_product()`, `is_checkout()`): every other page would fetch a file it never applies.
 *
 * @example
 * documentHead(context, view);
 */
export function documentHead(context: PageContext, view: PageView): SafeHtml {
  const globals = withShortTimeout([...siteGlobals(context.flags, view.isCart === true), wooswVars(context), compareGlobal(context), ...(view.globals ?? [])], context.flags);
  const productRules = context.flags.lantern && view.bodyClass.some((name) => PRODUCT_RULES_TEMPLATES.has(name));
  return html`<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${view.title} &#8211; ${SITE_NAME}</title>
<link rel="canonical" href="${canonical(context.url)}">
<link rel="stylesheet" id="beacon-theme-css" href="${THEME_STYLESHEET_PATH}" media="all">
${productRules && html`<link rel="stylesheet" id="lantern-single-product-css" href="/demo-assets/single-product.css" media="all">\n`}${simulatedReferrer(context.url)}${context.flags.jquery && html`<script src="/vendor/jquery.js"></script>\n`}${globals.map((script) => html`${localizedScript(script)}\n`)}</head>`;
}

/**
 * Lantern's tag as WordPress prints an enqueued script module on a classic theme: in the
 * footer, with the version as a query (none with `?lantern=0`).
 */
export function lanternScript(context: PageContext): SafeHtml | false {
  return context.flags.lantern && html`<script type="module" src="/lantern/lantern.js?ver=${packageJson.version}" id="lantern-js-module"></script>`;
}
