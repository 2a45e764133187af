import type { ElementBehaviourDefinition } from '../../src/runtime/types';

/** WooCommerce's store-wide notice: shown until the shopper dismisses it (spec 4.9). */
export const storeNotice: ElementBehaviourDefinition = {
  name: 'store-notice',
  kind: 'behaviour',
  adopt: '.woocommerce-store-notice',
  hydrate: 'load',
  load: () => import('./store-notice'),
};
