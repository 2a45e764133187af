import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readCookie, writeCookie } from '../../src/dom/cookies';
import { currentStore } from '../../src/store/store';
import { compareList } from './list';
import { panelStates, type PanelStates } from './panels';
import { compareSettings, type CompareSettings } from './settings';

// The compare island's state modules on their own: the list behind every surface, and which
// panel opens or closes which.

describe('the compare list state', () => {
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
});

describe('the compare panel states', () => {
  const PANELS = `<div id="woosc-area" class="woosc-area">
    <div class="woosc-table" inert></div>
    <div class="woosc-bar woosc-bar-bubble"><div class="woosc-bar-btn" aria-expanded="false"></div><div class="woosc-bar-items"></div><div class="woosc-bar-search"></div></div>
  </div>
  <div class="woosc-sidebar" inert></div>`;

  const area = () => document.getElementById('woosc-area')!;
  const bar = () => document.querySelector<HTMLElement>('.woosc-bar')!;
  const table = () => document.querySelector<HTMLElement>('.woosc-table')!;
  const sidebar = () => document.querySelector<HTMLElement>('.woosc-sidebar')!;
  const toggle = () => document.querySelector<HTMLElement>('.woosc-bar-btn')!;

  let events: string[];
  const listen = (event: Event) => events.push(event.type.replace('lantern:', ''));
  const NAMES = ['bar-open', 'bar-close', 'table-open', 'table-close', 'sidebar-open', 'sidebar-close', 'open', 'close', 'toggle'].map((name) => `lantern:compare-${name}`);

  // Dialogs left open by a test leave the page's dialog stack with it.
  let unmount = new AbortController();
  function start(overrides: Partial<CompareSettings> = {}, markup = PANELS): { states: PanelStates } {
    document.body.innerHTML = markup;
    return { states: panelStates({ ...compareSettings({}), ...overrides }, unmount.signal) };
  }

  beforeEach(() => {
    events = [];
    NAMES.forEach((name) => document.addEventListener(name, listen));
  });
  afterEach(() => {
    NAMES.forEach((name) => document.removeEventListener(name, listen));
    unmount.abort();
    unmount = new AbortController();
  });

  describe('the compare bar', () => {
    it('opens with its tools in reach and the toggle always usable, then closes them out of reach', () => {
      const { states } = start();
      states.openBar();
      expect(area().classList.contains('woosc-area-open-bar')).toBe(true);
      expect(bar().classList.contains('woosc-bar-open')).toBe(true);
      expect(bar().querySelector('.woosc-bar-items')?.hasAttribute('inert')).toBe(false);
      expect(toggle().hasAttribute('inert')).toBe(false);

      states.closeBar();
      expect(area().classList.contains('woosc-area-open-bar')).toBe(false);
      expect(bar().classList.contains('woosc-bar-open')).toBe(false);
      expect(bar().querySelector('.woosc-bar-items')?.hasAttribute('inert')).toBe(true);
      expect(bar().querySelector('.woosc-bar-search')?.hasAttribute('inert')).toBe(true);
      expect(toggle().hasAttribute('inert')).toBe(false);
      expect(events).toEqual(['compare-sidebar-close', 'compare-bar-open', 'compare-bar-close']);
    });
  });

  describe('the compare table', () => {
    it('opens as the modal dialog of the whole area, the toggle expanded, and closes back', () => {
      const { states } = start();
      states.openTable();
      expect(area().classList.contains('woosc-area-open-table')).toBe(true);
      expect(table().classList.contains('woosc-table-open')).toBe(true);
      expect(table().hasAttribute('inert')).toBe(false);
      expect(toggle().classList.contains('woosc-bar-btn-open')).toBe(true);
      expect(toggle().getAttribute('aria-expanded')).toBe('true');
      expect(area().getAttribute('role')).toBe('dialog');
      expect(area().getAttribute('aria-modal')).toBe('true');
      expect(area().getAttribute('aria-label')).toBe('Compare products');
      expect(bar().classList.contains('woosc-bar-bubble')).toBe(true);

      area().classList.add('woosc-area-open');
      states.closeTable();
      expect(area().classList.contains('woosc-area-open-table')).toBe(false);
      expect(area().classList.contains('woosc-area-open')).toBe(false);
      expect(table().classList.contains('woosc-table-open')).toBe(false);
      expect(table().hasAttribute('inert')).toBe(true);
      expect(toggle().classList.contains('woosc-bar-btn-open')).toBe(false);
      expect(toggle().getAttribute('aria-expanded')).toBe('false');
      expect(area().getAttribute('role')).toBe('region');
      expect(area().hasAttribute('aria-modal')).toBe(false);
      expect(events).toEqual(['compare-sidebar-close', 'compare-table-open', 'compare-table-close']);
    });

    it('takes the bubble away while open with bar_bubble, and gives it back on close', () => {
      const { states } = start({ barBubble: true });
      states.openTable();
      expect(bar().classList.contains('woosc-bar-bubble')).toBe(false);
      states.closeTable();
      expect(bar().classList.contains('woosc-bar-bubble')).toBe(true);
    });

    it('leaves a bar without a bubble alone without bar_bubble', () => {
      const { states } = start({ barBubble: false });
      bar().classList.remove('woosc-bar-bubble');
      states.openTable();
      states.closeTable();
      expect(bar().classList.contains('woosc-bar-bubble')).toBe(false);
    });

    it('closes the bar with it only with hide_closed', () => {
      const kept = start();
      kept.states.openBar();
      kept.states.openTable();
      kept.states.closeTable();
      expect(bar().classList.contains('woosc-bar-open')).toBe(true);

      const hidden = start({ hideClosed: true });
      hidden.states.openBar();
      hidden.states.openTable();
      hidden.states.closeTable();
      expect(bar().classList.contains('woosc-bar-open')).toBe(false);
    });

    it('holds Tab inside while open and lets it go once closed', () => {
      const { states } = start();
      table().innerHTML = '<button id="first">Settings</button><button id="last">Close</button>';
      states.openTable();
      const last = document.getElementById('last')!;
      last.focus();
      last.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
      expect(document.activeElement?.id).not.toBe('last');
      expect(area().contains(document.activeElement)).toBe(true);

      states.closeTable();
      last.focus();
      const leaving = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
      last.dispatchEvent(leaving);
      expect(leaving.defaultPrevented).toBe(false);
    });
  });

  describe('the compare sidebar', () => {
    it('closes the bar and the table as it opens as a dialog, and closes back', () => {
      const { states } = start();
      states.openBar();
      states.openTable();
      events = [];
      states.openSidebar();
      expect(bar().classList.contains('woosc-bar-open')).toBe(false);
      expect(table().classList.contains('woosc-table-open')).toBe(false);
      expect(area().classList.contains('woosc-area-open-sidebar')).toBe(true);
      expect(sidebar().classList.contains('woosc-sidebar-open')).toBe(true);
      expect(sidebar().hasAttribute('inert')).toBe(false);
      expect(sidebar().getAttribute('role')).toBe('dialog');
      expect(sidebar().getAttribute('aria-label')).toBe('Compare list');
      expect(events).toEqual(['compare-bar-close', 'compare-table-close', 'compare-sidebar-open']);

      states.closeSidebar();
      expect(area().classList.contains('woosc-area-open-sidebar')).toBe(false);
      expect(sidebar().classList.contains('woosc-sidebar-open')).toBe(false);
      expect(sidebar().hasAttribute('inert')).toBe(true);
    });

    it('gives focus back to what opened it once closed', () => {
      const { states } = start();
      sidebar().innerHTML = '<button id="inside">Remove</button>';
      const opener = document.createElement('button');
      document.body.append(opener);
      opener.focus();
      states.openSidebar();
      document.getElementById('inside')!.focus();
      states.closeSidebar();
      expect(document.activeElement).toBe(opener);
    });

    it('is closed by the bar or the table opening', () => {
      const { states } = start();
      states.openSidebar();
      states.openBar();
      expect(sidebar().classList.contains('woosc-sidebar-open')).toBe(false);
      states.openSidebar();
      states.openTable();
      expect(sidebar().classList.contains('woosc-sidebar-open')).toBe(false);
    });
  });

  describe('open-all', () => {
    it('toggles the bar and the table together', () => {
      const { states } = start();
      states.toggleAll();
      expect(area().classList.contains('woosc-area-open')).toBe(true);
      expect(bar().classList.contains('woosc-bar-open')).toBe(true);
      expect(table().classList.contains('woosc-table-open')).toBe(true);
      expect(events.slice(-2)).toEqual(['compare-open', 'compare-toggle']);

      states.toggleAll();
      expect(area().classList.contains('woosc-area-open')).toBe(false);
      expect(bar().classList.contains('woosc-bar-open')).toBe(false);
      expect(table().classList.contains('woosc-table-open')).toBe(false);
      expect(events.slice(-2)).toEqual(['compare-close', 'compare-toggle']);
    });

    it('leaves the open-all state before the bar announces its close, as the plugin does', () => {
      const { states } = start();
      states.toggleAll();
      let openAllWhenBarClosed: boolean | undefined;
      const heard = () => (openAllWhenBarClosed = area().classList.contains('woosc-area-open'));
      document.addEventListener('lantern:compare-bar-close', heard);
      states.closeAll();
      document.removeEventListener('lantern:compare-bar-close', heard);
      expect(openAllWhenBarClosed).toBe(false);
    });

    it('closeAll closes both', () => {
      const { states } = start();
      states.toggleAll();
      states.closeAll();
      expect(area().classList.contains('woosc-area-open')).toBe(false);
      expect(bar().classList.contains('woosc-bar-open')).toBe(false);
      expect(table().classList.contains('woosc-table-open')).toBe(false);
    });
  });

  describe('a page that prints only some of the panels', () => {
    it('opens and closes the sidebar without the footer area', () => {
      const { states } = start({}, '<div class="woosc-sidebar" inert></div>');
      states.openBar();
      states.openTable();
      states.closeTable();
      states.toggleAll();
      states.closeAll();
      states.openSidebar();
      expect(sidebar().classList.contains('woosc-sidebar-open')).toBe(true);
      states.closeSidebar();
      expect(sidebar().hasAttribute('inert')).toBe(true);
      expect(events).toContain('compare-toggle');
    });

    it('opens and closes the bar and the table without a sidebar', () => {
      const { states } = start({}, PANELS.replace('<div class="woosc-sidebar" inert></div>', ''));
      states.openSidebar();
      expect(area().classList.contains('woosc-area-open-sidebar')).toBe(true);
      states.openTable();
      expect(table().classList.contains('woosc-table-open')).toBe(true);
      states.closeSidebar();
      expect(events.slice(-2)).toEqual(['compare-table-open', 'compare-sidebar-close']);
    });
  });
});
