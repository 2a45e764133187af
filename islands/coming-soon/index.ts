import type { ElementBehaviourDefinition } from '../../src/runtime/types';

/** WooCommerce's 'coming soon' footer banner, shown to shop managers (spec 2.1, 7.2). */
export const comingSoon: ElementBehaviourDefinition = {
  name: 'coming-soon',
  kind: 'behaviour',
  adopt: '#coming-soon-footer-banner',
  hydrate: 'load',
  load: () => import('./coming-soon'),
};
