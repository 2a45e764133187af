import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunkLoader } from './chunk-loader';

declare global {
  var chunkLog: string[] | undefined;
}

let folder = '';

/** Writes `chunks/<name>.js` files under a fresh folder and returns the entry's URL beside them. */
function writeChunks(chunks: Record<string, string>): string {
  mkdirSync(join(folder, 'chunks'));
  for (const [name, code] of Object.entries(chunks)) writeFileSync(join(folder, 'chunks', `${name}.js`), code);
  return pathToFileURL(join(folder, 'lantern.js')).href + '?ver=6.8';
}

beforeEach(() => {
  // Under the project: the test runner imports only files below its root.
  folder = mkdtempSync(join(process.cwd(), 'node_modules', '.lantern-chunks-'));
  globalThis.chunkLog = [];
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
  document.head.innerHTML = '';
  delete globalThis.chunkLog;
});

describe('chunkLoader', () => {
  it('runs the surface chunk a task after each chunk it imports has run', async () => {
    const base = writeChunks({
      // React's chunk, say: a timer it queues as it runs marks the end of its task.
      'react-a1': "globalThis.chunkLog.push('react'); setTimeout(() => globalThis.chunkLog.push('task after react'));",
      'header-b2': "globalThis.chunkLog.push('header'); export const rows = [];",
    });
    const surface = await chunkLoader(['header-b2', 'react-a1'], base)();
    expect(surface.rows).toEqual([]);
    expect(globalThis.chunkLog).toEqual(['react', 'task after react', 'header']);
  });

  it('preloads the surface chunk from the start, without the query WordPress adds to the entry', async () => {
    const base = writeChunks({ 'react-a1': '', 'header-b2': 'export const rows = [];' });
    const loading = chunkLoader(['header-b2', 'react-a1'], base)();
    // Asked for at once, before its imports have run: the files travel side by side.
    const preloads = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href);
    expect(preloads).toEqual([new URL('chunks/header-b2.js', base).href]);
    expect(preloads[0]).not.toContain('ver=');
    await loading;
  });

  it('fails the surface when a chunk it imports fails, so its islands report it', async () => {
    const base = writeChunks({ 'header-b2': "globalThis.chunkLog.push('header'); export const rows = [];" });
    await expect(chunkLoader(['header-b2', 'react-missing'], base)()).rejects.toThrow();
    expect(globalThis.chunkLog).toEqual([]);
  });
});
