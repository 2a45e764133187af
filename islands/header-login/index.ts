import type { IslandSpec } from '../../src/build/island-spec';

/**
 * The header account dropdown's login form (`form.{theme}-login-form-ajax`), submitted in place
 * (spec 7.5). Mounted when focus or the pointer reaches the form; a submit before then (Enter
 * in the password field, a click on the button) is held from the entry and replayed once the
 * code is here, so the browser never sends the form itself: a theme's form without a method
 * would put the password in the address. If the code never comes, a form that posts is let
 * through (the page still signs the shopper in); one that would go by GET is not sent.
 */
export const headerLogin = {
  name: 'header-login',
  kind: 'behaviour',
  adopt: 'form[class*=-login-form-ajax]',
  hydrate: 'interaction',
  holdClicks: true,
  surface: 'header',
  module: 'header-login/header-login',
} satisfies IslandSpec;
