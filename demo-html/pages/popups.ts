import { html, raw, type SafeHtml } from '../../fixtures/html/html';
import type { PageContext, PageView } from '../context';
import { chosenPopups, DEMO_POPUPS, popupSettings, type DemoPopup } from '../popup-settings';

/** The off-canvas widget of the loop item template, repeated in every item with one printed id. */
const LOOP_OFF_CANVAS_ID = 'f00d001';
/** The loop item template (a saved Elementor document) the loop grid repeats. */
const LOOP_TEMPLATE_ID = 880;
/** An off-canvas widget inside a carousel slide: Elementor Pro never opens it. */
const CAROUSEL_OFF_CANVAS_ID = 'c4a0001';

/** The page's own Elementor document id; the popups are 801 to 809. */
const PAGE_ID = 800;
/** A saved section template in the page, for `?theme_template_id=870`. */
const TEMPLATE_ID = 870;
const OFF_CANVAS_ID = 'a1b2c3d';
/** The off-canvas widget's frontend settings, as Elementor prints them in `data-settings`. */
const OFF_CANVAS_SETTINGS = { entrance_animation: 'slideInRight', exit_animation: 'slideInRight', prevent_scroll: 'yes' };

/**
 * An Elementor action link's hash as Elementor's `create_action_hash` prints it: the whole
 * `#elementor-action:action=…&settings={base64 JSON}` URI-encoded.
 *
 * @example actionHash('reload-page') // '%23elementor-action%3Aaction%3Dreload-page%26settings%3De30%3D'
 */
export function actionHash(action: string, settings: Record<string, unknown> = {}): string {
  return encodeURIComponent(`#elementor-action:action=${action}&settings=${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(settings))))}`);
}

/** "Now" in the site's timezone as `Y-m-d H:i:s`, as Elementor Pro prints `schedule_server_datetime`. */
function siteNow(): string {
  return new Date().toLocaleString('sv-SE', { timeZone: 'Australia/Sydney', hour12: false }).replace('T', ' ');
}

/** The body of each demo popup: a heading (the dialog's name), a line, and a way out. */
function popupBody(popup: DemoPopup): SafeHtml {
  if (popup.id === 809) {
    return html`<h2 class="elementor-heading-title">${popup.title}</h2>
<p>New LED bars and marine lights once a month, no spam.</p>
<form class="elementor-form popup-demo-form" method="get" action="/popups/"><label for="popup-demo-email">E-mail</label> <input id="popup-demo-email" type="email" name="email" autocomplete="email"> <button type="submit" class="elementor-button">Sign up</button></form>
<p><a class="popup-demo-never" href="${raw(actionHash('popup:close', { do_not_show_again: 'yes' }))}">No thanks, don't show this again</a></p>`;
  }
  return html`<h2 class="elementor-heading-title">${popup.title}</h2>
<p>This popup opens on ${popup.how}. <a href="/shop/">Browse the shop</a></p>
<p><a class="popup-demo-close" href="${raw(actionHash('popup:close'))}">Close</a></p>`;
}

/** The popups as Elementor Pro prints them in `wp_footer`. */
function printedPopups(context: PageContext): SafeHtml {
  const now = siteNow();
  return html`${chosenPopups(context.url).map(
    (popup) => html`<div data-elementor-type="popup" data-elementor-id="${popup.id}" class="elementor elementor-${popup.id} elementor-location-popup" data-elementor-settings="${JSON.stringify(popupSettings(popup, context.url, now))}" data-elementor-post-type="elementor_library">
<div class="elementor-element e-con e-parent popup-demo-body" data-element_type="container">${popupBody(popup)}</div>
</div>\n`,
  )}${context.url.searchParams.get('adblock') === '1' && raw('<style id="popup-demo-adblock">.ad-box{display:none!important}</style>')}${
    // Elementor Pro's "Overlay: Hide" leaves the dialog letting clicks through to the page.
    context.url.searchParams.get('overlay') === 'no' && raw('<style id="popup-demo-no-overlay">.elementor-popup-modal{pointer-events:none;background:transparent}</style>')
  }`;
}

