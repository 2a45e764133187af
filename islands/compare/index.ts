import type { IslandSpec } from '../../src/build/island-spec';

/**
 * WPC Smart Compare: the buttons, the footer area (bar, table, sidebar), the compare page, menu
 * items and links. One delegated mount per page; clicks on its controls before it are held and
 * replayed on the control itself.
 */
export const compare = {
  name: 'compare',
  kind: 'page',
  adopt: '.woosc-btn,#woosc-area,.woosc-page,.woosc-menu-item,.woosc-link,.woosc-quick-table',
  hydrate: 'idle',
  holdClicks: true,
  // What a shopper clicks first: intent on one fetches the code, an early click is replayed on
  // it. Selectors without spaces: they ride in the loader's table on every page.
  trigger: '.woosc-btn,.woosc-menu-item a,.woosc-menu a,.woosc-link a,.woosc-bar-btn,.woosc-sidebar-btn',
  surface: 'compare',
  module: 'compare/compare',
} satisfies IslandSpec;
