import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The header live product search (spec 2.1, 5.7, 7.10): the theme prints an empty
 * `.ajax-search-result` beside its product search form, and React draws the result list in it.
 * Nothing is fetched until the shopper points at or focuses a search field.
 */
export const liveSearch = {
  name: 'live-search',
  kind: 'component',
  adopt: '.ajax-search-result',
  hydrate: 'interaction',
  // The theme's category dropdown link too: a click on it before the code is here is held.
  trigger: '.woocommerce-product-search .search-field,.input-dropdown-inner>a',
  surface: 'header',
  module: 'live-search/live-search',
} satisfies IslandSpec;
