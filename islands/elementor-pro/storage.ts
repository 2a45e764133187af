import { readItem, writeItem, type StorageArea } from '../../src/dom/storage';
import { parseJson } from '../../src/net/records';

/**
 * Elementor's browser storage, key for key: one JSON object under `elementor` (local storage,
 * or session storage for `session`), with per-key expiry in `__expiration` (epoch ms). A
 * visitor's counters written by Elementor's own script keep working after the switch, and back.
 * Storage that throws (private modes, blocked cookies) reads as empty and skips writes.
 */
type Bag = Record<string, unknown> & { __expiration?: Record<string, number> };

const KEY = 'elementor';

const area = (session: boolean): StorageArea => (session ? 'sessionStorage' : 'localStorage');

function readBag(session: boolean): Bag {
  const parsed = parseJson(readItem(area(session), KEY) ?? '{}');
  return parsed && typeof parsed === 'object' ? (parsed as Bag) : {};
}

function writeBag(bag: Bag, session: boolean): void {
  // Full or blocked storage: the counter is simply not remembered.
  writeItem(area(session), KEY, JSON.stringify(bag));
}

/**
 * Reads one key of the `elementor` object; an expired key is deleted (and the object saved).
 * @example readStored('pageViews') // 4
 */
export function readStored(key: string, session = false): unknown {
  const bag = readBag(session);
  const expiry = bag.__expiration?.[key];
  if (expiry !== undefined && expiry < Date.now()) {
    const without = <T extends object>(record: T) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));
    writeBag({ ...without(bag), __expiration: without(bag.__expiration ?? {}) }, session);
    return undefined;
  }
  return bag[key];
}

/**
 * Writes one key of the `elementor` object; `lifetimeSeconds` sets its expiry.
 * @example writeStored('popup_12_disable', true)
 */
export function writeStored(key: string, value: unknown, options: { session?: boolean; lifetimeSeconds?: number } = {}): void {
  const session = options.session ?? false;
  const bag = readBag(session);
  bag[key] = value;
  if (options.lifetimeSeconds !== undefined) bag.__expiration = { ...bag.__expiration, [key]: Date.now() + options.lifetimeSeconds * 1000 };
  writeBag(bag, session);
}

/** A number kept in the `elementor` object (0 when absent). */
export function storedCount(key: string): number {
  const value = Number(readStored(key));
  return Number.isFinite(value) ? value : 0;
}

/** A raw session-storage key (the `session` impression period keeps its count there). */
export function rawSession(key: string, value?: string): string | null {
  if (value !== undefined) writeItem('sessionStorage', key, value);
  return readItem('sessionStorage', key);
}

/** The storage functions as one value, handed to the parts fetched later (decision 0012). */
export const storageApi = { readStored, writeStored, storedCount, rawSession };
