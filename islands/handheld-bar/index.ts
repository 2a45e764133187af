import type { ElementBehaviourDefinition } from '../../src/runtime/types';

/**
 * The theme's mobile footer bar (`.{theme}-handheld-footer-bar`; the slug varies by theme,
 * e.g. `.storefront-handheld-footer-bar`), spec 2.1.
 */
export const handheldBar: ElementBehaviourDefinition = {
  name: 'handheld-bar',
  kind: 'behaviour',
  adopt: '[class*="-handheld-footer-bar"]',
  hydrate: 'load',
  load: () => import('./handheld-bar'),
};
