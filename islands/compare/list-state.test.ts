import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '../../src/dom/cookies';
import { currentStore } from '../../src/store/store';
import { compareList } from './list-state';
import { compareSettings, type CompareSettings } from './settings';

const settings = (overrides: Partial<CompareSettings> = {}): CompareSettings => ({ ...compareSettings({}), userId: 'u1', hash: '6', limit: 3, adding: 'prepend', ...overrides });
const COOKIE = 'woosc_products_u1';

let events: [string, unknown][];
const NAMES = ['lantern:compare-count-changed', 'lantern:compare-added', 'lantern:compare-removed'];
const listen = (event: Event) => events.push([event.type.replace('lantern:compare-', ''), (event as CustomEvent<{ count: number }>).detail.count]);

beforeEach(() => {
  events = [];
  document.body.innerHTML = '<div id="woosc-area"></div><button class="woosc-btn" data-id="12">Compare</button>';
  NAMES.forEach((name) => document.addEventListener(name, listen));
});
afterEach(() => NAMES.forEach((name) => document.removeEventListener(name, listen)));

const count = () => document.getElementById('woosc-area')?.getAttribute('data-count');

describe('the compare list', () => {
  it('starts from the cookie: ids, count, buttons and the count event', () => {
    writeCookie(COOKIE, '12,7', { path: '/' });
    const list = compareList(settings(), currentStore());
    expect(list.ids()).toEqual(['12', '7']);
    expect(count()).toBe('2');
    expect(document.querySelector('.woosc-btn')?.getAttribute('aria-pressed')).toBe('true');
    expect(events).toEqual([['count-changed', 2]]);
  });

  it('adds to the cookie by the adding rule, then says the count and added', () => {
    writeCookie(COOKIE, '7', { path: '/' });
    const list = compareList(settings(), currentStore());
    events = [];
    expect(list.add('12')).toEqual({ kind: 'added', ids: ['12', '7'] });
    expect(readCookie(COOKIE)).toBe('12,7');
    expect(list.ids()).toEqual(['12', '7']);
    expect(count()).toBe('2');
    expect(events).toEqual([
      ['count-changed', 2],
      ['added', 2],
    ]);
  });

  it('keeps a full list as it is, showing what the cookie holds, and still says added', () => {
    const list = compareList(settings({ limit: 1 }), currentStore());
    writeCookie(COOKIE, '7', { path: '/' });
    events = [];
    expect(list.add('12')).toEqual({ kind: 'limit', ids: ['7'] });
    expect(readCookie(COOKIE)).toBe('7');
    expect(list.ids()).toEqual(['7']);
    expect(count()).toBe('1');
    expect(events).toEqual([
      ['count-changed', 1],
      ['added', 1],
    ]);
  });

  it('removes from the cookie and says removed', () => {
    writeCookie(COOKIE, '12,7', { path: '/' });
    const list = compareList(settings(), currentStore());
    events = [];
    list.remove('12');
    expect(readCookie(COOKIE)).toBe('7');
    expect(list.ids()).toEqual(['7']);
    expect(document.querySelector('.woosc-btn')?.getAttribute('aria-pressed')).toBe('false');
    expect(events).toEqual([
      ['count-changed', 1],
      ['removed', 1],
    ]);
  });

  it('says nothing when a save changes nothing, and follows a new order', () => {
    writeCookie(COOKIE, '12,7', { path: '/' });
    const list = compareList(settings(), currentStore());
    events = [];
    list.save(['12', '7']);
    expect(events).toEqual([]);
    list.save(['7', ' ', '12']);
    expect(readCookie(COOKIE)).toBe('7,12');
    expect(list.ids()).toEqual(['7', '12']);
    expect(events).toEqual([['count-changed', 2]]);
  });

  it("re-reads the cookie another tab changed, and saves the table's fields and tools", () => {
    const list = compareList(settings(), currentStore());
    writeCookie(COOKIE, '9', { path: '/' });
    list.refresh();
    expect(list.ids()).toEqual(['9']);
    expect(count()).toBe('1');
    list.saveSettings(['price', 'sku'], ['highlight']);
    expect(readCookie('woosc_fields_6_u1')).toBe('price,sku');
    expect(readCookie('woosc_settings_6_u1')).toBe('highlight');
  });
});
