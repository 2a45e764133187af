import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { AddressAutocompleteApi } from '../../islands/address-autocomplete/types';
import { islands } from '../../islands/registry';
import { EVERY_PAGE_SURFACES, type Surface } from '../../src/build/island-spec';
import { BUDGETS } from '../bench/budgets';
import { loaderCodeGzipBytes, syntheticEntryGzipBytes } from './synthetic-entry';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

// The budgets, shared with the benchmark: the loader with the real island table, and
// with 60 more islands (a test build with synthetic definitions).
const { entryGzipBytes: ENTRY_BUDGET_BYTES, syntheticEntryGzipBytes: SYNTHETIC_BUDGET_BYTES, syntheticIslands: SYNTHETIC_ISLANDS } = BUDGETS;

interface BuildReport {
  entry: { file: string; imports: string[]; dynamicImports: string[]; modules: string[] };
  surfaces: Record<string, string[]>;
  chunks: { file: string; imports: string[]; dynamicImports: string[]; modules: string[] }[];
}

const report = (): BuildReport => JSON.parse(readFileSync(join(DIST, '.vite', 'lantern-build.json'), 'utf8')) as BuildReport;
const gzipSize = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** Every file a surface fetches (its own chunk, checked present, and what it imports), gzip bytes summed. */
function pathGzipBytes(surface: string): number {
  const files = report().surfaces[surface] ?? [];
  expect(files.some((file) => file.includes(`chunks/${surface}-`)), surface).toBe(true);
  return files.reduce((sum, file) => sum + gzipSize(file), 0);
}

/** What every page needs before first paint: the loader, its table, the store and the public API. */
const ENTRY_MODULES = [
  /^islands\/entry\.ts$/,
  /^virtual:lantern\/table$/,
  /^src\/loader\//,
  /^src\/runtime\/(adopt|api|delegate|hold-clicks|lifecycle|load-module|registry|strategies|yield)\.ts$/,
  /^src\/store\/store\.ts$/,
  /^src\/bridge\/(on-own|prefix|names)\.ts$/,
  /^src\/dom\/(navigate|same-origin|cookies|storage)\.ts$/,
  // The wishlist's guest key, made at DOM ready as the plugin makes it (decision 0152), and the
  // theme's word on the wishlist surface it reads first.
  /^src\/config\/(records|coerce|settings|surfaces)\.ts$/,
  /^islands\/wishlist\/(first-key|state\/key|state\/unused-key)\.ts$/,
  // Wherever the checkout's node_modules lives: a linked one is reported by its real path.
  /(^|\/)node_modules\/zustand\/esm\/vanilla\.mjs$/,
];

/**
 * Since it holds login submits (decision 0052), swatch choices (decision 0080) and product tabs
 * (decision 0088) from the first moment, `onOwn` takes a signal and a target (decision 0084), and
 * it reads the setting that names a theme's compare opener to hold that click too (about 115 B,
 * decision 0113), and it hands `window.lantern.report()` its loader (decision 0102), and it
 * defines WooCommerce's public `jQuery.fn.wc_product_gallery` for themes (173 B, decision 0125)
 * and keeps WooCommerce's gallery object for them from the first moment (about 500 B, decision 0136),
 * and a pointer resting on a trigger as it arrives counts as intent, as focus does (29 B),
 * and it shows WooCommerce's store notice on DOM ready as WooCommerce's script does (78 B,
 * decision 0146), and it makes the wishlist's guest key at DOM ready as the plugin does (about
 * 1,040 B: the cookie and storage modules, the key and the theme's surface choice, decision 0152),
 * and it runs when a theme prints it as a classic script (about 80 B: its own URL read without
 * `import.meta`, its code in a function of its own, decision 0157),
 * the entry weighs about 5,810 B as shipped, over the 3.5 KB budget: fidelity
 * first (decision 0063), and the bench reports the budget as missed, by how much. This ceiling
 * keeps it from growing further meanwhile; lower it as bytes come off, and back to the budget
 * once it fits. It holds the loader's code with its chunk names' hashes fixed
 * ({@link loaderCodeGzipBytes}: 5,693 B then), as the hashes alone moved the shipped size by 8 B
 * with no change to the loader.
 */
const ENTRY_CODE_CEILING_BYTES = 5_693;

/**
 * The same loader with 60 more islands was within its 4 KB budget until the gallery function
 * came (decision 0125), then grew by the gallery object (decision 0136) and the resting-pointer
 * check on triggers, the store notice shown on DOM ready (decision 0146), the wishlist's
 * guest key made at DOM ready (decision 0152) and the classic-script start (decision 0157):
 * 5,803 B of code with the hashes fixed, the ceiling here; the bench reports the budget as
 * missed, by how much.
 */
const SYNTHETIC_CODE_CEILING_BYTES = 5_803;

