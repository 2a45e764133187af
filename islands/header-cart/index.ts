import type { IslandSpec } from '../../src/build/island-spec';

/** The header mini-cart drop-down: its list scrolls when it would run off screen (spec 2.1). */
export const headerCart = {
  name: 'header-cart',
  kind: 'behaviour',
  adopt: '#site-header-cart',
  hydrate: 'interaction',
  surface: 'cart',
  module: 'header-cart/header-cart',
} satisfies IslandSpec;
