import type { ElementBehaviourDefinition } from '../../src/runtime/types';

/**
 * Show/hide buttons on password fields (spec 2.5). Account forms print
 * `.woocommerce-Input`; checkout prints its fields inside a `span.woocommerce-input-wrapper`.
 */
export const passwordToggle: ElementBehaviourDefinition = {
  name: 'password-toggle',
  kind: 'behaviour',
  adopt: '.woocommerce form .woocommerce-Input[type="password"], .woocommerce form span > input[type="password"]',
  hydrate: 'load',
  load: () => import('./password-toggle'),
};
