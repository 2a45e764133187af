import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FileSize {
  /** Path under dist/, e.g. `lantern.js`, `chunks/react-root-abc123.js`. */
  file: string;
  raw: number;
  gzip: number;
}

function scripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return scripts(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** Raw and gzip (level 9) size of every script Lantern ships, the entry first. */
export function bundleSizes(distDir: string): FileSize[] {
  const sizes = scripts(distDir).map((path) => {
    const bytes = readFileSync(path);
    return { file: relative(distDir, path), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return sizes.sort((a, b) => (a.file === 'lantern.js' ? -1 : b.file === 'lantern.js' ? 1 : a.file.localeCompare(b.file)));
}

/** Gzip bytes of the Lantern files a page fetched (paths as requested, e.g. `/lantern/chunks/x.js`). */
export function fetchedGzipBytes(sizes: readonly FileSize[], fetchedPaths: readonly string[]): number {
  const fetched = new Set(fetchedPaths.map((path) => path.replace(/^\/lantern\//, '')));
  return sizes.filter((size) => fetched.has(size.file)).reduce((sum, size) => sum + size.gzip, 0);
}
