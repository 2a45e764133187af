import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the bundle into a scratch folder with `count` synthetic island definitions added to
 * the loader's table, and returns the gzip size of that loader.
 */
export function syntheticEntryGzipBytes(count: number): number {
  const outDir = mkdtempSync(join(tmpdir(), 'lantern-synthetic-'));
  try {
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--configLoader', 'runner', '--logLevel', 'error'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', LANTERN_SYNTHETIC_ISLANDS: String(count), LANTERN_OUT_DIR: outDir },
    });
    return gzipSync(readFileSync(join(outDir, 'lantern.js')), { level: 9 }).length;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
