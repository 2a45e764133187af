import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The theme's off-canvas shop filter panel (spec 2.2): the box whose close button is
 * `.filter-close`, opened by `.filter-toggle`; and its dropdown filter (`.{theme}-dropdown-filter`),
 * which the toggle slides on wide windows. A toggle click before the code is here is held.
 */
export const filterPanel = {
  name: 'filter-panel',
  kind: 'behaviour',
  adopt: 'div:has(>.filter-close), [class*="-dropdown-filter"]',
  hydrate: 'interaction',
  trigger: '.filter-toggle',
  surface: 'filters',
  module: 'filter-panel/filter-panel',
} satisfies IslandSpec;
