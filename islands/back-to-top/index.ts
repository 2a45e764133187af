import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The theme's back-to-top button (`.scrollup`, printed after `#page` in the footer or inside
 * it): shown past 50 px of scrolling, scrolls the page to the top. The code is needed only
 * once the shopper moves through the page, and no strategy waits for a scroll: the island sits
 * on `#page` and wakes on the first pointer, touch, focus or key inside it (a touch that
 * scrolls, or the pointer over the page as the wheel turns), never before. See decisions 0036
 * and 0065.
 */
export const backToTop = {
  name: 'back-to-top',
  kind: 'behaviour',
  adopt: '#page:has(.scrollup), #page:has(~ .scrollup)',
  hydrate: 'interaction',
  // Fetched on intent on every page, never before idle: the cart code a shopper who moves
  // through the page is about to need for an add to cart (decision 0065).
  surface: 'cart',
  module: 'back-to-top/back-to-top',
} satisfies IslandSpec;
