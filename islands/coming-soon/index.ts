import type { IslandSpec } from '../../src/build/island-spec';

/** WooCommerce's 'coming soon' footer banner, shown to shop managers (spec 2.1, 7.2). */
export const comingSoon = {
  name: 'coming-soon',
  kind: 'behaviour',
  adopt: '#coming-soon-footer-banner',
  hydrate: 'load',
  surface: 'page',
  module: 'coming-soon/coming-soon',
} satisfies IslandSpec;
