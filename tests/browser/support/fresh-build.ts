import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCES = ['src', 'islands', 'vite.config.ts', 'package.json', 'package-lock.json'];
export const ENTRY = join(ROOT, 'dist', 'lantern.js');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, name)));
  return newest;
}

/** True when dist/lantern.js is missing or older than a source file it is built from. */
export function buildIsStale(): boolean {
  if (!existsSync(ENTRY)) return true;
  const built = statSync(ENTRY).mtimeMs;
  return SOURCES.some((source) => newestChange(join(ROOT, source)) > built);
}

/**
 * Vitest global set-up: the browser tests run the built bundle, so build it first when the
 * sources have changed since the last build (`npm test` has just built, and then this is a no-op).
 */
export default function setup(): void {
  if (!buildIsStale()) return;
  console.log('[browser tests] dist/ is missing or older than the sources: running vite build');
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--configLoader', 'runner', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    // Vitest runs with NODE_ENV=test; a build inheriting it would emit React's development JSX calls.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
