import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The theme's back-to-top button (`.scrollup`, printed after `#page` in the footer or inside
 * it): shown past 50 px of scrolling, scrolls the page to the top. The code is needed only
 * once the shopper moves through the page, and no strategy waits for a scroll: the island sits
 * on `#page` and wakes on the first pointer, touch, focus or key inside it (a touch that
 * scrolls, or the pointer over the page as the wheel turns), never before. See decision 0036.
 */
export const backToTop = {
  name: 'back-to-top',
  kind: 'behaviour',
  adopt: '#page:has(.scrollup), #page:has(~ .scrollup)',
  hydrate: 'interaction',
  // The smallest chunk without React; shop pages load it anyway.
  surface: 'listing',
  module: 'back-to-top/back-to-top',
} satisfies IslandSpec;
