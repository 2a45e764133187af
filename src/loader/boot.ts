import { createApi, type LanternApi } from '../runtime/api';
import { hydrate, sweepDisconnected } from '../runtime/lifecycle';
import { registerIslands } from '../runtime/registry';
import type { IslandDefinition } from '../runtime/types';
import { seedStore } from '../store/store';

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

/**
 * The whole start-up: guard against a second copy, publish `window.lantern`, then scan the
 * page once the DOM is parsed. Island code itself loads later, by each island's strategy.
 *
 * @example
 * boot(islands); // islands/entry.ts
 */
export function boot(definitions: readonly IslandDefinition[]): void {
  if (window.lantern) return;
  window.lantern = createApi();
  registerIslands(definitions);
  const scan = () => {
    performance.mark('lantern:scan');
    seedStore();
    hydrate(document);
    watchRemovals();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan, { once: true });
  else scan();
}
