import { describe, expect, it } from 'vitest';
import { everyPageModules, type ModuleLinks } from './chunk-groups';

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
  header: [['/p/node_modules/react/index.js']],
});

describe('the every-page chunk', () => {
  const inPage = everyPageModules(['page', 'listing', 'compare', 'header'], 'page', links);

  it('holds what the page surface imports, but not what it loads later', () => {
    expect(inPage.has('/p/islands/cart/cart.ts')).toBe(true);
    expect(inPage.has('/p/src/net/transport.ts')).toBe(true);
    expect(inPage.has('/p/node_modules/dompurify/purify.js')).toBe(false);
  });

  it('takes a runtime module two surfaces use, even one reached through a later import', () => {
    expect(inPage.has('/p/src/ui/toast.ts')).toBe(true);
  });

  it('leaves a runtime module to the one surface that uses it', () => {
    expect(inPage.has('/p/src/net/listing.ts')).toBe(false);
  });

  it('leaves island code and React where the bundler puts them, however many surfaces share them', () => {
    expect(inPage.has('/p/islands/shared/price.ts')).toBe(false);
    expect(inPage.has('/p/node_modules/react/index.js')).toBe(false);
  });
});
