import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The theme's mobile navigation drawer (`.{theme}-mobile-nav` holding `nav.mobile-navigation`),
 * spec 2.1. Its code comes when the shopper reaches for the menu button; a click on it before
 * then is held and replayed.
 */
export const mobileNav = {
  name: 'mobile-nav',
  kind: 'behaviour',
  adopt: '.mobile-navigation',
  hydrate: 'interaction',
  trigger: '.menu-mobile-nav-button',
  surface: 'header',
  module: 'mobile-nav/mobile-nav',
} satisfies IslandSpec;
