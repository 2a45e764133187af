import { createApi, type LanternApi } from '../runtime/api';
import { holdClicks } from '../runtime/hold-clicks';
import { hydrate, setHost, sweepDisconnected, unmount, wake } from '../runtime/lifecycle';
import { setChunkTimeout } from '../runtime/load-module';
import { registerIslands } from '../runtime/registry';
import { afterFirstPaint } from '../runtime/strategies';
import type { LanternReport } from '../runtime/report-types';
import type { IslandDefinition } from '../runtime/types';
import { createLanternStore } from '../store/store';
import { defineGalleryPlugin } from './gallery-plugin';
import { showStoreNoticeOnReady } from './store-notice-on-ready';

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
  return Number(config?.chunk_timeout);
}

/** The islands that are not on every page: their rows come with the page chunk. */
export interface DeferredIslands {
  load(): Promise<readonly IslandDefinition[]>;
  /** Clicks to hold until those islands are known (their triggers and held markup). */
  early: string;
  /** `window.lantern.report()`, answered by the page chunk. */
  report(): Promise<LanternReport>;
}

/**
 * Registers the deferred islands (once) and scans the page for them. Until they are known,
 * clicks on their triggers are held, then replayed: to the island's own holder when the rows
 * came, to the browser when they did not.
 */
function deferredLoader({ load, early }: DeferredIslands): () => Promise<void> {
  let known = false;
  let pending: Promise<void> | undefined;
  const start = () =>
    (pending ??= load().then(
      (definitions) => {
        registerIslands(definitions);
        known = true;
        hydrate(document);
      },
      (error: unknown) => console.error('[lantern] islands not loaded', error),
    ));
  if (early) holdClicks({ selector: early, isReady: () => known, start });
  return start;
}

/**
 * The whole start-up: guard against a second copy, publish `window.lantern` with an empty
 * store, then, once the DOM is parsed, run `onReady` (what a replaced script does at DOM ready
 * that another script may read at once, so it cannot wait for a chunk) and scan the page.
 * Island code loads later, by strategy; the rows of islands that are not on every page arrive
 * with the page chunk.
 *
 * @example
 * boot(decodeTable(rows, loaders), { load: loadDeferredRows, early, report }, [ensureWishlistKey]); // islands/entry.ts
 */
export function boot(definitions: readonly IslandDefinition[], deferred: DeferredIslands, onReady: readonly (() => void)[] = []): void {
  if (window.lantern) return;
  const store = createLanternStore();
  window.lantern = createApi(store, deferred.report);
  setHost({ store, hydrate, unmount, wake });
  setChunkTimeout(chunkTimeoutSetting());
  registerIslands(definitions);
  const loadDeferred = deferredLoader(deferred);
  // WooCommerce's public gallery function, for themes that call it on galleries they add.
  defineGalleryPlugin(loadDeferred);
  const scan = () => {
    performance.mark('lantern:scan');
    showStoreNoticeOnReady();
    for (const run of onReady) run();
    hydrate(document);
    // Nothing is fetched before the first paint; a held early click starts it sooner.
    void afterFirstPaint().then(loadDeferred);
    watchRemovals();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan, { once: true });
  else scan();
}
