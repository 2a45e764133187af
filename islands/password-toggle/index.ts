import type { IslandSpec } from '../../src/build/island-spec';

/**
 * Show/hide buttons on password fields (spec 2.5). Account forms print
 * `.woocommerce-Input`; checkout prints its fields inside a `span.woocommerce-input-wrapper`.
 */
export const passwordToggle = {
  name: 'password-toggle',
  kind: 'behaviour',
  adopt: '.woocommerce form .woocommerce-Input[type="password"], .woocommerce form span > input[type="password"]',
  hydrate: 'load',
  surface: 'account',
  module: 'password-toggle/password-toggle',
} satisfies IslandSpec;
