import type { IslandSpec } from '../../src/build/island-spec';

export const REMOVE_LINK = '.remove_from_cart_button';

export const removeFromCart = {
  name: 'remove-from-cart',
  kind: 'page',
  adopt: REMOVE_LINK,
  hydrate: 'interaction',
  holdClicks: true,
  trigger: REMOVE_LINK,
  surface: 'cart',
  module: 'remove-from-cart/remove-from-cart',
} satisfies IslandSpec;
