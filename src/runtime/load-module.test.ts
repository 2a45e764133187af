import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, loadModule, setChunkTimeout } from './load-module';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  setChunkTimeout(CHUNK_TIMEOUT_MS);
  vi.useRealTimers();
});

const stalled = () => vi.fn(() => new Promise<never>(() => undefined));

describe('loading a chunk', () => {
  it('fetches a chunk once for every caller, also while the first fetch is on its way', async () => {
    const load = vi.fn(() => Promise.resolve('chunk'));
    const first = loadModule(load);
    expect(loadModule(load)).toBe(first);
    await expect(first).resolves.toBe('chunk');
    await expect(loadModule(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches a chunk again on a later mount after it failed twice', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('chunk');
    await expect(loadModule(load)).rejects.toThrow('Failed to fetch');
    await expect(loadModule(load)).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives a chunk that never answers 120 s, then one retry of as long', async () => {
    const load = stalled();
    const failed = vi.fn();
    loadModule(load).catch(failed);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(failed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(failed).toHaveBeenCalledWith(new Error('chunk load timed out'));
  });

  it('takes a shorter time-out from the page, and keeps 120 s for none or a nonsense one', async () => {
    setChunkTimeout(50);
    const short = stalled();
    void loadModule(short).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(50);
    expect(short).toHaveBeenCalledTimes(2);

    for (const nonsense of [0, -5]) {
      setChunkTimeout(nonsense);
      const load = stalled();
      void loadModule(load).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(2);
    }
  });
});
