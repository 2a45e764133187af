import type { ElementBehaviourDefinition } from '../../src/runtime/types';

/** The header mini-cart drop-down: its list scrolls when it would run off screen (spec 2.1). */
export const headerCart: ElementBehaviourDefinition = {
  name: 'header-cart',
  kind: 'behaviour',
  adopt: '#site-header-cart',
  hydrate: 'idle',
  load: () => import('./header-cart'),
};
