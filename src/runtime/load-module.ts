/** Spec 9.2: a chunk that has not arrived after 120 s has failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const loads = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * Imports a chunk once per loader function, retrying a failed import once (a flaky network
 * should not leave an island dead); concurrent callers share one import.
 */
export function loadModule<T>(load: () => Promise<T>): Promise<T> {
  let pending = loads.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = withTimeout(load(), CHUNK_TIMEOUT_MS).catch(() => withTimeout(load(), CHUNK_TIMEOUT_MS));
    loads.set(load, pending);
    pending.catch(() => loads.delete(load));
  }
  return pending;
}
