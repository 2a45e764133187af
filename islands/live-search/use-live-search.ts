import { useCallback, useEffect, useRef, useState } from 'react';
import { searchProducts, type SearchResultItem } from '../../src/net/theme';

/** The theme searches only past 2 characters (spec 5.7). */
export const MIN_QUERY_LENGTH = 3;
/** Typing settles for this long before a request goes out: one request per settled query. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface LiveSearchState {
  /** The query the shown items answer. */
  query: string;
  items: readonly SearchResultItem[];
  open: boolean;
  loading: boolean;
}

const CLOSED: LiveSearchState = { query: '', items: [], open: false, loading: false };

export interface LiveSearchEndpoint {
  ajaxUrl: string;
  theme: string;
  timeout: number;
}

/**
 * The live search's requests: `search(value)` debounces, aborts the request a newer query
 * supersedes and drops any reply that is not for the latest query, so a slow stale reply
 * never overwrites a newer list. Two characters or fewer close the list and send nothing.
 *
 * @example
 * const { state, search, setOpen } = useLiveSearch({ ajaxUrl, theme: 'postero', timeout: 5000 });
 * field.addEventListener('input', () => search(field.value));
 */
export function useLiveSearch(endpoint: LiveSearchEndpoint) {
  const [state, setState] = useState<LiveSearchState>(CLOSED);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | undefined>(undefined);
  /** The query of the latest request sent or scheduled. */
  const latest = useRef('');
  /** The last answered query and its items, kept while the list is closed. */
  const answered = useRef<{ query: string; items: readonly SearchResultItem[] }>({ query: '', items: [] });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, []);

  const send = useCallback(
    async (query: string) => {
      const controller = new AbortController();
      inFlight.current = controller;
      setState((current) => ({ ...current, loading: true }));
      const reply = await searchProducts(endpoint.ajaxUrl, endpoint.theme, query, { signal: controller.signal, timeout: endpoint.timeout });
      if (controller.signal.aborted || latest.current !== query) return;
      inFlight.current = undefined;
      answered.current = reply.ok ? { query, items: reply.value } : { query: '', items: [] };
      // A failed search shows nothing: the form still submits to the search results page.
      setState(reply.ok ? { query, items: reply.value, open: reply.value.length > 0, loading: false } : CLOSED);
    },
    [endpoint.ajaxUrl, endpoint.theme, endpoint.timeout],
  );

  const search = useCallback(
    (value: string) => {
      const query = value.trim();
      if (query.length < MIN_QUERY_LENGTH) {
        latest.current = '';
        cancel();
        setState((current) => ({ ...current, open: false, loading: false }));
        return;
      }
      if (query === latest.current && inFlight.current) return;
      latest.current = query;
      if (answered.current.query === query && answered.current.items.length > 0) {
        // The list on hand answers this query: show it again rather than asking twice.
        cancel();
        setState((current) => ({ ...current, open: true, loading: false }));
        return;
      }
      cancel();
      timer.current = setTimeout(() => void send(query), SEARCH_DEBOUNCE_MS);
    },
    [cancel, send],
  );

  const setOpen = useCallback((open: boolean) => {
    setState((current) => (current.open === open || (open && current.items.length === 0) ? current : { ...current, open }));
  }, []);

  useEffect(() => cancel, [cancel]);

  return { state, search, setOpen };
}
