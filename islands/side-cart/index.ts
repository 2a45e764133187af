import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The theme's off-canvas mini-cart panel: server markup, so a behaviour. The header cart link
 * opens it; intent on the link fetches its code, and a click before it is mounted is replayed.
 */
export const sideCart = {
  name: 'side-cart',
  kind: 'behaviour',
  adopt: '.site-header-cart-side',
  hydrate: 'interaction',
  trigger: '.cart-contents',
  surface: 'cart',
  module: 'side-cart/side-cart',
} satisfies IslandSpec;
