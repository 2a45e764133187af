import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NetResult } from '../../src/net/result';
import type { SearchResultItem } from '../../src/net/theme';
import { SEARCH_DEBOUNCE_MS, useLiveSearch } from './use-live-search';

interface Sent {
  query: string;
  signal: AbortSignal;
  answer(items: SearchResultItem[]): void;
}

/** Each search the hook sends, held until the test answers it, whatever its signal says. */
const sent: Sent[] = [];

vi.mock(import('../../src/net/theme'), async (importOriginal) => ({
  ...(await importOriginal()),
  searchProducts: vi.fn(
    (_url: string, _theme: string, query: string, options: { signal?: AbortSignal } = {}) =>
      new Promise<NetResult<SearchResultItem[]>>((resolve) => {
        sent.push({ query, signal: options.signal!, answer: (items) => resolve({ ok: true, value: items }) });
      }),
  ),
}));

const item = (title: string): SearchResultItem => ({ id: title.length, title, url: `/product/${title}/`, img: '', priceHtml: '' });

function searchFor(search: (value: string) => void, value: string): void {
  act(() => {
    search(value);
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
  });
}

beforeEach(() => {
  sent.length = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useLiveSearch with a newer query', () => {
  it('aborts the request of the older query as the newer one goes out', () => {
    const { result } = renderHook(() => useLiveSearch({ ajaxUrl: '/wp-admin/admin-ajax.php', theme: 'beacon', timeout: 5000 }));
    searchFor(result.current.search, 'marine');
    expect(sent[0]?.signal.aborted).toBe(false);

    searchFor(result.current.search, 'work');

    expect(sent.map((request) => request.query)).toEqual(['marine', 'work']);
    expect(sent[0]?.signal.aborted).toBe(true);
    expect(sent[1]?.signal.aborted).toBe(false);
  });

  it('drops the older reply even when it arrives anyway (read before the abort took hold)', async () => {
    const { result } = renderHook(() => useLiveSearch({ ajaxUrl: '/wp-admin/admin-ajax.php', theme: 'beacon', timeout: 5000 }));
    searchFor(result.current.search, 'marine');
    searchFor(result.current.search, 'work');

    await act(async () => sent[0]!.answer([item('Marine stale')]));
    expect(result.current.state).toMatchObject({ items: [], open: false, loading: true });

    await act(async () => sent[1]!.answer([item('Work light')]));
    expect(result.current.state).toMatchObject({ query: 'work', items: [item('Work light')], open: true, loading: false });
  });
});
