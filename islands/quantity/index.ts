import type { ElementBehaviourDefinition } from '../../src/runtime/types';

/**
 * Quantity fields: the minimum rule on load (spec 5.4) and minus/plus steppers (spec 5.5).
 * `div.quantity`, as WooCommerce prints it; the mini cart's `span.quantity` is plain text.
 */
export const quantity: ElementBehaviourDefinition = {
  name: 'quantity',
  kind: 'behaviour',
  adopt: 'div.quantity',
  hydrate: 'load',
  load: () => import('./quantity'),
};
