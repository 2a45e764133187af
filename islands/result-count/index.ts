import type { IslandSpec } from '../../src/build/island-spec';

/** "Showing 1–12 of 40 results", re-read to assistive technology after load (spec 2.2). */
export const resultCount = {
  name: 'result-count',
  kind: 'behaviour',
  adopt: '.woocommerce-result-count',
  hydrate: 'load',
  surface: 'listing',
  module: 'result-count/result-count',
} satisfies IslandSpec;
