import type { PageBehaviourDefinition } from '../../src/runtime/types';

/** Keeps every mini-cart on the page current (WooCommerce's cart-fragments script). */
export const cartFragments: PageBehaviourDefinition = {
  name: 'cart-fragments',
  kind: 'page',
  adopt: '.widget_shopping_cart_content, .hide_cart_widget_if_empty',
  hydrate: 'load',
  load: () => import('./cart-fragments'),
};
