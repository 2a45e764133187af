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

/** Clicks inside these never count as "outside" (the plugin's list, plus the open button). */
export const OUTSIDE_EXEMPT = [
  '.wpc_compare_count',
  '.woosc-popup',
  '.woosc-btn',
  '.woosc-table',
  '.woosc-bar',
  '.woosc-menu-item a',
  '.woosc-link a',
  '.woosc-menu a',
  '.woosc-sidebar-btn',
];

export const MENU_LINKS = '.woosc-menu-item a, .woosc-menu a, .woosc-link a';
