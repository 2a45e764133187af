import type { PageBehaviourDefinition } from '../../src/runtime/types';

export const REMOVE_LINK = '.remove_from_cart_button';

export const removeFromCart: PageBehaviourDefinition = {
  name: 'remove-from-cart',
  kind: 'page',
  adopt: REMOVE_LINK,
  hydrate: 'idle',
  holdClicks: true,
  load: () => import('./remove-from-cart'),
};
