import { describe, expect, it } from 'vitest';
import { preloadDynamicImports } from './preload-imports';

const chunks = {
  'chunks/product-a.js': { imports: ['chunks/page-b.js'] },
  'chunks/view-c.js': { imports: ['chunks/react-d.js', 'chunks/page-b.js'] },
  'chunks/tools-e.js': { imports: ['chunks/page-b.js'] },
};

describe('dynamic imports with their dependencies', () => {
  it('start the chunks a lazily loaded chunk imports together with it', () => {
    const code = preloadDynamicImports('load=()=>import("./view-c.js")', 'chunks/product-a.js', chunks);
    expect(code).toBe('load=()=>(import("./react-d.js").catch(()=>{}),import("./view-c.js"))');
  });

  it('leave out what the importing chunk already has, and leave an import with nothing more alone', () => {
    const code = 'a=()=>import("./tools-e.js")';
    expect(preloadDynamicImports(code, 'chunks/product-a.js', chunks)).toBe(code);
  });
});
