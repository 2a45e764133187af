import type { EventPair } from './names';

/**
 * WPC Smart Compare's panel events (bar, table, sidebar), triggered on `document.body` after our
 * own panels change, each with our own name.
 *
 * @example
 * emit(WOOSC_PANEL.tableOpen, [], {});
 */
export const WOOSC_PANEL = {
  barOpen: ['woosc_bar_open', 'compare-bar-open'],
  barClose: ['woosc_bar_close', 'compare-bar-close'],
  tableOpen: ['woosc_table_open', 'compare-table-open'],
  tableClose: ['woosc_table_close', 'compare-table-close'],
  sidebarOpen: ['woosc_sidebar_open', 'compare-sidebar-open'],
  sidebarClose: ['woosc_sidebar_close', 'compare-sidebar-close'],
  open: ['woosc_open', 'compare-open'],
  close: ['woosc_close', 'compare-close'],
  toggle: ['woosc_toggle', 'compare-toggle'],
  barLoaded: ['woosc_bar_loaded', 'compare-bar-loaded'],
  tableLoaded: ['woosc_table_loaded', 'compare-table-loaded'],
  sidebarLoaded: ['woosc_sidebar_loaded', 'compare-sidebar-loaded'],
  filterLoaded: ['woosc_filter_loaded', 'compare-filter-loaded'],
} as const satisfies Record<string, EventPair>;
