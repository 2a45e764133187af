import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The theme's mobile footer bar (`.{theme}-handheld-footer-bar`; the slug varies by theme,
 * e.g. `.storefront-handheld-footer-bar`), spec 2.1.
 */
export const handheldBar = {
  name: 'handheld-bar',
  kind: 'behaviour',
  adopt: '[class*="-handheld-footer-bar"]',
  hydrate: 'load',
  surface: 'page',
  module: 'handheld-bar/handheld-bar',
} satisfies IslandSpec;
