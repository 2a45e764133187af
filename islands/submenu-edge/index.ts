import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The theme's own primary menu (`.site-header .primary-navigation`, Storefront markup): a
 * desktop submenu that would run past the window's right edge opens towards the left, as the
 * theme's script places it. Mounted when the pointer or focus first reaches the menu; the
 * submenu open at that moment is placed at once.
 */
export const submenuEdge = {
  name: 'submenu-edge',
  kind: 'behaviour',
  adopt: '.site-header .primary-navigation',
  hydrate: 'interaction',
  surface: 'header',
  module: 'submenu-edge/submenu-edge',
} satisfies IslandSpec;
