import type { IslandSpec } from '../../src/build/island-spec';

export const REMOVE_LINK = '.remove_from_cart_button';

export const removeFromCart = {
  name: 'remove-from-cart',
  kind: 'page',
  adopt: REMOVE_LINK,
  hydrate: 'idle',
  holdClicks: true,
  surface: 'page',
  module: 'remove-from-cart/remove-from-cart',
} satisfies IslandSpec;
