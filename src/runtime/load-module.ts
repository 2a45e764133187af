/** Spec 9.2: a chunk that has not arrived after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

let chunkTimeout = CHUNK_TIMEOUT_MS;

/** `lantern_config.chunk_timeout` shortens the wait (tests use it for a stalled chunk). */
export function setChunkTimeout(ms: number): void {
  chunkTimeout = ms > 0 ? ms : CHUNK_TIMEOUT_MS;
}

/** Rejects after the chunk time-out; a late timer after success is harmless (race settled). */
function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(reject, chunkTimeout, new Error('chunk load timed out'))),
  ]);
}

const loads = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * Imports a chunk once per loader function, retrying a failed import once (a flaky network
 * should not leave an island dead); concurrent callers share one import. A chunk that never
 * answers fails after the chunk time-out, for its own islands only.
 *
 * @example const group = await loadModule(loadPageGroup);
 */
export function loadModule<T>(load: () => Promise<T>): Promise<T> {
  let pending = loads.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = withTimeout(load()).catch(() => withTimeout(load()));
    loads.set(load, pending);
    pending.catch(() => loads.delete(load));
  }
  return pending;
}
