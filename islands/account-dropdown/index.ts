import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The theme's header account dropdown (`.site-header-account`, reference 5.6): a tap or click
 * on the account link opens the login dropdown in place instead of leaving the page, which is
 * how a phone reaches the header login. A tap before the code is here is held and replayed.
 */
export const accountDropdown = {
  name: 'account-dropdown',
  kind: 'behaviour',
  adopt: '.site-header-account:has(.account-dropdown)',
  hydrate: 'interaction',
  trigger: '.site-header-account > a',
  surface: 'header',
  module: 'account-dropdown/account-dropdown',
} satisfies IslandSpec;
