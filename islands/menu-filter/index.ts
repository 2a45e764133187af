import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The theme's "menu" shop filter layout: the shop's filter widgets printed in a row in the
 * sorting bar (`.{theme}-menu-filter-wrap` inside `.{theme}-sorting`). When they no longer fit,
 * the theme marks the bar `active-filter-toggle` for its stylesheet. Measured as soon as the
 * bar is in view (it heads the listing), from the listing chunk that shop pages load anyway.
 */
export const menuFilter = {
  name: 'menu-filter',
  kind: 'behaviour',
  adopt: '[class*="-sorting"] [class*="-menu-filter-wrap"]',
  hydrate: 'visible',
  surface: 'listing',
  module: 'menu-filter/menu-filter',
} satisfies IslandSpec;
