import { createApi, type LanternApi } from '../runtime/api';
import { hydrate, setHost, sweepDisconnected, unmount } from '../runtime/lifecycle';
import { setChunkTimeout } from '../runtime/load-module';
import { registerIslands } from '../runtime/registry';
import type { IslandDefinition } from '../runtime/types';
import { createLanternStore } from '../store/store';

declare global {
  interface Window {
    lantern?: LanternApi;
  }
}

function watchRemovals(): void {
  let queued = false;
  new MutationObserver((records) => {
    if (queued || !records.some((record) => record.removedNodes.length > 0)) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      sweepDisconnected();
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
}

/** `lantern_config.chunk_timeout` (ms), read here because chunks are loaded before settings are. */
function chunkTimeoutSetting(): number {
  const config = (globalThis as { lantern_config?: { chunk_timeout?: unknown } }).lantern_config;
  return Number(config?.chunk_timeout) || 0;
}

/**
 * The whole start-up: guard against a second copy, publish `window.lantern` with an empty
 * store, then scan the page once the DOM is parsed. Island code loads later, by strategy.
 *
 * @example
 * boot(decodeTable(rows, loaders)); // islands/entry.ts
 */
export function boot(definitions: readonly IslandDefinition[]): void {
  if (window.lantern) return;
  const store = createLanternStore();
  window.lantern = createApi(store);
  setHost({ store, hydrate, unmount });
  setChunkTimeout(chunkTimeoutSetting());
  registerIslands(definitions);
  const scan = () => {
    performance.mark('lantern:scan');
    hydrate(document);
    watchRemovals();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan, { once: true });
  else scan();
}
