import type { IslandSpec } from '../../src/build/island-spec';

/** PDF Generator's print button (Pro), in its older and current markup. An early click is held. */
export const printButton = {
  name: 'print-button',
  kind: 'behaviour',
  adopt: '#pgfw_print_button',
  hydrate: 'interaction',
  holdClicks: true,
  surface: 'product-tools',
  module: 'print-button/print-button',
} satisfies IslandSpec;
