import { connectStore } from '../store/store';
import type { Host } from './types';

let connected: Host | undefined;

/**
 * Wires the island chunks to the loader that fetched them: its store becomes the store every
 * island shares, and its runtime mounts what fragments bring. Idempotent.
 */
export function connectHost(host: Host): void {
  connected = host;
  connectStore(host.store);
}

const detached = { hydrate: () => undefined, unmount: () => undefined, wake: () => undefined };

/**
 * The loader's runtime, for chunk code that replaces page regions (the fragments applier) or
 * wakes another island. Before any island has mounted there is nothing to unmount or scan for.
 *
 * @example applyFragments(fragments, islandRuntime());
 */
export function islandRuntime(): Pick<Host, 'hydrate' | 'unmount' | 'wake'> {
  return connected ?? detached;
}
