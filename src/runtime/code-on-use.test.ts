import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeDidNotCome, codeOnUse } from './code-on-use';

afterEach(() => vi.restoreAllMocks());

describe('code fetched on first use', () => {
  it('is fetched once for every caller, also while the first fetch is on its way', async () => {
    const load = vi.fn(() => Promise.resolve('code'));
    const code = codeOnUse(load);
    const first = code();
    expect(code()).toBe(first);
    await expect(first).resolves.toBe('code');
    await expect(code()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is asked for again on the next use after a fetch that failed', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('code');
    const code = codeOnUse(load);
    await expect(code()).rejects.toThrow('Failed to fetch');
    await expect(code()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says on the console that code did not come, with the browser\'s error naming the file', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new TypeError('Failed to fetch dynamically imported module: https://shop.example/lantern/chunks/sticky-element-1a2b3c.js');
    codeDidNotCome(error);
    expect(logged).toHaveBeenCalledWith('[lantern] code did not come', error);
  });
});
