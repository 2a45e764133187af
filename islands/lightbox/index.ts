import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The lightbox (WordPress's ThickBox replacement, spec 2.8): links marked `thickbox`. One
 * delegated listener per page; its React view is fetched on intent, an early click is held.
 */
export const lightbox = {
  name: 'lightbox',
  kind: 'page',
  adopt: '.thickbox',
  hydrate: 'interaction',
  holdClicks: true,
  // Intent on a link fetches the code and the view; a click that comes first is held.
  trigger: '.thickbox',
  surface: 'product-tools',
  module: 'lightbox/lightbox',
} satisfies IslandSpec;
