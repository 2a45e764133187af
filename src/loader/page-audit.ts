import type { DoubleHandler, LanternReport, LeftSurface, UnhandledMarkup } from '../runtime/report-types';
import { decideSurfaces, type HandoverDecision, type PageFacts } from './handover';
import { HANDOVER_REPORT_NOTES } from './handover-report-table';

/** jQuery itself: it stays while anything in `needJQuery` does. */
const JQUERY_ITSELF = new Set(['jquery', 'jquery-core', 'jquery-migrate']);

/** jQuery's own file, printed without a handle (`<script src="/js/jquery.min.js">`). */
const JQUERY_FILE = /(?:^|\/)jquery(?:-\d[\w.]*)?(?:\.min)?\.js(?:[?#]|$)/;

/** Handles known to run without jQuery. */
const JQUERY_FREE = new Set([
  'sourcebuster-js', 'js-cookie', 'wc-js-cookie', 'underscore', 'wp-hooks', 'wp-i18n', 'wp-polyfill', 'regenerator-runtime',
  'wp-api-fetch', 'wp-url', 'wp-dom-ready', 'photoswipe', 'photoswipe-ui-default', 'wc-photoswipe', 'wc-photoswipe-ui-default',
  'wc-address-autocomplete', 'wp-emoji-release', 'google-tag-manager', 'elementor-webpack-runtime', 'elementor-pro-webpack-runtime', 'swiper',
  // Storefront's navigation (its other scripts are surfaces of their own) and sticky add to cart.
  'storefront-navigation', 'storefront-sticky-add-to-cart',
]);

/** Handles known to need jQuery (WooCommerce's, the themes' and plugins' usual ones). */
const JQUERY_USERS = new Set([
  'jquery-blockui', 'wc-jquery-blockui', 'wc-cart', 'wc-checkout', 'wc-country-select', 'wc-address-i18n', 'selectWoo', 'wc-selectWoo',
  'select2', 'flexslider', 'wc-flexslider', 'zoom', 'wc-zoom', 'wp-util', 'jquery-ui-core', 'jquery-ui-mouse', 'jquery-ui-slider',
  'jquery-ui-sortable', 'jquery-touch-punch', 'wc-lost-password', 'wc-add-payment-method', 'wc-credit-card-form', 'elementor-frontend',
  'elementor-frontend-modules', 'elementor-waypoints', 'imagesloaded', 'woosq-frontend', 'perfect-scrollbar', 'cfvsw_swatches_product',
]);

/** A use of jQuery in a script's text (`jQuery`, `$(document)`, `$(function`, `$.ajax`, ...). */
const USES_JQUERY = /\bjQuery\b|(?:^|[^\w$.])\$\(\s*(?:document|window|function|['"])|(?:^|[^\w$.])\$\.(?:fn|ajax|post|get|each|extend)\b/;

/** Markup of plugins Lantern knows of but does not handle: their scripts must stay. */
const KNOWN_MARKUP: readonly Omit<UnhandledMarkup, 'count'>[] = [
  { plugin: 'WPC Smart Quick View', selector: '.woosq-btn, .woosq-link' },
  { plugin: 'YITH WooCommerce Wishlist', selector: '.yith-wcwl-add-to-wishlist' },
  { plugin: 'YITH WooCommerce Quick View', selector: '.yith-wcqv-button' },
  { plugin: 'WooCommerce Blocks mini cart', selector: '.wc-block-mini-cart' },
  { plugin: 'WooCommerce Blocks cart or checkout', selector: '.wp-block-woocommerce-cart, .wp-block-woocommerce-checkout' },
];

/** An island as the audit needs it: its name and the markup it adopts. */
export interface AuditedIsland {
  name: string;
  adopt?: string;
}

export interface AuditOptions {
  /** Script sources by `src`, when the caller could read them (`lantern doctor` on a live shop). */
  sources?: ReadonlyMap<string, string>;
}

function count(doc: ParentNode, selector: string | undefined): number {
  if (!selector) return 0;
  try {
    return doc.querySelectorAll(selector).length;
  } catch {
    return 0;
  }
}

/** The report's note on what else handing this surface over takes, if it has one. */
function alsoNote(decision: HandoverDecision): string {
  const also = HANDOVER_REPORT_NOTES[decision.surface.name]?.handOverAlso;
  return also ? `; ${also}` : '';
}

const WHY: Record<LeftSurface['reason'], (decision: HandoverDecision) => string> = {
  configured: () => 'lantern_config.surfaces says leave',
  'script-kept': (decision) =>
    `its script ${decision.handle ?? ''} is still printed (id="${decision.handle ?? ''}-js"): dequeue it to hand the surface over${alsoNote(decision)}`,
  'never-loaded': (decision) =>
    `the shop does not load it (no ${(decision.surface.onlyWith ?? []).join(', ')} global and no ${decision.surface.handles.map((handle) => `${handle}-js`).join(', ')} script); if you dequeued it, keep its globals printed`,
};

/** The PHP that hands `handles` over: their files go, their settings and dependants stay. */
export function dequeuePhp(handles: readonly string[]): string {
  if (handles.length === 0) return '';
  return [
    "add_action( 'wp_enqueue_scripts', function () {",
    '\t// Lantern does these scripts\' work. Their handles stay registered without a file, so WordPress',
    '\t// still prints their settings (var wc_..._params) and the scripts that depend on them still load.',
    `\tforeach ( array( ${handles.map((handle) => `'${handle}'`).join(', ')} ) as $handle ) {`,
    '\t\tif ( isset( wp_scripts()->registered[ $handle ] ) ) {',
    '\t\t\twp_scripts()->registered[ $handle ]->src = false;',
    '\t\t}',
    '\t}',
    '}, 100 );',
  ].join('\n');
}

/** A short name for an inline script: its id, else its first words. */
function inlineName(script: HTMLScriptElement): string {
  return `inline: ${script.id || (script.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}`;
}

/** The handle WordPress printed a script under (`id="{handle}-js"`), else its `src`. */
function scriptName(script: HTMLScriptElement): string {
  return /-js$/.test(script.id) ? script.id.slice(0, -3) : script.getAttribute('src') ?? '';
}

/**
 * Everything in the report that the page's markup and scripts tell, the same for the live page
 * (`window.lantern.report()`) and for saved HTML (`lantern doctor`); `adopted` is the caller's.
 *
 * @example
 * auditPage(document, liveFacts(), definitions, {}).dequeue; // ['wc-add-to-cart'] while its script is printed
 */
export function auditPage(doc: Document, facts: PageFacts, islands: readonly AuditedIsland[], options: AuditOptions = {}): Omit<LanternReport, 'adopted'> {
  const decisions = decideSurfaces(facts);
  const adoptOf = new Map(islands.map((island) => [island.name, island.adopt]));
  const markupOf = (decision: HandoverDecision) => decision.surface.islands.reduce((sum, name) => sum + count(doc, adoptOf.get(name)), 0);

  const left = decisions.flatMap((decision): LeftSurface[] =>
    decision.take || decision.reason === 'handed-over' ? [] : [{ surface: decision.surface.name, reason: decision.reason, why: WHY[decision.reason](decision) }],
  );
  const replaced = new Set(decisions.filter((decision) => decision.reason === 'script-kept').flatMap((decision) => decision.surface.handles));
  const kept = new Set(decisions.filter((decision) => decision.reason === 'configured' && !decision.take).flatMap((decision) => decision.surface.handles));

  const dequeue: string[] = [];
  const needJQuery: string[] = [];
  const unknownScripts: string[] = [];
  for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>('script'))) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    if (type && !/^(text|application)\/(javascript|ecmascript)$/.test(type)) continue;
    const src = script.getAttribute('src');
    if (!src) {
      if (USES_JQUERY.test(script.textContent ?? '')) needJQuery.push(inlineName(script));
      continue;
    }
    const name = scriptName(script);
    const source = options.sources?.get(src);
    if (JQUERY_ITSELF.has(name) || JQUERY_FILE.test(src)) continue;
    if (replaced.has(name)) dequeue.push(name);
    else if (kept.has(name) || JQUERY_USERS.has(name)) needJQuery.push(name);
    else if (JQUERY_FREE.has(name)) continue;
    else if (source !== undefined) {
      if (USES_JQUERY.test(source)) needJQuery.push(name);
    } else unknownScripts.push(name);
  }

  const missingGlobals = decisions.flatMap((decision) =>
    decision.take && markupOf(decision) > 0 ? (HANDOVER_REPORT_NOTES[decision.surface.name]?.needs ?? []).filter((name) => !facts.hasGlobal(name)).map((global) => ({ surface: decision.surface.name, global })) : [],
  );
  const doubleHandlers = decisions.flatMap((decision): DoubleHandler[] => {
    const handle = decision.surface.handles.find((name) => facts.hasScript(name));
    if (!handle) return [];
    // A printed script beside a surface Lantern takes because the configuration says so.
    return decision.reason === 'configured' && decision.take && markupOf(decision) > 0
      ? [{ surface: decision.surface.name, selector: `script#${handle}-js`, detail: `lantern_config.surfaces says take, and ${handle} is still printed: both handle it; dequeue ${handle}` }]
      : [];
  });
  const unhandled = KNOWN_MARKUP.map((known) => ({ ...known, count: count(doc, known.selector) })).filter((known) => known.count > 0);
  return { left, unhandled, dequeue, dequeuePhp: dequeuePhp(dequeue), needJQuery, unknownScripts, missingGlobals, doubleHandlers };
}
