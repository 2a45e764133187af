import { describe, expect, it } from 'vitest';
import type { PageFacts } from './handover';
import { auditPage, dequeuePhp } from './page-audit';

const islands = [
  { name: 'add-to-cart', adopt: '.ajax_add_to_cart' },
  { name: 'cart-fragments', adopt: '.widget_shopping_cart_content' },
  { name: 'variation-form', adopt: 'form.variations_form' },
];

/** A saved page: parsed, never run. */
const pageOf = (body: string) => new DOMParser().parseFromString(`<!doctype html><html><body>${body}</body></html>`, 'text/html');

/** Facts read from the page's own script ids, with these globals and choices. */
function factsOf(doc: Document, globals: string[], choices: PageFacts['choices'] = {}): PageFacts {
  return { hasScript: (handle) => doc.getElementById(`${handle}-js`) !== null, hasGlobal: (name) => globals.includes(name), choices };
}

/** Script tags as WordPress prints them. */
const printed = (...handles: string[]) => handles.map((handle) => `<script type="text/javascript" src="/${handle}.js" id="${handle}-js"></script>`).join('');

/** Audits a page of this body. */
function audit(body: string, globals: string[], choices: PageFacts['choices'] = {}, sources?: Map<string, string>) {
  const doc = pageOf(body);
  return auditPage(doc, factsOf(doc, globals, choices), islands, { sources });
}

describe('auditing a page', () => {
  it('names the printed scripts Lantern replaces, as handles and as PHP', () => {
    expect(audit(`<a class="ajax_add_to_cart">Add</a>${printed('jquery-core', 'wc-add-to-cart', 'wc-cart-fragments')}`, ['wc_add_to_cart_params'])).toMatchObject({
      dequeue: ['wc-add-to-cart', 'wc-cart-fragments'],
      left: [
        { surface: 'add-to-cart', reason: 'script-kept' },
        { surface: 'cart-fragments', reason: 'script-kept' },
      ],
    });
  });

  it("lists what still needs jQuery: known handles, inline code and sources that use it", () => {
    const body = `<script type="text/javascript" src="/a.js" id="jquery-ui-sortable-js"></script>
      <script type="text/javascript" src="/theme.js" id="theme-preloader-js"></script>
      <script type="text/javascript" src="/vanilla.js" id="theme-menu-js"></script>
      <script type="text/javascript" src="/mystery.js" id="mystery-js"></script>
      <script type="text/javascript" src="/pswp.js" id="photoswipe-js"></script>
      <script src="/vendor/jquery-3.7.1.min.js?ver=1"></script>
      <script id="theme-tabs-js-after">jQuery(function ($) { $('.tabs').show(); });</script>
      <script id="settings-js-extra">var theme_settings = {"a":"1"};</script>`;
    const sources = new Map([
      ['/theme.js', '(function ($) { $(window).on("load", function () { $(".preloader").fadeOut(); }); })(jQuery);'],
      ['/vanilla.js', 'document.querySelector(".menu").addEventListener("click", open);'],
    ]);
    const found = audit(body, [], {}, sources);
    expect(found.needJQuery).toEqual(['jquery-ui-sortable', 'theme-preloader', 'inline: theme-tabs-js-after']);
    expect(found.unknownScripts).toEqual(['mystery']);
  });

  it('says what else handing a surface over takes, where it tells to dequeue its script', () => {
    const quantity = audit(printed('astra-add-to-cart-quantity-btn'), []).left.find((left) => left.surface === 'quantity');
    expect(quantity?.why).toBe(
      "its script astra-add-to-cart-quantity-btn is still printed (id=\"astra-add-to-cart-quantity-btn-js\"): dequeue it to hand the surface over; the theme's script adds the -/+ buttons itself: set lantern_config.surfaces['quantity-buttons'] to 'take' for Lantern's",
    );
  });

  it('keeps a surface the configuration leaves among the jQuery users, not the handles to dequeue', () => {
    const found = audit(printed('wc-cart-fragments'), ['wc_cart_fragments_params'], { 'cart-fragments': 'leave' });
    expect(found.dequeue).toEqual([]);
    expect(found.needJQuery).toEqual(['wc-cart-fragments']);
    expect(found.left).toEqual([{ surface: 'cart-fragments', reason: 'configured', why: 'lantern_config.surfaces says leave' }]);
  });

  it('says a shop that never loads cart-fragments has none to take over', () => {
    expect(audit('<div class="widget_shopping_cart_content"></div>', []).left).toMatchObject([{ surface: 'cart-fragments', reason: 'never-loaded' }]);
  });

  it('reports globals a surface on the page reads but the page does not print', () => {
    expect(audit('<form class="variations_form"></form><a class="ajax_add_to_cart">Add</a>', ['wc_cart_fragments_params', 'wc_add_to_cart_params']).missingGlobals).toEqual([
      { surface: 'variation-form', global: 'wc_add_to_cart_variation_params' },
    ]);
  });

  it("finds known plugins' markup Lantern does not handle", () => {
    expect(audit('<div class="cfvsw_variations_form variations_form"></div><a class="woosq-btn">Quick view</a><a class="woosq-link">Quick view</a>', []).unhandled).toEqual([
      { plugin: 'WPC Smart Quick View', selector: '.woosq-btn, .woosq-link', count: 2 },
    ]);
  });

  it('calls a kept script beside a surface the configuration takes a double handler', () => {
    expect(audit(`<a class="ajax_add_to_cart">Add</a>${printed('wc-add-to-cart')}`, ['wc_add_to_cart_params'], { 'add-to-cart': 'take' }).doubleHandlers).toEqual([
      expect.objectContaining({ surface: 'add-to-cart', selector: 'script#wc-add-to-cart-js' }),
    ]);
  });
});

describe('the PHP that hands scripts over', () => {
  it('empties the handles, keeping them registered, and is empty when there is nothing', () => {
    const php = dequeuePhp(['wc-add-to-cart', 'wc-cart-fragments']);
    expect(php).toContain("foreach ( array( 'wc-add-to-cart', 'wc-cart-fragments' ) as $handle )");
    expect(php).toContain('wp_scripts()->registered[ $handle ]->src = false;');
    expect(dequeuePhp([])).toBe('');
  });
});