/** The QA panel: which popups are printed, their settings as printed, and how to flip them. */
function panel(context: PageContext): SafeHtml {
  const now = siteNow();
  const printed = new Set(chosenPopups(context.url).map((popup) => popup.id));
  return html`<section class="popup-demo-panel" aria-labelledby="popup-demo-panel-title">
<h2 id="popup-demo-panel-title">Popups on this page</h2>
<table class="shop_table popup-demo-table"><thead><tr><th scope="col">Popup</th><th scope="col">Opens on</th><th scope="col">Settings as printed</th></tr></thead><tbody>
${DEMO_POPUPS.map(
  (popup) => html`<tr><th scope="row">${popup.id} ${popup.title}${!printed.has(popup.id) && ' (not printed)'}<br><a href="/popups/?popups=${popup.id}">only this one</a></th><td>${popup.how}</td><td><code>${JSON.stringify(popupSettings(popup, context.url, now))}</code></td></tr>\n`,
)}
</tbody></table>
<p>Add arguments to the address to change every printed popup for one page load: any setting by its name (<code>close_button_delay=3</code>, <code>prevent_close_on_esc_key=yes</code>, <code>avoid_multiple_popups=yes</code>, <code>page_load_delay=0</code>), conditions with their switch (<code>times=yes&amp;times_times=1&amp;times_period=day</code>, <code>page_views=yes&amp;page_views_views=2</code>, <code>devices=yes&amp;devices_devices=mobile</code>), <code>popups=801,809</code> to choose them, <code>user=customer</code> to browse as a signed-in customer, <code>preview=809</code> for the preview of popup 809, <code>adblock=1</code> to play an ad blocker, <code>overlay=no</code> for popups without an overlay (a click on the page closes them).</p>
<p><button type="button" class="button popup-demo-forget">Forget what this browser remembers</button> (page views, sessions, impressions and "don't show again"; the page reloads)</p>
</section>`;
}

/** The demo's own forget button: not Lantern, a tester's shortcut. */
const FORGET_SCRIPT = raw(`<script>document.addEventListener('click',function(e){if(!(e.target instanceof Element)||!e.target.closest('.popup-demo-forget'))return;localStorage.removeItem('elementor');sessionStorage.removeItem('elementor');Object.keys(sessionStorage).forEach(function(k){if(/^popup-\\d+-impressions-count$/.test(k))sessionStorage.removeItem(k);});location.reload();});</script>`);

function guideParagraphs(from: number, to: number): SafeHtml[] {
  const lines = [
    'Spot beams throw a narrow, long beam for open roads; flood beams spread light wide and close for work sites.',
    'Combo bars mix both: spot optics in the middle, flood optics at the ends.',
    'On the water, choose a beam that lights the wake without glaring back off the spray.',
    'Mount driving lights level with the headlights and aim them slightly below the horizon.',
    'Check the IP rating: IP67 survives a dunking, IP68 stays under water.',
    'Wire through a relay and a fuse sized for the bar, with a switch the driver can reach.',
  ];
  return Array.from({ length: to - from }, (_, index) => html`<p>${lines[(from + index) % lines.length]}</p>`);
}

/** Motion effects as Elementor Pro's `data-settings` print them: a slider value is `{unit, size, sizes}`. */
const slider = (size: number, unit = 'px') => ({ unit, size, sizes: [] });
const band = (start: number, end: number) => ({ unit: '%', size: '', sizes: { start, end } });

