/**
 * The one way Lantern touches the browser's storages. Every call may throw (private modes, a
 * full quota, storage blocked with cookies, a sandboxed frame), so each answers as if the
 * storage were empty or refused: a missing cache only costs a request.
 */
export type StorageArea = 'localStorage' | 'sessionStorage';

const PROBE = 'lantern';

/** Runs `run` on the storage, `fallback` when reaching it or using it throws. */
function withStorage<T>(area: StorageArea, run: (storage: Storage) => T, fallback: T): T {
  try {
    return run(globalThis[area]);
  } catch {
    return fallback;
  }
}

/**
 * Whether every storage named accepts a write (and its removal), as WooCommerce and the
 * plugins probe before they cache: some private modes read but refuse writes.
 *
 * @example if (storageWorks('localStorage', 'sessionStorage')) useCachedFragments();
 */
export function storageWorks(...areas: StorageArea[]): boolean {
  return areas.every((area) => withStorage(area, (storage) => (storage.setItem(PROBE, PROBE), storage.removeItem(PROBE), true), false));
}

/**
 * An item's text, or null when it is missing or the storage cannot be read.
 * @example readItem('sessionStorage', 'wc_cart_hash_ab12') // 'e3b0…' or null
 */
export function readItem(area: StorageArea, key: string): string | null {
  return withStorage(area, (storage) => storage.getItem(key), null);
}

/**
 * Writes an item; false when the storage refused it (full, blocked).
 * @example writeItem('localStorage', 'lantern_ga4_purchase_12', '1');
 */
export function writeItem(area: StorageArea, key: string, value: string): boolean {
  return withStorage(area, (storage) => (storage.setItem(key, value), true), false);
}

/**
 * Removes an item; nothing happens when the storage cannot be reached.
 * @example removeItem('localStorage', 'lantern_woosw_unused_key');
 */
export function removeItem(area: StorageArea, key: string): void {
  withStorage(area, (storage) => storage.removeItem(key), undefined);
}
