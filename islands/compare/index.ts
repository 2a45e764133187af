import type { IslandSpec } from '../../src/build/island-spec';
import { CLOSED_PANELS } from './controls';

/**
 * WPC Smart Compare: the buttons, the footer area (bar, table, sidebar), the compare page, menu
 * items and links. One delegated mount per page; clicks on its controls before it are held and
 * replayed on the control itself (docs/decisions/0019-plugins-wait-for-a-list.md).
 */
export const compare = {
  name: 'compare',
  kind: 'page',
  adopt: '.woosc-btn,#woosc-area,.woosc-page,.woosc-menu-item,.woosc-link',
  // With no saved list and no compare page, nothing shows before a click: the code waits for
  // intent on a trigger. A returning shopper's list is synced when idle.
  hydrate: 'interaction',
  // `open_bar` opens the bar on page load (spec 4.6), list or not.
  idleWhen: { cookie: 'woosc_products', selector: '.woosc-page', setting: { global: 'woosc_vars', key: 'open_bar', value: 'yes' } },
  // The bar, table and sidebar wait off screen: out of the tab order until compare opens them.
  inert: CLOSED_PANELS,
  holdClicks: true,
  // What a shopper clicks first: intent on one fetches the code, an early click is replayed on
  // it. Selectors without spaces: they ride in the loader's table on every page.
  trigger: '.woosc-btn,.woosc-menu-item a,.woosc-menu a,.woosc-link a,.woosc-bar-btn,.woosc-sidebar-btn',
  // The theme's own opener (`woosc_vars.open_button`), known only on the page.
  triggerSetting: { global: 'woosc_vars', key: 'open_button' },
  surface: 'compare',
  module: 'compare/compare',
} satisfies IslandSpec;

/** The quick table under a product: laid out as it nears the screen, without the list code. */
export const compareQuickTable = {
  name: 'compare-quick-table',
  kind: 'behaviour',
  adopt: '.woosc-quick-table',
  hydrate: 'visible',
  surface: 'compare',
  module: 'compare/quick-table',
} satisfies IslandSpec;