/** The demo's motion-effect panels: one per effect, each a widget whose container moves. */
const MOTION_PANELS: { id: string; effect: string; text: string; settings: Record<string, unknown> }[] = [
  { id: '6a7b8c9', effect: 'translateY', text: 'Vertical scroll: drifts up as the page scrolls (desktop and tablet only).', settings: { motion_fx_motion_fx_scrolling: 'yes', motion_fx_translateY_effect: 'yes', motion_fx_translateY_speed: slider(1), motion_fx_translateY_affectedRange: band(0, 100), motion_fx_devices: ['desktop', 'tablet'] } },
  { id: '6a7b8d1', effect: 'translateX', text: 'Horizontal scroll: slides to the left, then stops at 60 % of its passage.', settings: { motion_fx_motion_fx_scrolling: 'yes', motion_fx_translateX_effect: 'yes', motion_fx_translateX_speed: slider(1), motion_fx_translateX_affectedRange: band(0, 60), motion_fx_devices: ['desktop', 'tablet', 'mobile'] } },
  { id: '6a7b8d2', effect: 'rotateZ', text: 'Rotate: turns to the right as it rises.', settings: { motion_fx_motion_fx_scrolling: 'yes', motion_fx_rotateZ_effect: 'yes', motion_fx_rotateZ_direction: 'negative', motion_fx_rotateZ_speed: slider(0.2), motion_fx_rotateZ_affectedRange: band(0, 100), motion_fx_devices: ['desktop', 'tablet', 'mobile'] } },
  { id: '6a7b8d3', effect: 'scale', text: 'Scale: grows as it comes into the middle of the window.', settings: { motion_fx_motion_fx_scrolling: 'yes', motion_fx_scale_effect: 'yes', motion_fx_scale_direction: 'out-in-out', motion_fx_scale_speed: slider(1), motion_fx_scale_range: band(20, 80), motion_fx_devices: ['desktop', 'tablet', 'mobile'] } },
  { id: '6a7b8d4', effect: 'opacity', text: 'Transparency: fades in from the bottom of the window.', settings: { motion_fx_motion_fx_scrolling: 'yes', motion_fx_opacity_effect: 'yes', motion_fx_opacity_direction: 'out-in', motion_fx_opacity_level: slider(3), motion_fx_opacity_range: band(10, 50), motion_fx_devices: ['desktop', 'tablet', 'mobile'] } },
  { id: '6a7b8d5', effect: 'blur', text: 'Blur: comes into focus as it rises.', settings: { motion_fx_motion_fx_scrolling: 'yes', motion_fx_blur_effect: 'yes', motion_fx_blur_direction: 'out-in', motion_fx_blur_level: slider(4), motion_fx_blur_range: band(10, 50), motion_fx_devices: ['desktop', 'tablet', 'mobile'] } },
  { id: '6a7b8d6', effect: 'mouseTrack', text: 'Mouse track: moves against the pointer.', settings: { motion_fx_motion_fx_mouse: 'yes', motion_fx_mouseTrack_effect: 'yes', motion_fx_mouseTrack_speed: slider(0.4) } },
  { id: '6a7b8d7', effect: 'tilt', text: '3D tilt: leans towards the pointer.', settings: { motion_fx_motion_fx_mouse: 'yes', motion_fx_tilt_effect: 'yes', motion_fx_tilt_speed: slider(4) } },
];

/** The motion-effects section: a container of widgets, one effect each. */
function motionSection(): SafeHtml {
  const parallax = { background_background: 'classic', background_motion_fx_motion_fx_scrolling: 'yes', background_motion_fx_translateY_effect: 'yes', background_motion_fx_translateY_speed: slider(4), background_motion_fx_translateY_affectedRange: band(0, 100), background_motion_fx_devices: ['desktop', 'tablet', 'mobile'] };
  return html`<section id="motion-effects" class="popup-demo-motion-section" aria-labelledby="popup-demo-motion-title"><h2 id="popup-demo-motion-title">Motion effects</h2>
<div class="elementor-element elementor-element-6a7b8c8 e-con e-parent popup-demo-parallax" data-id="6a7b8c8" data-element_type="container" data-settings="${JSON.stringify(parallax)}"><p>Background scrolling: the stripes behind this text move slower than the page.</p></div>
<div class="elementor-element elementor-element-6a7b8c0 e-con e-parent popup-demo-motion-grid" data-id="6a7b8c0" data-element_type="container">
${MOTION_PANELS.map(
  (panel) => html`<div class="elementor-element elementor-element-${panel.id} elementor-widget elementor-widget-text-editor popup-demo-motion popup-demo-motion-${panel.effect}" data-id="${panel.id}" data-element_type="widget" data-settings="${JSON.stringify(panel.settings)}" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>${panel.text}</p></div></div>
`,
)}</div></section>`;
}

