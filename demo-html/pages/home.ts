import { html } from '../../fixtures/html/html';
import type { PageContext, PageView } from '../context';
import { productLoop } from '../parts/loop';

/**
 * The front page: a hero and the featured products in a `[products]` shortcode loop.
 *
 * @example
 * homePage(context).title; // 'Home'
 */
export function homePage(context: PageContext): PageView {
  const featured = context.catalogue.filter((product) => product.featured).slice(0, 8);
  return {
    title: 'Home',
    bodyClass: ['home', 'page-template-default', 'page', 'page-id-2'],
    main: html`<article id="post-2" class="post-2 page type-page status-publish hentry">
<header class="entry-header"><h1 class="entry-title">Light the work. Light the water.</h1></header>
<div class="entry-content">
<section class="hero" aria-label="Introduction">
<p class="hero-lead">LED floodlights, worklights and marine lights built for utes, trucks, machinery and boats. Prices in Australian dollars.</p>
<p><a class="button hero-button" href="/shop/">Shop all lights</a> <a class="button alt hero-button" href="/product-category/marine/">Marine range</a></p>
</section>
<h2 class="section-title">Featured lights</h2>
<div class="woocommerce columns-4">${productLoop(featured, 4, context.wishlist.listed)}</div>
<h2 class="section-title">Choosing options</h2>
<ul class="demo-product-pages">
<li><a href="/product/32-inch-led-light-bar-180w/">32" LED Light Bar 180W</a>: beam labels and voltage radios, stock left, an out-of-stock combination, a per-order limit</li>
<li><a href="/product/marine-underwater-led-27w/">Marine Underwater LED 27W</a>: colour swatches; <a href="/product/marine-underwater-led-27w/?swatches=other">the same with the swatches plugin set the other way</a> (out-of-stock items clickable, a second click clears a choice)</li>
<li><a href="/product/7-inch-led-driving-light-pair/">7" LED Driving Light Pair</a>: a combo variation for any voltage, and flood made for 24 V only (flood at 12 V is unavailable)</li>
<li><a href="/product/marine-led-spreader-light-30w/">Marine LED Spreader Light 30W</a>: colour temperature swatches (warm or cool white), cool white flood sold out</li>
<li><a href="/product/led-light-bar-22-inch-single-row/">LED Light Bar 22" Single Row</a>: beam pictures</li>
<li><a href="/product/rectangular-led-work-light-48w/">Rectangular LED Work Light 48W</a>: options checked with the server, one choice at a time</li>
<li><a href="/product/magnetic-base-led-work-light/?ajax_single=1">Magnetic Base LED Work Light</a>: added to the cart in place, as a theme that marks its product page for AJAX does</li>
<li><a href="/2024/05/choosing-a-beam-pattern/">Choosing a beam pattern</a>: a post with print, PDF by e-mail and a picture gallery</li>
</ul>
<h2 class="section-title">Page builder</h2>
<ul class="demo-builder-pages">
<li><a href="/popups/">Page popups</a>: a popup per trigger, URL-action links, an off-canvas panel, a sticky bar</li>
<li><a href="/popups/?popups=none#motion-effects">Motion effects</a>: scroll, rotate, scale, fade and blur panels, mouse track and 3D tilt, sticky within a column and at the bottom</li>
</ul>
</div>
</article>`,
  };
}
