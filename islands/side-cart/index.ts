import type { ComponentDefinition } from '../../src/runtime/types';

/** The theme's off-canvas mini-cart panel. */
export const sideCart: ComponentDefinition = {
  name: 'side-cart',
  kind: 'component',
  adopt: '.site-header-cart-side',
  hydrate: 'idle',
  load: () => import('./SideCart'),
};