describe('the built loader', () => {
  it(`holds at most ${ENTRY_CODE_CEILING_BYTES} bytes gzip of code with the real island table, chunk hashes fixed (the bench reports the ${ENTRY_BUDGET_BYTES} B budget)`, () => {
    expect(loaderCodeGzipBytes(readFileSync(join(DIST, 'lantern.js'), 'utf8'))).toBeLessThanOrEqual(ENTRY_CODE_CEILING_BYTES);
  });

  it(`holds at most ${SYNTHETIC_CODE_CEILING_BYTES} bytes gzip of code with ${SYNTHETIC_ISLANDS} more islands, chunk hashes fixed (the bench reports the ${SYNTHETIC_BUDGET_BYTES} B budget)`, () => {
    expect(syntheticEntryGzipBytes(SYNTHETIC_ISLANDS, { fixedHashes: true })).toBeLessThanOrEqual(SYNTHETIC_CODE_CEILING_BYTES);
  }, 120_000);

  it('runs as a classic script as well as a module: no import.meta, no import or export, its names inside a function', () => {
    const code = readFileSync(join(DIST, 'lantern.js'), 'utf8');
    // A module's syntax does not parse as a function body, as it does not in a classic script.
    expect(() => new Function(code)).not.toThrow();
    expect(code).not.toMatch(/import\.meta/);
    expect(code.startsWith('(()=>{')).toBe(true);
  });

  it('imports no other file: everything it needs before first paint is inside it', () => {
    const { entry } = report();
    expect(entry.imports).toEqual([]);
    expect(entry.dynamicImports).toEqual([]);
  });

  it('carries only modules every page needs', () => {
    const extra = report().entry.modules.filter((module) => !ENTRY_MODULES.some((allowed) => allowed.test(module)));
    expect(extra).toEqual([]);
  });

  it('is never imported by a chunk, so a query on its URL cannot start a second runtime', () => {
    const chunkFiles = readdirSync(join(DIST, 'chunks')).filter((file) => file.endsWith('.js'));
    expect(chunkFiles.length).toBeGreaterThan(0);
    for (const file of chunkFiles) {
      const code = readFileSync(join(DIST, 'chunks', file), 'utf8');
      expect(code, file).not.toMatch(/lantern\.js/);
    }
    for (const chunk of report().chunks) expect(chunk.imports.some((path) => path.endsWith('lantern.js'))).toBe(false);
  });

  it('fetches each surface with its chunk and at most one shared chunk, the page chunk with the every-page ones (an early click may come first), and React only with a component', () => {
    const drawing = new Set(islands.filter((island) => island.kind === 'component').map((island) => island.surface));
    for (const [surface, files] of Object.entries(report().surfaces)) {
      const react = files.filter((file) => /chunks\/react-/.test(file));
      const page = files.filter((file) => /chunks\/page-/.test(file));
      expect(react.length, surface).toBe(drawing.has(surface as Surface) ? 1 : 0);
      expect(page.length, surface).toBe(EVERY_PAGE_SURFACES.includes(surface as Surface) ? 1 : 0);
      expect(files.length - react.length - (surface === 'page' ? 0 : page.length), surface).toBeLessThanOrEqual(2);
    }
  });
});

describe('the cart page and the every-page chunk', () => {
  const chunkOf = (surface: string) => report().chunks.find((chunk) => chunk.file === report().surfaces[surface]?.[0]);

  it("fetch the cart page's quantity steppers in one file of their own, without the variation form", () => {
    const files = report().surfaces['cart-page'] ?? [];
    expect(files).toHaveLength(1);
    expect(chunkOf('cart-page')?.modules).toContain('islands/quantity/quantity.ts');
    expect(chunkOf('cart-page')?.modules.some((module) => /variation-form|swatches/.test(module))).toBe(false);
    expect(chunkOf('product')?.modules.some((module) => module.startsWith('islands/quantity/quantity.ts'))).toBe(true);
  });

  it('carry no helper that only compare, wishlist and the variation form run (decision 0065)', () => {
    expect(chunkOf('page')?.modules.filter((module) => /chosen-variation/.test(module))).toEqual([]);
  });
});

describe('the compare surface', () => {
  /** Issue 8 budget: until a panel opens, the compare path costs at most 4 KB gzip. */
  const COMPARE_BUDGET_BYTES = 4 * 1024;

  it(`is at most ${COMPARE_BUDGET_BYTES} bytes gzip until a panel opens, every file it fetches counted`, () => {
    expect(pathGzipBytes('compare')).toBeLessThanOrEqual(COMPARE_BUDGET_BYTES);
  });

  it('keeps the panels, the table tools and SortableJS out of that path', () => {
    const files = report().surfaces.compare ?? [];
    expect(files.some((file) => /chunks\/(panels|panel-controls|sortable|table)-/.test(file))).toBe(false);
  });
});

