import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A chunk's name in the loader's table: its surface, a dash, six characters of content hash. */
const HASHED_CHUNK_NAME = /`([a-z][a-z-]*)-[\w-]{6}`/g;

/**
 * The gzip size of a loader's code with its chunk names' hashes all the same. The table names
 * each chunk by a hash of its content, and how well six random characters compress varies from
 * build to build: the same loader code measured 4,604 B and 4,612 B as another chunk changed.
 * A ceiling on the code, not on the hashes, moves only when the loader does.
 *
 * @example
 * loaderCodeGzipBytes('var r=[[`page-R35lu3`],[`cart-YvF-Bz`]]'); // as for `page-000000`, `cart-000000`
 */
export function loaderCodeGzipBytes(code: string): number {
  return gzipSync(code.replace(HASHED_CHUNK_NAME, '`$1-000000`'), { level: 9 }).length;
}

/**
 * Builds the bundle into a scratch folder with `count` synthetic island definitions added to
 * the loader's table, and returns the gzip size of that loader, as shipped or, with
 * `fixedHashes`, of its code alone ({@link loaderCodeGzipBytes}).
 */
export function syntheticEntryGzipBytes(count: number, { fixedHashes = false } = {}): number {
  const outDir = mkdtempSync(join(tmpdir(), 'lantern-synthetic-'));
  try {
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--configLoader', 'runner', '--logLevel', 'error'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', LANTERN_SYNTHETIC_ISLANDS: String(count), LANTERN_OUT_DIR: outDir },
    });
    const code = readFileSync(join(outDir, 'lantern.js'), 'utf8');
    return fixedHashes ? loaderCodeGzipBytes(code) : gzipSync(code, { level: 9 }).length;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