/**
 * Sticky within a column (`sticky_parent`): a row of two columns; the left one holds a widget
 * sticky at the top (below the sticky bar) and one sticky at the bottom, both kept inside it.
 */
function stickyColumns(): SafeHtml {
  const widget = (id: string, name: string, text: string, settings: Record<string, unknown>) =>
    html`<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-text-editor popup-demo-sticky-${name}" data-id="${id}" data-element_type="widget" data-settings="${JSON.stringify(settings)}" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>${text}</p></div></div>`;
  return html`<section id="sticky-columns" aria-labelledby="popup-demo-sticky-title"><h2 id="popup-demo-sticky-title">Sticky within a column</h2>
<div class="elementor-element elementor-element-7c1d2e0 e-con e-parent popup-demo-sticky-row" data-id="7c1d2e0" data-element_type="container">
<div class="elementor-element elementor-element-7c1d2e1 e-con e-child popup-demo-sticky-column" data-id="7c1d2e1" data-element_type="container">
${widget('7c1d2e2', 'top', 'Fitting checklist: stays in view at the top while this column scrolls by, and stops at its end.', { sticky: 'top', sticky_on: ['desktop', 'tablet'], sticky_offset: 100, sticky_parent: 'yes' })}
${widget('7c1d2e3', 'bottom', 'Questions? Call 1300 555 018: rides along the bottom of the window within this column.', { sticky: 'bottom', sticky_on: ['desktop', 'tablet'], sticky_offset: 0, sticky_parent: 'yes' })}
</div>
<div class="elementor-element elementor-element-7c1d2e4 e-con e-child popup-demo-sticky-text" data-id="7c1d2e4" data-element_type="container">${guideParagraphs(0, 36)}</div>
</div></section>`;
}

/** An off-canvas widget as Elementor Pro prints it, closed, around `content`. */
function offCanvasWidget(id: string, label: string, content: SafeHtml): SafeHtml {
  return html`<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-off-canvas" data-id="${id}" data-element_type="widget" data-settings="${JSON.stringify(OFF_CANVAS_SETTINGS)}" data-widget_type="off-canvas.default"><div class="elementor-widget-container">
<div id="off-canvas-${id}" class="e-off-canvas" role="dialog" aria-hidden="true" aria-label="${label}" aria-modal="true" inert data-delay-child-handlers="true">
<div class="e-off-canvas__overlay"></div>
<div class="e-off-canvas__main"><div class="e-off-canvas__content"><div class="elementor-element e-con e-parent" data-element_type="container">
${content}
</div></div></div>
</div></div></div>`;
}

/**
 * A loop grid of three products whose item template holds an action link and an off-canvas
 * widget: every item prints the widget with the same id (`off-canvas-${LOOP_OFF_CANVAS_ID}`),
 * and each link opens the copy in its own item.
 */
