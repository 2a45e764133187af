import type { IslandSpec } from '../../src/build/island-spec';

/** The theme's search popup (`.site-search-popup`), opened by `.button-search-popup` (spec 2.1). */
export const searchPopup = {
  name: 'search-popup',
  kind: 'behaviour',
  adopt: '.site-search-popup',
  hydrate: 'interaction',
  trigger: '.button-search-popup',
  surface: 'header',
  module: 'search-popup/search-popup',
} satisfies IslandSpec;
