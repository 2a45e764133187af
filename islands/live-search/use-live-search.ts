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
  /** Fields the form adds to each search (the theme's nonce, the chosen category), read when a search starts. */
  fields?: () => Readonly<Record<string, string>>;
}

/** What a request asks: the query and the form's fields; equal keys get equal answers. */
const keyOf = (query: string, fields: Readonly<Record<string, string>>) => JSON.stringify([query, fields]);

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
  /** The key of the latest request sent or scheduled. */
  const latest = useRef('');
  /** The last answered request's key and its items, kept while the list is closed. */
  const answered = useRef<{ key: string; items: readonly SearchResultItem[] }>({ key: '', items: [] });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = undefined;
  }, []);

  const send = useCallback(
    async (query: string, fields: Readonly<Record<string, string>>, key: string) => {
      const controller = new AbortController();
      inFlight.current = controller;
      setState((current) => ({ ...current, loading: true }));
      const reply = await searchProducts(endpoint.ajaxUrl, endpoint.theme, query, { signal: controller.signal, timeout: endpoint.timeout, fields });
      if (controller.signal.aborted || latest.current !== key) return;
      inFlight.current = undefined;
      answered.current = reply.ok ? { key, items: reply.value } : { key: '', items: [] };
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
      const fields = endpoint.fields?.() ?? {};
      const key = keyOf(query, fields);
      if (key === latest.current && inFlight.current) return;
      latest.current = key;
      if (answered.current.key === key && answered.current.items.length > 0) {
        // The list on hand answers this query: show it again rather than asking twice.
        cancel();
        setState((current) => ({ ...current, open: true, loading: false }));
        return;
      }
      cancel();
      timer.current = setTimeout(() => void send(query, fields, key), SEARCH_DEBOUNCE_MS);
    },
    [cancel, send, endpoint],
  );

  const setOpen = useCallback((open: boolean) => {
    setState((current) => (current.open === open || (open && current.items.length === 0) ? current : { ...current, open }));
  }, []);

  useEffect(() => cancel, [cancel]);

  return { state, search, setOpen };
}
