import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { readTheme } from '../../src/config/theme';
import { navigate } from '../../src/dom/navigate';
import type { IslandProps } from '../../src/runtime/types';
import { wireCategoryDropdown } from './category-dropdown';
import { printedListbox, resultsLabel } from './combobox';
import { ResultList } from './result-list';
import { searchFields, searchParts, showResults } from './search-field';
import { useLiveSearch } from './use-live-search';

/** Index of the next result that has a link, moving by `step` and wrapping; -1 when none has. */
function nextSelectable(items: readonly { url: string }[], from: number, step: 1 | -1): number {
  for (let moved = 1; moved <= items.length; moved += 1) {
    const index = (((from + step * moved) % items.length) + items.length) % items.length;
    if (items[index]?.url) return index;
  }
  return -1;
}

/** Sets or removes an attribute of the server's search field. */
function setAttr(field: HTMLElement, name: string, value: string | null): void {
  if (value === null) field.removeAttribute(name);
  else field.setAttribute(name, value);
}

/**
 * The live search combobox (WAI-ARIA 1.2 pattern, list autocomplete): the server's search field
 * becomes the combobox, React draws the listbox in the theme's results box. Arrow keys move
 * the highlight, Enter opens the highlighted product, Escape or a click elsewhere closes the
 * list; without a highlight, Enter submits the search form as before.
 */
export default function LiveSearch({ element, settings, signal }: IslandProps) {
  const parts = useMemo(() => searchParts(element), [element]);
  const endpoint = useMemo(() => {
    const theme = readTheme(element.ownerDocument, settings.adminAjaxUrl);
    const fields = () => (parts ? searchFields(parts) : {});
    return { ajaxUrl: theme.ajaxUrl, theme: theme.slug, timeout: settings.requestTimeout, fields };
  }, [element, settings, parts]);
  const label = useMemo(() => resultsLabel(), []);
  const { state, search, setOpen } = useLiveSearch(endpoint);
  // The highlight belongs to one list: a new list starts with nothing highlighted.
  const [highlight, setHighlight] = useState<{ items: readonly unknown[]; index: number }>({ items: [], index: -1 });
  const active = highlight.items === state.items ? highlight.index : -1;
  const setActive = useCallback((index: number) => setHighlight({ items: state.items, index }), [state.items]);
  // The listbox the field already controls (put there on first paint) keeps its id.
  const ownId = useId();
  const listId = useMemo(() => printedListbox(element)?.id ?? `${ownId}listbox`, [element, ownId]);
  const optionId = useCallback((index: number) => `${listId}-${index}`, [listId]);
  const usesClass = useMemo(() => element.classList.contains('d-none'), [element]);
  const open = state.open && state.items.length > 0;

  // Wiring on the server's field: typing, focus, keys and clicks elsewhere.
  useEffect(() => {
    if (!parts || !endpoint.theme) return undefined;
    const { field, scope } = parts;
    const options = { signal };
    field.addEventListener('input', () => search(field.value), options);
    field.addEventListener('focus', () => search(field.value), options);
    parts.form?.addEventListener('submit', () => setOpen(false), options);
    field.ownerDocument.addEventListener(
      'click',
      (event) => {
        if (!(event.target instanceof Node) || !scope.contains(event.target)) setOpen(false);
      },
      options,
    );
    // Tab (or any move of focus) out of the search box closes the list as a click elsewhere
    // does; focus leaving the window does not.
    scope.addEventListener(
      'focusout',
      (event) => {
        if (event.relatedTarget instanceof Node && !scope.contains(event.relatedTarget)) setOpen(false);
      },
      options,
    );
    // A category chosen in the form (the theme's `product_cat` select, or its dropdown list
    // over that select) asks again for the query.
    parts.category?.addEventListener('change', () => search(field.value), options);
    const wiring = new AbortController();
    const stop = () => wiring.abort();
    signal.addEventListener('abort', stop, { once: true });
    const removeDropdown = parts.form ? wireCategoryDropdown(parts.form, field, { choose: () => search(field.value), show: () => setOpen(false) }, wiring.signal) : () => undefined;
    // The shopper may have typed while the code was on its way.
    if (field.ownerDocument.activeElement === field) search(field.value);
    return () => {
      stop();
      signal.removeEventListener('abort', stop);
      removeDropdown();
    };
  }, [parts, endpoint.theme, search, setOpen, signal]);

  // Keys on the field, with the current list in view.
  useEffect(() => {
    if (!parts) return undefined;
    const { field } = parts;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (state.items.length === 0) return;
        event.preventDefault();
        if (!open) setOpen(true);
        setActive(nextSelectable(state.items, open ? active : -1, event.key === 'ArrowDown' ? 1 : -1));
      } else if (event.key === 'Enter' && open && active >= 0) {
        const url = state.items[active]?.url;
        if (url && navigate(url)) event.preventDefault();
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      }
    };
    field.addEventListener('keydown', onKeyDown);
    return () => field.removeEventListener('keydown', onKeyDown);
  }, [parts, state.items, open, active, setOpen, setActive]);

  // The field speaks as a combobox; the results box shows while the list is open.
  useEffect(() => {
    if (!parts) return;
    const { field, form } = parts;
    setAttr(field, 'role', 'combobox');
    setAttr(field, 'aria-autocomplete', 'list');
    setAttr(field, 'aria-controls', listId);
    setAttr(field, 'aria-expanded', String(open));
    setAttr(field, 'aria-activedescendant', open && active >= 0 ? optionId(active) : null);
    form?.classList.toggle('loading', state.loading);
    showResults(element, open, usesClass);
    if (open && active >= 0) element.ownerDocument.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [parts, element, listId, open, active, optionId, state.loading, usesClass]);

  // Unmounted: the field and form go back to how the server printed them.
  useEffect(() => {
    if (!parts) return undefined;
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) parts.field.removeAttribute(name);
      parts.form?.classList.remove('loading');
      showResults(element, false, usesClass);
    };
  }, [parts, element, usesClass]);

  return <ResultList id={listId} label={label} items={open ? state.items : []} active={active} optionId={optionId} onHover={setActive} />;
}
