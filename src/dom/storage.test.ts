import { afterEach, describe, expect, it, vi } from 'vitest';
import { readItem, removeItem, storageWorks, writeItem } from './storage';

/** A storage that reads what it holds but refuses every write, as a full quota or a private mode does. */
function refusingWrites(held: Record<string, string>): Storage {
  return {
    length: Object.keys(held).length,
    key: (index: number) => Object.keys(held)[index] ?? null,
    getItem: (key: string) => held[key] ?? null,
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    clear: () => {},
  };
}

/** Reaching the storage itself throws, as with storage blocked alongside cookies. */
function blockStorage(area: 'localStorage' | 'sessionStorage'): void {
  vi.spyOn(globalThis, area, 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the storage module', () => {
  it('writes, reads and removes items in the storage named', () => {
    expect(writeItem('sessionStorage', 'wc_cart_hash_t', 'abc')).toBe(true);
    expect(readItem('sessionStorage', 'wc_cart_hash_t')).toBe('abc');
    expect(readItem('localStorage', 'wc_cart_hash_t')).toBeNull();
    removeItem('sessionStorage', 'wc_cart_hash_t');
    expect(readItem('sessionStorage', 'wc_cart_hash_t')).toBeNull();
  });

  it('finds working storages working and leaves no probe behind', () => {
    expect(storageWorks('localStorage', 'sessionStorage')).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('answers as empty and refusing when reaching the storage throws', () => {
    blockStorage('localStorage');
    expect(readItem('localStorage', 'elementor')).toBeNull();
    expect(writeItem('localStorage', 'elementor', '{}')).toBe(false);
    expect(() => removeItem('localStorage', 'elementor')).not.toThrow();
    expect(storageWorks('sessionStorage', 'localStorage')).toBe(false);
    expect(storageWorks('sessionStorage')).toBe(true);
  });

  it('still reads a storage that refuses writes, but does not call it working', () => {
    vi.stubGlobal('sessionStorage', refusingWrites({ woosw_data_ABC123: '{"key":"ABC123"}' }));
    expect(readItem('sessionStorage', 'woosw_data_ABC123')).toBe('{"key":"ABC123"}');
    expect(writeItem('sessionStorage', 'woosw_data_ABC123', '{}')).toBe(false);
    expect(storageWorks('sessionStorage')).toBe(false);
  });
});
