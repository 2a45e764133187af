import { describe, expect, it } from 'vitest';
import { readCookie } from '../../src/dom/cookies';
import { addToList, fieldsCookie, productsCookie, readList, removeFromList, settingsCookie, splitList, writeList } from './list';
import { compareSettings } from './settings';

describe('compare settings from woosc_vars', () => {
  it('reads the plugin defaults when the global is missing', () => {
    const settings = compareSettings({});
    expect(settings).toMatchObject({ buttonAction: 'show_table', limit: 100, adding: 'prepend', clickOutside: 'yes', hideEmptyRow: true, variations: true, barFilter: 'no' });
    expect(settings.quickTableFixed).toEqual({ pc: 2, ta: 1, mo: 0 });
  });

  it("accepts '1', 'true', 'yes' and 'on' in any case for boolean settings", () => {
    for (const word of ['1', 'true', 'YES', 'On']) expect(compareSettings({ click_again: word }).clickAgain).toBe(true);
    for (const word of ['no', '0', '', 'off']) expect(compareSettings({ click_again: word }).clickAgain).toBe(false);
  });

  it("turns variation following off with variations 'no', and reads the custom menu and its action", () => {
    expect(compareSettings({ variations: 'no' }).variations).toBe(false);
    expect(compareSettings({ open_button: '.open-compare-btn', open_button_action: 'open_sidebar' })).toMatchObject({
      openButton: '.open-compare-btn',
      openButtonAction: 'open_sidebar',
    });
  });

  it('reads enumerated settings, falling back on unknown values', () => {
    expect(compareSettings({ button_action: 'show_sidebar', menu_action: 'open_page', click_outside: 'yes_empty', adding: 'append' })).toMatchObject({
      buttonAction: 'show_sidebar',
      menuAction: 'open_page',
      clickOutside: 'yes_empty',
      adding: 'append',
    });
    expect(compareSettings({ button_action: 'explode' }).buttonAction).toBe('show_table');
  });

  it('parses the quick table columns from their JSON string', () => {
    expect(compareSettings({ quick_table_fixed: '{"pc":3,"ta":"2","mo":1}' }).quickTableFixed).toEqual({ pc: 3, ta: 2, mo: 1 });
    expect(compareSettings({ quick_table_fixed: 'not json' }).quickTableFixed).toEqual({ pc: 2, ta: 1, mo: 0 });
  });
});

describe('the compare list', () => {
  it('names the cookies with the user hash, and bare only without one', () => {
    expect(productsCookie({ userId: 'abc', hash: '6' })).toBe('woosc_products_abc');
    expect(productsCookie({ userId: '', hash: '6' })).toBe('woosc_products');
    expect(fieldsCookie({ userId: 'abc', hash: 'x1y2' })).toBe('woosc_fields_x1y2_abc');
    expect(settingsCookie({ userId: '', hash: '6' })).toBe('woosc_settings_6');
  });

  it('moves a re-added id to the front or the back, never keeping two copies', () => {
    expect(addToList(['1', '2'], '2', { limit: 10, adding: 'prepend' })).toEqual({ kind: 'added', ids: ['2', '1'] });
    expect(addToList(['2', '1'], '2', { limit: 10, adding: 'append' })).toEqual({ kind: 'added', ids: ['1', '2'] });
  });

  it('refuses an add at the limit, but never to an empty list', () => {
    expect(addToList(['1', '2'], '3', { limit: 2, adding: 'prepend' })).toEqual({ kind: 'limit', ids: ['1', '2'] });
    expect(addToList([], '3', { limit: 1, adding: 'prepend' })).toEqual({ kind: 'added', ids: ['3'] });
  });

  it('skips empty ids when an order is saved to the cookie', () => {
    const names = { userId: 'abc', hash: '6' };
    expect(writeList(names, ['12', '', ' ', '104'])).toEqual(['12', '104']);
    expect(readCookie('woosc_products_abc')).toBe('12,104');
    expect(readList(names)).toEqual(['12', '104']);
    writeList(names, []);
  });

  it("removes one id, or every id for 'all', and skips empty entries when reading", () => {
    expect(removeFromList(['1', '2'], '1')).toEqual(['2']);
    expect(removeFromList(['1', '2'], 'all')).toEqual([]);
    expect(splitList('1,,2, ,3')).toEqual(['1', '2', '3']);
  });
});