describe('the wishlist surface', () => {
  /** Issue 9 budget: until the popup opens, the wishlist path costs at most 4 KB gzip. */
  const WISHLIST_BUDGET_BYTES = 4 * 1024;

  it(`is at most ${WISHLIST_BUDGET_BYTES} bytes gzip until the popup opens, every file it fetches counted`, () => {
    expect(pathGzipBytes('wishlist')).toBeLessThanOrEqual(WISHLIST_BUDGET_BYTES);
  });
});

describe('the popups surface', () => {
  /** Issue 11 budget: a page with popups, none shown, loads at most 3 KB gzip of popup code. */
  const POPUPS_BUDGET_BYTES = BUDGETS.popupWatcherGzipBytes;

  it(`is at most ${POPUPS_BUDGET_BYTES} bytes gzip while no popup shows, every file it fetches counted`, () => {
    expect(pathGzipBytes('popups')).toBeLessThanOrEqual(POPUPS_BUDGET_BYTES);
  });

  it('keeps the dialog, the conditions, the URL actions and React out of that path', () => {
    const files = report().surfaces.popups ?? [];
    expect(files.filter((file) => /chunks\/(modal|conditions|actions|react)-/.test(file))).toEqual([]);
  });
});

describe("the classic script for WooCommerce's wc-address-autocomplete handle", () => {
  const FILE = 'wc-address-autocomplete.js';
  /** Its own budget: it runs on checkout before anything else of Lantern, and counts until idle there. */
  const HANDLE_BUDGET_BYTES = 2 * 1024;
  const code = () => readFileSync(join(DIST, FILE), 'utf8');

  /** Runs the built file as WordPress prints it, in a page with `globals` localized before it. */
  function runInPage(globals: Record<string, unknown>) {
    const messages: [string, unknown[]][] = [];
    const pageConsole = {
      error: (...args: unknown[]) => messages.push(['error', args]),
      warn: (...args: unknown[]) => messages.push(['warn', args]),
    } as unknown as Console;
    const window = new Window({ console: pageConsole });
    window.document.body.innerHTML = '<input id="billing_address_1">';
    Object.assign(window, globals);
    window.eval(code());
    const api = (window as unknown as { wc: { addressAutocomplete: AddressAutocompleteApi } }).wc.addressAutocomplete;
    return { api, messages };
  }
  const provider = (id: unknown) => ({ id, canSearch: () => true, search: () => Promise.resolve([]), select: () => Promise.resolve(null) });

  it(`is a classic script of at most ${HANDLE_BUDGET_BYTES} bytes gzip that loads nothing else`, () => {
    // A module's syntax (import, export, import.meta) does not parse as a function body.
    expect(() => new Function(code())).not.toThrow();
    expect(code()).not.toMatch(/\bimport\s*\(/);
    expect(gzipSize(FILE)).toBeLessThanOrEqual(HANDLE_BUDGET_BYTES);
  });

  it("publishes WooCommerce's registry as it runs: validation with its console messages, return values, frozen providers", () => {
    const servers = [{ id: 'au', name: 'AU' }, { id: 'nz', name: 'NZ' }];
    const { api, messages } = runInPage({ wc_address_autocomplete_common_params: { address_providers: JSON.stringify(servers) } });
    expect(api.serverProviders).toEqual(servers);
    const au = provider('au');
    expect(api.registerAddressAutocompleteProvider(au)).toBe(true);
    expect(Object.isFrozen(au)).toBe(true);
    expect(api.getProviders()).toEqual({ au });
    expect(api.registerAddressAutocompleteProvider(provider('au'))).toBe(false);
    expect(api.registerAddressAutocompleteProvider(provider(7))).toBe(false);
    expect(api.registerAddressAutocompleteProvider({ id: 'nz' })).toBe(false);
    expect(api.registerAddressAutocompleteProvider(provider('gb'))).toBe(false);
    expect(messages).toEqual([
      ['warn', ['Address provider with ID "au" is already registered.']],
      ['error', ['Error registering address provider:', 'Address provider must have a valid ID']],
      ['error', ['Error registering address provider:', 'Address provider must have a canSearch function']],
      ['error', ['Error registering address provider:', 'Provider gb not registered on server']],
    ]);
  });

  it('reads the server order from both older globals, and logs a list that does not parse', () => {
    const servers = [{ id: 'nz', name: 'NZ' }, { id: 'au', name: 'AU' }];
    expect(runInPage({ wc_address_autocomplete_params: { address_providers: servers } }).api.serverProviders).toEqual(servers);
    expect(runInPage({ wc_checkout_params: { address_providers: servers } }).api.serverProviders).toEqual(servers);
    const broken = runInPage({ wc_address_autocomplete_common_params: { address_providers: '[{' } });
    expect(broken.api.serverProviders).toEqual([]);
    expect(broken.messages.map(([level, [text]]) => [level, text])).toEqual([['error', 'Invalid address providers JSON:']]);
  });
});
