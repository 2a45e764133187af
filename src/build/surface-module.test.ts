import { afterEach, describe, expect, it } from 'vitest';
import type { TableRow } from '../loader/table';
import { handedOver } from '../loader/handover';
import { idleWhen, withSetting } from '../loader/row-conditions';
import { surfaceModuleSource } from './surface-module';

/** Runs the page chunk's `rows` export as the browser would, against this document. */
async function rowsOnPage(
  rows: readonly TableRow[],
  conditions: Parameters<typeof surfaceModuleSource>[3],
  triggerSettings: Parameters<typeof surfaceModuleSource>[5] = [],
): Promise<TableRow[]> {
  const source = surfaceModuleSource([], (path) => path, rows, conditions, '', triggerSettings);
  // The conditions it imports come from their module (the build resolves the same file).
  expect(source.split('\n').filter((line) => line.startsWith('import ') && !line.includes('src/runtime/') && !line.includes('src/loader/handover.ts'))).toEqual(
    (conditions ?? []).some(Boolean) || triggerSettings.some(Boolean) ? [expect.stringContaining('src/loader/row-conditions.ts')] : [],
  );
  const body = source
    .split('\n')
    .filter((line) => !line.startsWith('import ') && !line.startsWith('export const report'))
    .join('\n')
    .replace('export const rows =', 'return')
    .replace(/^export /gm, '');
  return (new Function('idleWhen', 'withSetting', 'handedOver', body) as (...helpers: unknown[]) => TableRow[])(idleWhen, withSetting, handedOver);
}

const ROW: TableRow = ['compare', '.woosc-btn', 'pxh', 4, '', '.woosc-btn'];

describe('rows with idleWhen', () => {
  afterEach(() => {
    document.cookie = 'woosc_products_ab12=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.body.innerHTML = '';
  });

  it('keep their own strategy when no cookie holds a list and no selector matches', async () => {
    document.cookie = 'woosc_products_ab12=; path=/';
    const [row] = await rowsOnPage([ROW], [{ cookie: 'woosc_products', selector: '.woosc-page' }]);
    expect(row?.[2]).toBe('pxh');
  });

  it('mount when idle once a cookie named with the prefix holds a value', async () => {
    document.cookie = 'woosc_products_ab12=12,15; path=/';
    const [row] = await rowsOnPage([ROW], [{ cookie: 'woosc_products', selector: '.woosc-page' }]);
    expect(row).toEqual(['compare', '.woosc-btn', 'pih', 4, '', '.woosc-btn']);
  });

  it('keep their own strategy when the only value is the one the unused item names, and mount for any other', async () => {
    document.cookie = 'woosw_key=NEW123; path=/';
    localStorage.setItem('unused_key', 'NEW123');
    const condition = { cookie: 'woosw_key', unusedItem: 'unused_key' };
    expect((await rowsOnPage([ROW], [condition]))[0]?.[2]).toBe('pxh');
    localStorage.setItem('unused_key', 'OLD999');
    expect((await rowsOnPage([ROW], [condition]))[0]?.[2]).toBe('pih');
    localStorage.removeItem('unused_key');
    document.cookie = 'woosw_key=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('mount when idle on a page the selector matches', async () => {
    document.body.innerHTML = '<div class="woosc-page"></div>';
    const [row] = await rowsOnPage([ROW], [{ cookie: 'woosc_products', selector: '.woosc-page' }]);
    expect(row?.[2]).toBe('pih');
  });

  it('mount when idle on a page without the script `missing` names, and keep their strategy where it is printed', async () => {
    const street: TableRow = ['address-autocomplete', '#billing_address_1', 'bx', 7];
    const condition = { missing: '#wc-address-autocomplete-js' };
    expect((await rowsOnPage([street], [condition]))[0]?.[2]).toBe('bi');
    document.body.innerHTML = '<script id="wc-address-autocomplete-js"></script>';
    expect((await rowsOnPage([street], [condition]))[0]?.[2]).toBe('bx');
  });

  it("mount when idle when the page's settings ask for work on load, and keep their strategy for any other value", async () => {
    const settings = globalThis as { woosc_vars?: Record<string, unknown> };
    const condition = { cookie: 'woosc_products', setting: { global: 'woosc_vars', key: 'open_bar', value: 'yes' } };
    expect((await rowsOnPage([ROW], [condition]))[0]?.[2]).toBe('pxh');
    settings.woosc_vars = { open_bar: 'no' };
    expect((await rowsOnPage([ROW], [condition]))[0]?.[2]).toBe('pxh');
    settings.woosc_vars = { open_bar: 'yes' };
    expect((await rowsOnPage([ROW], [condition]))[0]?.[2]).toBe('pih');
    delete settings.woosc_vars;
  });

  it('leave rows without a condition as data', async () => {
    const rows = await rowsOnPage([ROW, ['notice', '.notice', 'bl', 0]], [undefined, undefined]);
    expect(rows).toEqual([ROW, ['notice', '.notice', 'bl', 0]]);
  });
});

describe('rows with a triggerSetting', () => {
  const OPEN_BUTTON = { global: 'woosc_vars', key: 'open_button' };
  const pageGlobals = globalThis as { woosc_vars?: Record<string, unknown> };

  afterEach(() => {
    delete pageGlobals.woosc_vars;
  });

  it("add the theme's selector from the page's settings to the trigger", async () => {
    pageGlobals.woosc_vars = { open_button: ' .open-compare-btn ' };
    const [row] = await rowsOnPage([ROW], [undefined], [OPEN_BUTTON]);
    expect(row).toEqual(['compare', '.woosc-btn', 'pxh', 4, '', '.woosc-btn,.open-compare-btn']);
  });

  it('keep the printed trigger when the setting is empty, missing, not text, or not a valid selector', async () => {
    for (const value of [undefined, '', 7, 'a[href=']) {
      pageGlobals.woosc_vars = value === undefined ? undefined : { open_button: value };
      const [row] = await rowsOnPage([ROW], [undefined], [OPEN_BUTTON]);
      expect(row?.[5], String(value)).toBe('.woosc-btn');
    }
  });

  it('decide the strategy and the trigger together', async () => {
    pageGlobals.woosc_vars = { open_button: '.open-compare-btn' };
    document.body.innerHTML = '<div class="woosc-page"></div>';
    const [row] = await rowsOnPage([ROW], [{ cookie: 'woosc_products', selector: '.woosc-page' }], [OPEN_BUTTON]);
    expect(row).toEqual(['compare', '.woosc-btn', 'pih', 4, '', '.woosc-btn,.open-compare-btn']);
    document.body.innerHTML = '';
  });
});
