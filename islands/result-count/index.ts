import type { ElementBehaviourDefinition } from '../../src/runtime/types';

/** "Showing 1–12 of 40 results", re-read to assistive technology after load (spec 2.2). */
export const resultCount: ElementBehaviourDefinition = {
  name: 'result-count',
  kind: 'behaviour',
  adopt: '.woocommerce-result-count',
  hydrate: 'load',
  load: () => import('./result-count'),
};
