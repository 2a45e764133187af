import { toBool, toNumber, toRecord, toText } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';
import { parseRecord } from '../../src/config/records';

export type ButtonAction = 'show_bar' | 'show_table' | 'show_sidebar' | 'show_message' | 'none';
export type OpenAction = 'open_page' | 'open_popup' | 'open_sidebar';
export type ClickOutside = 'yes' | 'yes_empty' | 'no';

/** Fixed left columns of the quick table per device (pc >= 1024 px, ta 768-1023, mo below). */
export interface QuickTableFixed {
  pc: number;
  ta: number;
  mo: number;
}

/** `woosc_vars`, typed and defaulted as WPC Smart Compare 6.5 localizes it. */
export interface CompareSettings {
  wcAjaxUrl: string;
  nonce: string;
  hash: string;
  /** md5 of the user, never the WordPress id; '' only on a page that prints none. */
  userId: string;
  pageUrl: string;
  openButton: string;
  hideEmptyRow: boolean;
  reloadCount: boolean;
  variations: boolean;
  openButtonAction: OpenAction;
  menuAction: OpenAction;
  buttonAction: ButtonAction;
  openBar: boolean;
  barFilter: string;
  barBubble: boolean;
  adding: 'append' | 'prepend';
  clickAgain: boolean;
  clickOutside: ClickOutside;
  hideClosed: boolean;
  freezeColumn: boolean;
  freezeRow: boolean;
  limit: number;
  limitNotice: string;
  buttonText: string;
  buttonTextAdded: string;
  buttonNormalIcon: string;
  buttonAddedIcon: string;
  quickTableFixed: QuickTableFixed;
  /** Request time-out in ms (the shop's, from Lantern's settings). */
  timeout?: number;
}

function oneOf<T extends string>(value: unknown, options: readonly T[], fallback: T): T {
  const text = toText(value, fallback).trim().toLowerCase();
  return (options as readonly string[]).includes(text) ? (text as T) : fallback;
}

function quickTableFixed(value: unknown): QuickTableFixed {
  const record = typeof value === 'string' ? parseRecord(value) ?? {} : toRecord(value);
  const count = (key: string, fallback: number) => Math.max(0, Math.floor(toNumber(record[key], fallback)));
  return { pc: count('pc', 2), ta: count('ta', 1), mo: count('mo', 0) };
}

/** `bar_filter` is 'no' or a taxonomy name; a flag word that means off reads as 'no' too. */
function barFilter(value: unknown): string {
  const text = toText(value, 'no').trim();
  return text === '' || ['no', 'false', '0', 'off'].includes(text.toLowerCase()) ? 'no' : text;
}

/**
 * Reads `woosc_vars`. Boolean settings accept '1', 'true', 'yes' and 'on' in any case (spec 5.8),
 * a superset of the plugin's own 'yes'.
 *
 * @example
 * // var woosc_vars = { button_action: "show_table", limit: "100", click_again: "no", ... }
 * compareSettings().limit; // 100
 */
export function compareSettings(vars: Record<string, unknown> = pageGlobal('woosc_vars')): CompareSettings {
  const text = (key: string, fallback: string) => toText(vars[key], fallback);
  const flag = (key: string, fallback: boolean) => toBool(vars[key], fallback);
  const clickOutside = text('click_outside', 'yes').trim().toLowerCase();
  return {
    wcAjaxUrl: text('wc_ajax_url', '/?wc-ajax=%%endpoint%%'),
    nonce: text('nonce', ''),
    hash: text('hash', '6'),
    userId: text('user_id', ''),
    pageUrl: text('page_url', '#'),
    openButton: text('open_button', '').trim(),
    hideEmptyRow: flag('hide_empty_row', true),
    reloadCount: flag('reload_count', false),
    variations: flag('variations', true),
    openButtonAction: oneOf(vars.open_button_action, ['open_page', 'open_popup', 'open_sidebar'], 'open_popup'),
    menuAction: oneOf(vars.menu_action, ['open_page', 'open_popup', 'open_sidebar'], 'open_popup'),
    buttonAction: oneOf(vars.button_action, ['show_bar', 'show_table', 'show_sidebar', 'show_message', 'none'], 'show_table'),
    openBar: flag('open_bar', false),
    barFilter: barFilter(vars.bar_filter),
    barBubble: flag('bar_bubble', false),
    adding: oneOf(vars.adding, ['append', 'prepend'], 'prepend'),
    clickAgain: flag('click_again', false),
    clickOutside: clickOutside === 'yes_empty' ? 'yes_empty' : toBool(clickOutside) ? 'yes' : 'no',
    hideClosed: flag('hide_closed', false),
    freezeColumn: flag('freeze_column', true),
    freezeRow: flag('freeze_row', true),
    limit: Math.max(1, Math.floor(toNumber(vars.limit, 100))),
    limitNotice: text('limit_notice', 'You can add a maximum of {limit} products to the comparison table.'),
    buttonText: text('button_text', 'Compare'),
    buttonTextAdded: text('button_text_added', 'Compare'),
    buttonNormalIcon: text('button_normal_icon', 'woosc-icon-1'),
    buttonAddedIcon: text('button_added_icon', 'woosc-icon-74'),
    quickTableFixed: quickTableFixed(vars.quick_table_fixed),
  };
}
