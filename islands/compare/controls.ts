/**
 * The compare controls the bundle answers, by what they do. Their clicks are taken at once
 * (the default prevented) and handled by the panels code, which loads on the first one.
 */
export const CONTROLS = {
  barToggle: '.woosc-bar-btn',
  openAll: '.woosc-sidebar-btn',
  tableClose: '#woosc-table-close',
  itemRemove: '#woosc-area .woosc-bar-item-remove, #woosc-area .woosc-remove',
  removeAll: '#woosc-area .woosc-bar-remove',
  sidebarItemRemove: '.woosc-sidebar-item-remove',
  sidebarClose: '.woosc-sidebar-close, .woosc-sidebar-continue',
  popupClose: '.woosc-popup-close',
  settings: '.woosc-table-settings',
  print: '.woosc-bar-print',
  share: '.woosc-bar-share',
  search: '.woosc-bar-search',
  searchAdd: '.woosc-item-add',
  copy: '#woosc_copy_url, #woosc_copy_btn',
} as const;

export type Control = keyof typeof CONTROLS;

/** Quick-view buttons inside the table or sidebar close it; only the link's default is prevented. */
export const QUICK_VIEW = '.woosc_table .woosq-btn, .woosc_table .woosq-link, .woosc-sidebar .woosq-btn, .woosc-sidebar .woosq-link';

export const MENU_LINKS = '.woosc-menu-item a, .woosc-menu a, .woosc-link a';

/**
 * Compare's table and sidebar while closed, and the closed bar's tools (print, share, search,
 * filter, items, remove all; not its toggle, which a bubble keeps on screen): off screen, so kept
 * `inert` until opened. Both the page chunk (before compare's code is here, `IslandSpec.inert`)
 * and compare's own page-load step apply it.
 */
export const CLOSED_PANELS = '.woosc-sidebar:not(.woosc-sidebar-open),.woosc-table:not(.woosc-table-open),.woosc-bar:not(.woosc-bar-open)>:not(.woosc-bar-btn)';

/** The panels drawn from a `woosc_load` reply. */
export type PanelData = 'bar' | 'table' | 'sidebar';

/**
 * Where each panel is drawn from the server, and the plugin's class that says it shows the list
 * as it is: a change of list takes the class off, and the next open loads that panel again.
 */
export const DRAWN_IN: Readonly<Record<PanelData, readonly [selector: string, drawn: string]>> = {
  bar: ['.woosc-bar-items', 'woosc-bar-items-loaded'],
  table: ['.woosc-table-items', 'woosc-table-items-loaded'],
  sidebar: ['.woosc-sidebar-items', 'woosc-sidebar-items-loaded'],
};
