import { asRecord } from './records';

/**
 * WordPress prints localized scalars as strings (`"1"`, `""`, `"yes"`, `"5000"`).
 * Every reading of a page global goes through these so the rules live in one place.
 */

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on']);

/**
 * Reads a localized flag.
 * @example toBool('yes') // true
 * @example toBool('') // false
 */
export function toBool(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return TRUE_WORDS.has(value.trim().toLowerCase());
  return fallback;
}

/**
 * Reads a localized number; blank or non-numeric text gives the fallback.
 * @example toNumber('5000', 0) // 5000
 */
export function toNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

/**
 * Reads a localized string; anything that is not a string gives the fallback.
 * @example toText(undefined, 'View cart') // 'View cart'
 */
export function toText(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}

/** Narrows an unknown page global to a plain record (or an empty one). */
export function toRecord(value: unknown): Record<string, unknown> {
  return asRecord(value) ?? {};
}
