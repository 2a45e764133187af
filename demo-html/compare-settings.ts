/**
 * The compare settings a QA person can flip from a demo page's address, one page load at a
 * time, e.g. `/shop/?woosc_button_action=show_bar&woosc_limit=3`. Each becomes the `woosc_vars`
 * value of the same name; anything else keeps the plugin's default.
 */
export const COMPARE_DEMO_SETTINGS = {
  woosc_button_action: { key: 'button_action', default: 'show_table', values: ['show_bar', 'show_table', 'show_sidebar', 'show_message', 'none'] },
  woosc_click_again: { key: 'click_again', default: 'no', values: ['yes', 'no'] },
  woosc_limit: { key: 'limit', default: '100', values: ['1', '2', '3', '4', '5', '10', '100'] },
  woosc_click_outside: { key: 'click_outside', default: 'yes', values: ['yes', 'yes_empty', 'no'] },
  woosc_freeze_column: { key: 'freeze_column', default: 'yes', values: ['yes', 'no'] },
  woosc_freeze_row: { key: 'freeze_row', default: 'yes', values: ['yes', 'no'] },
  woosc_quick_table: { key: 'quick_table_fixed', default: '{"pc":2,"ta":1,"mo":0}', values: ['{"pc":2,"ta":1,"mo":0}', '{"pc":1,"ta":1,"mo":1}', '{"pc":3,"ta":2,"mo":1}'] },
  woosc_menu_action: { key: 'menu_action', default: 'open_popup', values: ['open_page', 'open_popup', 'open_sidebar'] },
  woosc_open_bar: { key: 'open_bar', default: 'no', values: ['yes', 'no'] },
  woosc_bar_bubble: { key: 'bar_bubble', default: 'no', values: ['yes', 'no'] },
  woosc_hide_closed: { key: 'hide_closed', default: 'no', values: ['yes', 'no'] },
  woosc_adding: { key: 'adding', default: 'prepend', values: ['prepend', 'append'] },
  woosc_variations: { key: 'variations', default: 'yes', values: ['yes', 'no'] },
  // The plugin's "custom menu": a theme element (here the header's compare icon) that opens compare.
  woosc_open_button: { key: 'open_button', default: '', values: ['', '.open-compare-btn'] },
  woosc_open_button_action: { key: 'open_button_action', default: 'open_popup', values: ['open_popup', 'open_page', 'open_sidebar'] },
  woosc_reload_count: { key: 'reload_count', default: 'no', values: ['no', 'yes'] },
  woosc_message_position: { key: 'message_position', default: 'right-top', values: ['right-top', 'right-bottom', 'left-top', 'left-bottom', 'fluid-top', 'fluid-bottom'] },
  // The added button's label (the plugin's default shows 'Compare' in both states).
  woosc_button_text_added: { key: 'button_text_added', default: 'Compare', values: ['Compare', 'Compared'] },
} as const;

export type CompareDemoSettings = Record<(typeof COMPARE_DEMO_SETTINGS)[keyof typeof COMPARE_DEMO_SETTINGS]['key'], string>;

/**
 * The settings of one page load: the address's choices over the defaults.
 *
 * @example compareDemoSettings(new URL('http://x/?woosc_limit=3')).limit // '3'
 */
export function compareDemoSettings(url: URL): CompareDemoSettings {
  const entries = Object.entries(COMPARE_DEMO_SETTINGS).map(([param, setting]) => {
    const asked = url.searchParams.get(param);
    return [setting.key, asked !== null && (setting.values as readonly string[]).includes(asked) ? asked : setting.default];
  });
  return Object.fromEntries(entries) as CompareDemoSettings;
}
