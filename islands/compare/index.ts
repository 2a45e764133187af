import type { IslandSpec } from '../../src/build/island-spec';

/**
 * WPC Smart Compare: the buttons, the footer area (bar, table, sidebar), the compare page, menu
 * items and links. One delegated mount per page; clicks before it are held and replayed.
 */
export const compare = {
  name: 'compare',
  kind: 'page',
  adopt: '.woosc-btn, #woosc-area, .woosc-page, .woosc-menu-item, .woosc-link, .woosc-quick-table',
  hydrate: 'idle',
  holdClicks: true,
  surface: 'compare',
  module: 'compare/compare',
} satisfies IslandSpec;
