import { readCountryParams } from './address-params';
import { renderBox, selectionOf } from './combobox-render';

let lists = 0;

/** Case and accents set aside, as selectWoo matches: "aland" finds "Åland Islands". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

interface OpenList {
  close(focusBox: boolean): void;
}
let current: OpenList | null = null;

/**
 * Opens a box's list: a search field (a WAI-ARIA combobox controlling the listbox) takes
 * focus, typing filters the select's options, ArrowUp/ArrowDown/Home/End/PageUp/PageDown move
 * the active option, Enter or a click chooses it (the select takes the value and raises
 * `change`), Escape closes without choosing; either way focus goes back to the box. Leaving the
 * list (Tab, a click elsewhere) closes it. `query` is a first character typed on the closed box.
 *
 * @example
 * openList(select, box, 'n'); // the list shows the options containing "n", the first active
 */
export function openList(select: HTMLSelectElement, box: HTMLElement, query: string): void {
  current?.close(false);
  lists += 1;
  const doc = select.ownerDocument;
  const selection = selectionOf(box);
  const listId = `lantern-combobox-list-${lists}`;
  const labelledBy = selection.getAttribute('aria-labelledby');
  const noMatches = readCountryParams()?.noMatches ?? 'No matches found';

  const dropdown = doc.createElement('span');
  dropdown.className = 'select2-dropdown select2-dropdown--below';
  const searchWrap = doc.createElement('span');
  searchWrap.className = 'select2-search select2-search--dropdown';
  const search = doc.createElement('input');
  search.className = 'select2-search__field';
  search.type = 'text';
  for (const [name, value] of Object.entries({ autocomplete: 'off', autocorrect: 'off', autocapitalize: 'none', spellcheck: 'false', role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': 'true', 'aria-controls': listId })) search.setAttribute(name, value);
  if (labelledBy) search.setAttribute('aria-labelledby', labelledBy);
  else search.setAttribute('aria-label', selection.getAttribute('aria-label') ?? '');
  searchWrap.append(search);
  const results = doc.createElement('span');
  results.className = 'select2-results';
  const list = doc.createElement('ul');
  list.className = 'select2-results__options';
  list.id = listId;
  list.setAttribute('role', 'listbox');
  if (labelledBy) list.setAttribute('aria-labelledby', labelledBy);
  results.append(list);
  dropdown.append(searchWrap, results);

  const choices = Array.from(select.options).filter((option) => option.value !== '' && !option.disabled);
  let shown: { option: HTMLOptionElement; item: HTMLLIElement }[] = [];
  let active = -1;

  const activate = (index: number): void => {
    if (shown.length === 0) return;
    active = Math.max(0, Math.min(shown.length - 1, index));
    shown.forEach(({ item }, position) => item.classList.toggle('select2-results__option--highlighted', position === active));
    const entry = shown[active];
    if (!entry) return;
    search.setAttribute('aria-activedescendant', entry.item.id);
    entry.item.scrollIntoView({ block: 'nearest' });
  };

  const draw = (): void => {
    const needle = folded(search.value.trim());
    shown = choices
      .filter((option) => folded(option.text).includes(needle))
      .map((option, index) => {
        const item = doc.createElement('li');
        item.className = 'select2-results__option';
        item.id = `${listId}-${index}`;
        item.setAttribute('role', 'option');
        item.setAttribute('aria-selected', String(option.value === select.value));
        item.textContent = option.text;
        return { option, item };
      });
    search.removeAttribute('aria-activedescendant');
    if (shown.length === 0) {
      const message = doc.createElement('li');
      message.className = 'select2-results__option select2-results__message';
      message.setAttribute('role', 'option');
      message.setAttribute('aria-disabled', 'true');
      message.id = `${listId}-none`;
      message.textContent = noMatches;
      list.replaceChildren(message);
      active = -1;
      return;
    }
    list.replaceChildren(...shown.map(({ item }) => item));
    const chosen = shown.findIndex(({ option }) => option.value === select.value);
    activate(needle === '' && chosen >= 0 ? chosen : 0);
  };

  const controller = new AbortController();
  const { signal } = controller;
  const close = (focusBox: boolean): void => {
    if (controller.signal.aborted) return;
    controller.abort();
    dropdown.remove();
    box.classList.remove('select2-container--open');
    selection.setAttribute('aria-expanded', 'false');
    selection.removeAttribute('aria-controls');
    if (current === handle) current = null;
    if (focusBox) selection.focus();
  };
  const handle: OpenList = { close };
  current = handle;

  const choose = (index: number): void => {
    const entry = shown[index];
    if (!entry) return;
    const changed = select.value !== entry.option.value;
    select.value = entry.option.value;
    close(true);
    renderBox(select);
    // Native and bubbling: the checkout's delegated handlers and jQuery's both hear it.
    if (changed) select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const pageSize = 10;
  const MOVES: Record<string, () => number> = {
    ArrowDown: () => active + 1,
    ArrowUp: () => active - 1,
    Home: () => 0,
    End: () => shown.length - 1,
    PageDown: () => active + pageSize,
    PageUp: () => active - pageSize,
  };
  search.addEventListener(
    'keydown',
    (event) => {
      const move = MOVES[event.key];
      if (move) {
        event.preventDefault();
        activate(move());
      } else if (event.key === 'Enter') {
        event.preventDefault();
        choose(active);
      } else if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close(true);
      }
    },
    { signal },
  );
  search.addEventListener('input', draw, { signal });
  // A press on an option keeps focus in the search field, so the list does not close before the click.
  list.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
  list.addEventListener(
    'click',
    (event) => {
      const item = event.target instanceof Element ? event.target.closest('li') : null;
      const index = shown.findIndex((entry) => entry.item === item);
      if (index >= 0) choose(index);
    },
    { signal },
  );
  list.addEventListener(
    'mousemove',
    (event) => {
      const item = event.target instanceof Element ? event.target.closest('li') : null;
      const index = shown.findIndex((entry) => entry.item === item);
      if (index >= 0 && index !== active) activate(index);
    },
    { signal },
  );
  box.addEventListener(
    'focusout',
    (event) => {
      if (!(event.relatedTarget instanceof Node && box.contains(event.relatedTarget))) close(false);
    },
    { signal },
  );
  doc.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target instanceof Node && !box.contains(event.target)) close(false);
    },
    { signal },
  );
  selection.addEventListener(
    'click',
    () => close(true),
    { signal },
  );

  box.append(dropdown);
  box.classList.add('select2-container--open');
  selection.setAttribute('aria-expanded', 'true');
  selection.setAttribute('aria-controls', listId);
  search.value = query;
  draw();
  search.focus();
}