function loopGrid(context: PageContext): SafeHtml {
  const items = context.catalogue.slice(0, 3).map(
    (product) => html`<div data-elementor-type="loop-item" data-elementor-id="${LOOP_TEMPLATE_ID}" class="elementor elementor-${LOOP_TEMPLATE_ID} e-loop-item e-loop-item-${product.id} post-${product.id} product type-product">
<div class="elementor-element elementor-element-8a8c001 e-con e-parent" data-id="8a8c001" data-element_type="container">
<h3 class="e-loop-item-title">${product.name}</h3>
<p><a class="popup-demo-specs" href="${raw(actionHash('off_canvas:toggle', { id: LOOP_OFF_CANVAS_ID, displayMode: 'toggle' }))}">Specs of ${product.name}</a></p>
${offCanvasWidget(LOOP_OFF_CANVAS_ID, 'Specs', html`<h2>${product.name}</h2><p>${product.shortDescription}</p>
<p><a href="${raw(actionHash('off_canvas:close', { id: LOOP_OFF_CANVAS_ID, displayMode: 'close' }))}">Close the specs</a></p>`)}
</div></div>`,
  );
  return html`<section aria-labelledby="popup-demo-loop-title"><h2 id="popup-demo-loop-title">Specs in a loop grid</h2>
<div class="elementor-element elementor-element-1007a01 elementor-grid-3 elementor-widget elementor-widget-loop-grid" data-id="1007a01" data-element_type="widget" data-settings="${JSON.stringify({ template_id: String(LOOP_TEMPLATE_ID), _skin: 'product', columns: '3' })}" data-widget_type="loop-grid.product"><div class="elementor-widget-container">
<div class="elementor-loop-container elementor-grid">${items}</div>
</div></div></section>`;
}

