import type { ElementBehaviourDefinition } from '../../src/runtime/types';

/** The shop's sort drop-down: choosing an order reloads the listing (spec 2.2). */
export const ordering: ElementBehaviourDefinition = {
  name: 'ordering',
  kind: 'behaviour',
  adopt: 'form.woocommerce-ordering',
  hydrate: 'load',
  load: () => import('./ordering'),
};
