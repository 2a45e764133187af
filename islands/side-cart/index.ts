import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The theme's off-canvas mini-cart panel: server markup, so a behaviour. The header cart link
 * opens it; intent on the link fetches its code, and a click before it is mounted is replayed.
 * An add mounts it too (`sideCartAfterAdd`), so it opens after the first add of a visit.
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

/**
 * Mounts the side cart when an add starts and opens it when an add lands before it is there
 * (docs/decisions/0051-side-cart-wakes-on-add.md). Every page with the panel: it rides in the
 * page chunk and costs the entry nothing.
 */
export const sideCartAfterAdd = {
  name: 'side-cart-after-add',
  kind: 'page',
  adopt: '.site-header-cart-side',
  hydrate: 'load',
  surface: 'page',
  module: 'side-cart/after-add',
} satisfies IslandSpec;
