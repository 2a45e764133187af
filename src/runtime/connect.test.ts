import { describe, expect, it, vi } from 'vitest';
import { createLanternStore } from '../store/store';
import type { Host } from './types';

/** A fresh copy of the module, as a page has before any island chunk connected. */
async function connect() {
  vi.resetModules();
  return import('./connect');
}

const newHost = (): Host => ({ store: createLanternStore(), hydrate: vi.fn(), unmount: vi.fn(), wake: vi.fn() });

describe('the island runtime', () => {
  it('does nothing before an island has mounted: there is nothing to scan, unmount or wake', async () => {
    const { islandRuntime } = await connect();
    const runtime = islandRuntime();
    expect(runtime.hydrate(document)).toBeUndefined();
    expect(runtime.unmount(document.body)).toBeUndefined();
    expect(runtime.wake(document.body)).toBeUndefined();
  });

  it('is the loader’s once a chunk has connected to it, with the loader’s store', async () => {
    const { connectHost, islandRuntime } = await connect();
    const { currentStore: storeNow } = await import('../store/store');
    const host = newHost();
    connectHost(host);
    expect(islandRuntime()).toBe(host);
    expect(storeNow()).toBe(host.store);
    islandRuntime().wake(document.body);
    expect(host.wake).toHaveBeenCalledWith(document.body);
  });
});
