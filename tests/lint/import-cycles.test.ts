import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, importsOf, sourceFiles } from './import-graph';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

describe('imports between production files', () => {
  it('never run in a circle, type-only imports and lazy import() included', () => {
    const graph = new Map(sourceFiles(ROOT, ['src', 'islands']).map((file) => [file.slice(ROOT.length + 1), importsOf(ROOT, file)]));
    expect(graph.size).toBeGreaterThan(300);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a circle of three files and one file that imports itself, and nothing in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', ['e']],
      ['e', []],
      ['f', ['f']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['f']]);
  });

  it('reads import type, export from and import() as imports', () => {
    const graph = new Map(sourceFiles(ROOT, ['islands/wishlist']).map((file) => [file.slice(ROOT.length + 1), importsOf(ROOT, file)]));
    // Type-only imports, and nothing else.
    expect(graph.get('islands/wishlist/state/runtime.ts')).toEqual(['src/store/state.ts', 'islands/wishlist/state/settings.ts']);
    // export … from.
    expect(graph.get('islands/wishlist/clicks.ts')).toContain('islands/wishlist/open-popup.ts');
    // import() alone.
    expect(graph.get('islands/wishlist/wishlist.ts')).toContain('islands/wishlist/late-buttons.ts');
  });
});
