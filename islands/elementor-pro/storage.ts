import { readItem, writeItem, type StorageArea } from '../../src/dom/storage';
import { parseJson } from '../../src/config/records';

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
  const expirations = bag.__expiration;
  const expiry = expirations?.[key];
  if (expirations && expiry !== undefined && expiry < Date.now()) {
    // A freshly parsed copy: deleting from it changes nothing else.
    Reflect.deleteProperty(bag, key);
    Reflect.deleteProperty(expirations, key);
    writeBag(bag, session);
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

/** The storage functions as one value, handed to the parts fetched later (decision 0012). */
export const storageApi = { readStored, writeStored, storedCount };
