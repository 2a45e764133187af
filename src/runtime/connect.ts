import { setIslandScanner } from '../dom/island-scan';
import { connectStore } from '../store/store';
import type { Host } from './types';

let connected: Host | undefined;

/**
 * Wires the island chunks to the loader that fetched them: its store becomes the store every
 * island shares, and fragments re-scan through its runtime. Idempotent.
 */
export function connectHost(host: Host): void {
  if (connected === host) return;
  connected = host;
  connectStore(host.store);
  setIslandScanner(host);
}