/** A nested carousel whose slide holds an off-canvas link: Elementor Pro skips widgets in carousels. */
function carousel(): SafeHtml {
  return html`<section aria-labelledby="popup-demo-carousel-title"><h2 id="popup-demo-carousel-title">Tips in a carousel</h2>
<p>An off-canvas panel inside a carousel never opens, as with Elementor Pro: its link does nothing.</p>
<div class="elementor-element elementor-element-c4a0000 elementor-widget elementor-widget-n-carousel" data-id="c4a0000" data-element_type="widget" data-widget_type="nested-carousel.default"><div class="elementor-widget-container">
<div class="e-n-carousel swiper" role="region" aria-roledescription="carousel" aria-label="Fitting tips"><div class="swiper-wrapper">
<div class="swiper-slide" data-slide="1" role="group" aria-roledescription="slide" aria-label="1 of 2"><div class="elementor-element e-con e-child" data-element_type="container">
<p>Aim the beam 2 % below the horizon. <a class="popup-demo-tip" href="${raw(actionHash('off_canvas:open', { id: CAROUSEL_OFF_CANVAS_ID, displayMode: 'open' }))}">More on aiming</a></p>
${offCanvasWidget(CAROUSEL_OFF_CANVAS_ID, 'Aiming', html`<h2>Aiming</h2><p>Park 7.5 m from a wall and mark the beam's centre.</p>`)}
</div></div>
<div class="swiper-slide" data-slide="2" role="group" aria-roledescription="slide" aria-label="2 of 2"><div class="elementor-element e-con e-child" data-element_type="container"><p>Fuse the relay's supply close to the battery.</p></div></div>
</div></div>
</div></div></section>`;
}

/**
 * The page-popups demo: Elementor Pro popups in the footer (one per trigger and one opened by
 * links), URL-action links, an off-canvas panel, a saved template for the template scroll, a
 * sticky bar and a motion effect, and a panel QA reads and flips them with.
 *
 * @example popupsPage(context).title // 'Page popups'
 */
export function popupsPage(context: PageContext): PageView {
  const preview = context.url.searchParams.get('preview');
  const user = context.url.searchParams.get('user');
  const breakpoints = {
    mobile: { label: 'Mobile Portrait', value: 767, direction: 'max', is_enabled: true },
    tablet: { label: 'Tablet Portrait', value: 1024, direction: 'max', is_enabled: true },
  };
  const core: Record<string, unknown> = {
    environmentMode: { edit: false, wpPreview: preview !== null },
    post: { id: preview === null ? PAGE_ID : Number(preview), title: 'Page popups' },
    responsive: { breakpoints },
  };
  if (user) core.user = { roles: user.split(',') };
  const newsletterOpen = actionHash('popup:open', { id: '809', toggle: '' });
  return {
    title: 'Page popups',
    bodyClass: ['page-template-default', 'page', `page-id-${PAGE_ID}`, 'elementor-page', `elementor-page-${PAGE_ID}`],
    globals: [
      { id: 'elementor-frontend-js-before', name: 'elementorFrontendConfig', value: core },
      { id: 'elementor-pro-frontend-js-before', name: 'ElementorProFrontendConfig', value: { urls: { rest: new URL('/wp-json/', context.url).href }, popup: { hasPopUps: true } } },
    ],
    main: html`<div data-elementor-type="wp-page" data-elementor-id="${PAGE_ID}" class="elementor elementor-${PAGE_ID}">
<div class="elementor-element elementor-element-5f1a2b3 e-con e-parent popup-demo-sticky" data-id="5f1a2b3" data-element_type="container" data-settings="${JSON.stringify({ sticky: 'top', sticky_on: ['desktop', 'tablet'], sticky_offset: 0, sticky_effects_offset: 50 })}">
<p><strong>Harbour &amp; Haul news</strong> <button type="button" class="button open-newsletter">Newsletter</button> <a href="${raw(newsletterOpen)}">Open the newsletter (link)</a></p>
</div>
<h1 class="entry-title">Page popups</h1>
<p>Elementor Pro popups, printed in the footer, each with its own trigger. The panel below lists them and how to change them.</p>
${panel(context)}
<section aria-labelledby="popup-demo-actions-title"><h2 id="popup-demo-actions-title">Links with URL actions</h2>
<ul class="popup-demo-actions">
<li><a href="${raw(actionHash('popup:open', { id: '809', toggle: 'yes' }))}">Toggle the newsletter popup</a></li>
<li><a href="#newsletter" e-action-hash="${raw(newsletterOpen)}">A plain link to #newsletter</a> (load <a href="/popups/?popups=809#newsletter">/popups/#newsletter</a> to open it from the address)</li>
<li><a href="${raw(actionHash('off_canvas:open', { id: OFF_CANVAS_ID, displayMode: 'open' }))}">Open the opening hours</a>, <a href="${raw(actionHash('off_canvas:toggle', { id: OFF_CANVAS_ID, displayMode: 'toggle' }))}">toggle them</a> (an off-canvas panel: Escape, its overlay or its close link close it)</li>
<li><a href="${raw(actionHash('reload-page'))}">Reload the page</a></li>
<li><a href="/popups/?popups=none&amp;theme_template_id=${TEMPLATE_ID}">Scroll to the saved template</a> (<code>?theme_template_id=${TEMPLATE_ID}</code>)</li>
</ul></section>
${offCanvasWidget(OFF_CANVAS_ID, 'Off-Canvas', html`<h2>Opening hours</h2><p>Monday to Friday, 8 am to 5 pm AEST. <a href="/contact/">Contact us</a></p>
<p><a href="${raw(actionHash('off_canvas:close', { id: OFF_CANVAS_ID, displayMode: 'close' }))}">Close the opening hours</a></p>`)}
${loopGrid(context)}
${carousel()}
<h2>Choosing a beam</h2>
${guideParagraphs(0, 14)}
${motionSection()}
${stickyColumns()}
${guideParagraphs(14, 24)}
<div data-elementor-type="section" data-elementor-id="${TEMPLATE_ID}" class="elementor elementor-${TEMPLATE_ID} elementor-location-single popup-demo-template"><h2>Saved template: fitting checklist</h2><p>Relay, fuse, switch, and aim before you drive.</p></div>
${guideParagraphs(24, 36)}
<h2 id="popup-demo-target">Beam guide: the short version</h2>
${guideParagraphs(36, 48)}
</div>
${FORGET_SCRIPT}`,
    footer: printedPopups(context),
  };
}
