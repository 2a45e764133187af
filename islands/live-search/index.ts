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

/**
 * The search field as a combobox from the first paint (issue 18): a few lines on every page,
 * so a screen reader meets the same control before and after the live search's code arrives.
 */
export const liveSearchCombobox = {
  name: 'live-search-combobox',
  kind: 'behaviour',
  adopt: '.woocommerce-product-search .search-field',
  hydrate: 'load',
  surface: 'page',
  module: 'live-search/combobox',
} satisfies IslandSpec;
