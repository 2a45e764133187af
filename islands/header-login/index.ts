import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The header account dropdown's login form (`form.{theme}-login-form-ajax`), submitted in place
 * (spec 7.5). Mounted when focus or the pointer reaches the form; a submit before then posts
 * the form to the page, which still signs the shopper in.
 */
export const headerLogin = {
  name: 'header-login',
  kind: 'behaviour',
  adopt: 'form[class*="-login-form-ajax"]',
  hydrate: 'interaction',
  surface: 'header',
  module: 'header-login/header-login',
} satisfies IslandSpec;
