import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The page builder's taxonomy filter for a loop grid (spec 2.2, 3.12, 7.9). Mounted on first
 * intent; a click on a filter button before the code is here is held and replayed.
 */
export const loopFilter = {
  name: 'loop-filter',
  kind: 'behaviour',
  adopt: '.elementor-widget-taxonomy-filter',
  hydrate: 'interaction',
  trigger: '.e-filter-item',
  surface: 'filters',
  module: 'loop-filter/loop-filter',
} satisfies IslandSpec;
