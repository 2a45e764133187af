import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, setChunkTimeout } from '../runtime/load-module';
import type { Host } from '../runtime/types';
import { createLanternStore } from '../store/store';
import { decodeTable, encodeRow, type GroupModule } from './table';

afterEach(() => setChunkTimeout(CHUNK_TIMEOUT_MS));

const host: Host = { store: createLanternStore(), hydrate: () => undefined, unmount: () => undefined, wake: () => undefined };
const request = () => ({ host, element: document.body, signal: new AbortController().signal, onCrash: () => undefined });

describe('the island table', () => {
  it('round-trips every field the loader needs', () => {
    const row = encodeRow(
      { name: 'side-cart', kind: 'behaviour', adopt: '.panel', hydrate: 'idle', trigger: '.opener' },
      2,
    );
    const [definition] = decodeTable([row], []);
    expect(definition).toMatchObject({
      name: 'side-cart',
      kind: 'behaviour',
      adopt: '.panel',
      hydrate: 'idle',
      holdClicks: false,
      trigger: '.opener',
    });
    expect(encodeRow({ name: 'buy', kind: 'page', adopt: '.buy', hydrate: 'load', holdClicks: true, pendingClass: 'loading' }, 0)).toEqual([
      'buy',
      '.buy',
      'plh',
      0,
      'loading',
    ]);
  });

  it('mounts an island through its surface chunk, by name', async () => {
    const mount = vi.fn(() => Promise.resolve(undefined));
    const [definition] = decodeTable([['quantity', 'div.quantity', 'bl', 0]], [() => Promise.resolve({ mount })]);
    const mounter = await definition!.load();
    await mounter(request());
    expect(mount).toHaveBeenCalledWith('quantity', expect.objectContaining({ host }));
  });

  it('fetches a surface once for all its islands', async () => {
    const chunk: GroupModule = { mount: () => Promise.resolve(undefined) };
    const load = vi.fn(() => Promise.resolve(chunk));
    const definitions = decodeTable(
      [
        ['a', '.a', 'bl', 0],
        ['b', '.b', 'bl', 0],
      ],
      [load],
    );
    await Promise.all(definitions.map((definition) => definition.load()));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a chunk that failed to load once', async () => {
    const chunk: GroupModule = { mount: () => Promise.resolve(undefined) };
    const load = vi.fn<() => Promise<GroupModule>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(chunk);
    const [definition] = decodeTable([['flaky', '.flaky', 'bl', 0]], [load]);
    await expect(definition!.load()).resolves.toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry', async () => {
    const load = vi.fn<() => Promise<GroupModule>>().mockRejectedValue(new TypeError('Failed to fetch'));
    const [definition] = decodeTable([['gone', '.gone', 'bl', 0]], [load]);
    await expect(definition!.load()).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails a chunk that never answers after the chunk time-out', async () => {
    setChunkTimeout(30);
    const load = vi.fn(() => new Promise<GroupModule>(() => undefined));
    const [definition] = decodeTable([['stalled', '.stalled', 'bl', 0]], [load]);
    await expect(definition!.load()).rejects.toThrow('chunk load timed out');
  });
});
