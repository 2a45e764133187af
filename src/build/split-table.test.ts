import { describe, expect, it } from 'vitest';
import type { IslandSpec } from './island-spec';
import { compactSelectorList, splitTable } from './split-table';

const spec = (name: string, surface: IslandSpec['surface'], extra: Partial<IslandSpec> = {}): IslandSpec => ({
  name,
  kind: 'behaviour',
  adopt: `.${name}`,
  hydrate: 'idle',
  surface,
  module: `${name}/${name}`,
  ...extra,
});

describe('the two-tier island table', () => {
  const specs = [
    spec('cart', 'page', { holdClicks: true }),
    spec('notice', 'page', { hydrate: 'load' }),
    spec('stepper', 'product'),
    spec('compare-btn', 'compare', { holdClicks: true }),
    spec('drawer', 'header', { trigger: '.menu-toggle, .menu-open' }),
    spec('compare-bar', 'compare', { trigger: '.compare-open', holdClicks: true, triggerSetting: { global: 'compare_vars', key: 'open_button' } }),
    spec('cart-opener', 'page', { trigger: '.cart-open', triggerSetting: { global: 'cart_vars', key: 'opener' } }),
  ];
  const split = splitTable(specs, ['page', 'product', 'compare', 'header']);

  it('keeps only the every-page islands that hold clicks in the entry', () => {
    expect(split.entryRows.map(([name]) => name)).toEqual(['cart', 'cart-opener']);
  });

  it('defers the others with the index of their own surface chunk', () => {
    expect(split.deferredRows.map(([name, , , group]) => [name, group])).toEqual([
      ['notice', 0],
      ['stepper', 1],
      ['compare-btn', 2],
      ['drawer', 3],
      ['compare-bar', 2],
    ]);
  });

  it('holds early clicks on the deferred triggers and held markup, not on every-page ones', () => {
    expect(split.early).toBe('.compare-btn,.menu-toggle,.menu-open,.compare-open');
  });

  it("has the entry read a deferred trigger's setting on the page, so a theme's own opener is held too", () => {
    expect(split.earlySettings).toEqual([{ global: 'compare_vars', key: 'open_button' }]);
  });
});

describe('selector lists in the table', () => {
  it('lose the spaces around their commas, in adopt and trigger alike', () => {
    const split = splitTable([spec('notices', 'page', { adopt: '.a , .b >  .c', trigger: '.t,  .u', holdClicks: true })], ['page']);
    expect(split.entryRows[0]?.[1]).toBe('.a,.b >  .c');
    expect(split.entryRows[0]?.[5]).toBe('.t,.u');
  });

  it('keep commas and spaces inside quoted attribute values', () => {
    expect(compactSelectorList(`a[title="x, y"], b[data-q='p , q'] ,c`)).toBe(`a[title="x, y"],b[data-q='p , q'],c`);
  });
});
