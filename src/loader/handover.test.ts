import { afterEach, describe, expect, it, vi } from 'vitest';
import { decideSurface, handedOver, liveFacts, surfaceTaken, type PageFacts } from './handover';
import { HANDOVER_SURFACES } from './handover-table';
import type { TableRow } from './table';

const surface = (name: string) => {
  const found = HANDOVER_SURFACES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no surface ${name}`);
  return found;
};

function facts({ scripts = [], globals = [], choices = {} }: { scripts?: string[]; globals?: string[]; choices?: PageFacts['choices'] }): PageFacts {
  return { hasScript: (handle) => scripts.includes(handle), hasGlobal: (name) => globals.includes(name), choices };
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('deciding who handles a surface', () => {
  it('takes a surface whose script is gone and whose globals are printed', () => {
    expect(decideSurface(surface('cart-fragments'), facts({ globals: ['wc_cart_fragments_params'] }))).toMatchObject({ take: true, reason: 'handed-over' });
  });

  it('leaves a surface while its script is still printed', () => {
    const decision = decideSurface(surface('add-to-cart'), facts({ scripts: ['wc-add-to-cart'], globals: ['wc_add_to_cart_params'] }));
    expect(decision).toMatchObject({ take: false, reason: 'script-kept', handle: 'wc-add-to-cart' });
  });

  it("leaves the quantity steppers to a theme whose stepper script is printed (Astra's)", () => {
    const decision = decideSurface(surface('quantity'), facts({ scripts: ['astra-add-to-cart-quantity-btn'] }));
    expect(decision).toMatchObject({ take: false, reason: 'script-kept', handle: 'astra-add-to-cart-quantity-btn' });
  });

  it('leaves cart-fragments on a shop that never loads it: no global, no script', () => {
    expect(decideSurface(surface('cart-fragments'), facts({}))).toMatchObject({ take: false, reason: 'never-loaded' });
  });

  it('lets the configuration override what the page says, both ways', () => {
    expect(decideSurface(surface('add-to-cart'), facts({ scripts: ['wc-add-to-cart'], choices: { 'add-to-cart': 'take' } }))).toMatchObject({ take: true, reason: 'configured' });
    expect(decideSurface(surface('cart-fragments'), facts({ globals: ['wc_cart_fragments_params'], choices: { 'cart-fragments': 'leave' } }))).toMatchObject({ take: false, reason: 'configured' });
    expect(decideSurface(surface('cart-fragments'), facts({ choices: { 'cart-fragments': 'take' } }))).toMatchObject({ take: true, reason: 'configured' });
  });
});

describe('the page as the browser sees it', () => {
  it('reads printed script tags by their WordPress id, not the inline data beside them', () => {
    document.head.innerHTML = '<script id="wc-cart-fragments-js-extra">var x = 1;</script>';
    expect(liveFacts().hasScript('wc-cart-fragments')).toBe(false);
    document.head.innerHTML += '<script id="wc-cart-fragments-js"></script>';
    expect(liveFacts().hasScript('wc-cart-fragments')).toBe(true);
  });

  it('reads lantern_config.surfaces, ignoring values other than take and leave', () => {
    vi.stubGlobal('lantern_config', { surfaces: { 'cart-fragments': 'leave', compare: 'yes', wishlist: 'take' } });
    expect(liveFacts().choices).toEqual({ 'cart-fragments': 'leave', wishlist: 'take' });
    vi.stubGlobal('lantern_config', { surfaces: 'leave' });
    expect(liveFacts().choices).toEqual({});
  });

  it('says whether an island with its row in the entry may handle its surface', () => {
    vi.stubGlobal('wc_add_to_cart_params', {});
    expect(surfaceTaken('add-to-cart')).toBe(true);
    document.body.innerHTML = '<script id="wc-add-to-cart-js"></script>';
    expect(surfaceTaken('add-to-cart')).toBe(false);
    expect(surfaceTaken('not-a-surface')).toBe(true);
  });
});

describe("the page chunk's rows", () => {
  const rows: TableRow[] = [
    ['cart-fragments', '.widget_shopping_cart_content', 'pl', 0],
    ['quantity', 'div.quantity', 'bl', 4],
    ['ordering', 'form.woocommerce-ordering', 'bi', 2],
  ];

  it('keep every island of a surface handed over', () => {
    expect(handedOver(rows, facts({ globals: ['wc_cart_fragments_params'] })).map(([name]) => name)).toEqual(['cart-fragments', 'quantity', 'ordering']);
  });

  it('drop the islands of surfaces the shop keeps or never had', () => {
    expect(handedOver(rows, facts({})).map(([name]) => name)).toEqual(['quantity', 'ordering']);
    expect(handedOver(rows, facts({ globals: ['wc_cart_fragments_params'], choices: { quantity: 'leave' } })).map(([name]) => name)).toEqual(['cart-fragments', 'ordering']);
  });
});
