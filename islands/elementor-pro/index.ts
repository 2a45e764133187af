import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Elementor Pro's page popups (spec 4.10, 9.6): the templates printed in the footer. Each
 * mounts on load to count the visit, check its conditions and start its triggers; the dialog
 * code is fetched when one opens (decision 0020).
 */
export const popup = {
  name: 'elementor-popup',
  kind: 'behaviour',
  adopt: '[data-elementor-type="popup"][data-elementor-id]',
  hydrate: 'load',
  surface: 'popups',
  module: 'elementor-pro/popup',
} satisfies IslandSpec;

/**
 * Elementor's URL actions (spec 2.1: action links and the page's hash) and the theme-builder
 * template scroll. An early click on an action link is held and replayed.
 */
export const elementorActions = {
  name: 'elementor-actions',
  kind: 'page',
  adopt: 'a[href^="#elementor-action"], a[href^="%23elementor-action"], [e-action-hash], [data-elementor-type][class*="elementor-location-"]',
  hydrate: 'load',
  holdClicks: true,
  // Held early clicks: only the action links (a short selector, it ships in the entry).
  trigger: 'a[href*=elementor-action]',
  surface: 'popups',
  module: 'elementor-pro/url-actions',
} satisfies IslandSpec;

/**
 * Elementor Pro's off-canvas widget (`off_canvas:*` URL actions open it): a modal panel that
 * takes focus. The surface holds a listener; the panel's code comes in a chunk of its own.
 */
export const offCanvas = {
  name: 'elementor-off-canvas',
  kind: 'behaviour',
  adopt: '.e-off-canvas[id^="off-canvas-"]',
  hydrate: 'load',
  surface: 'popups',
  module: 'elementor-pro/off-canvas',
} satisfies IslandSpec;

/**
 * Elementor Pro's sticky elements (spec 4.11): `data-settings` with `sticky` and `sticky_on`.
 * The surface holds a stub; the sticky code itself is fetched by the first one.
 */
export const sticky = {
  name: 'elementor-sticky',
  kind: 'behaviour',
  adopt: '.elementor-element[data-settings*="\\"sticky\\""]',
  hydrate: 'load',
  surface: 'popups',
  module: 'elementor-pro/sticky',
} satisfies IslandSpec;

/**
 * Elementor Pro's scrolling motion effects (spec 4.11): `data-settings` with `motion_fx_*`
 * or `background_motion_fx_*`. The surface holds a stub; the effect code comes with the first.
 */
export const motionEffects = {
  name: 'elementor-motion-effects',
  kind: 'behaviour',
  adopt: '.elementor-element[data-settings*="motion_fx_"]',
  hydrate: 'load',
  surface: 'popups',
  module: 'elementor-pro/motion-effects',
} satisfies IslandSpec;
