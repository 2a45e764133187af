import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The page builder's mega menu (nested menu widget, `nav.e-n-menu`): its down-arrow buttons
 * open their panels (spec 2.1). Mounted when the pointer or focus first reaches the menu.
 */
export const megaMenu = {
  name: 'mega-menu',
  kind: 'behaviour',
  adopt: '.e-n-menu',
  hydrate: 'interaction',
  // A click on a toggle that beats the code is held and replayed on that toggle.
  trigger: '.e-n-menu-dropdown-icon, .e-n-menu-toggle',
  surface: 'header',
  module: 'mega-menu/mega-menu',
} satisfies IslandSpec;
