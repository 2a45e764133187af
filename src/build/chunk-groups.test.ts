import { describe, expect, it } from 'vitest';
import { placeSharedModules, type ModuleLinks } from './chunk-groups';

/** A module graph: id -> [static imports, dynamic imports]. */
function graph(edges: Record<string, [string[], string[]?]>): (id: string) => ModuleLinks | null {
  return (id) => {
    const edge = edges[id];
    return edge ? { importedIds: edge[0], dynamicallyImportedIds: edge[1] ?? [] } : null;
  };
}

const links = graph({
  page: [['/p/islands/cart/cart.ts', '/p/src/store/store.ts'], ['/p/node_modules/dompurify/purify.js']],
  '/p/islands/cart/cart.ts': [['/p/src/net/transport.ts']],
  listing: [['/p/islands/filters/filters.ts']],
  '/p/islands/filters/filters.ts': [['/p/src/ui/toast.ts', '/p/src/net/listing.ts', '/p/islands/shared/price.ts']],
  compare: [['/p/islands/compare/compare.ts'], ['/p/islands/compare/panels.ts']],
  '/p/islands/compare/panels.ts': [['/p/src/ui/toast.ts', '/p/islands/shared/price.ts', '/p/node_modules/react/index.js']],
  header: [['/p/node_modules/react/index.js', '/p/src/dom/focus-trap.ts', '/p/src/dom/scroll.ts'], ['/p/src/ui/tooltip.ts']],
  wishlist: [['/p/src/dom/focus-trap.ts'], ['/p/src/ui/tooltip.ts', '/p/src/dom/scroll.ts']],
  product: [['/p/src/product/matching.ts'], ['/p/src/ui/tooltip.ts']],
});

describe('the every-page chunk', () => {
  const atLoad = new Set(['listing', 'product']);
  const { page: inPage, intent } = placeSharedModules(['page', 'listing', 'compare', 'header', 'wishlist', 'product'], 'page', links, atLoad);

  it('holds what the page surface imports, but not what it loads later', () => {
    expect(inPage.has('/p/islands/cart/cart.ts')).toBe(true);
    expect(inPage.has('/p/src/net/transport.ts')).toBe(true);
    expect(inPage.has('/p/node_modules/dompurify/purify.js')).toBe(false);
  });

  it('takes a runtime module two surfaces use when one of them needs it as the page loads', () => {
    expect(inPage.has('/p/src/ui/toast.ts')).toBe(true);
  });

  it('leaves a module shared only by surfaces loaded on intent to the chunk shared on intent', () => {
    expect(inPage.has('/p/src/dom/focus-trap.ts')).toBe(false);
    expect(intent.has('/p/src/dom/focus-trap.ts')).toBe(true);
    // One surface needs it as it loads, another later: still one file fewer for the first.
    expect(intent.has('/p/src/dom/scroll.ts')).toBe(true);
  });

  it('leaves a module that surfaces import only later to a lazy chunk of its own', () => {
    expect(inPage.has('/p/src/ui/tooltip.ts')).toBe(false);
    expect(intent.has('/p/src/ui/tooltip.ts')).toBe(false);
  });

  it('leaves a runtime module to the one surface that uses it', () => {
    expect(inPage.has('/p/src/net/listing.ts')).toBe(false);
    expect(intent.has('/p/src/net/listing.ts')).toBe(false);
  });

  it('leaves island code and React where the bundler puts them, however many surfaces share them', () => {
    expect(inPage.has('/p/islands/shared/price.ts')).toBe(false);
    expect(inPage.has('/p/node_modules/react/index.js')).toBe(false);
  });
});
