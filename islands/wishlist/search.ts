/** The list's own rows (not the suggestions) under the popup that holds `input`. */
function rowsNear(input: HTMLElement): { rows: HTMLElement[]; suggested: HTMLElement[] } {
  const root = input.closest('.woosw-popup-inner, .woosw-popup, .woosw-list') ?? document;
  return {
    rows: Array.from(root.querySelectorAll<HTMLElement>('.woosw-items:not(.woosw-suggested-items) .woosw-item')),
    suggested: Array.from(root.querySelectorAll<HTMLElement>('.woosw-suggested, .woosw-suggested-items')),
  };
}

/**
 * The popup search (6.x): rows whose name or note holds the typed text stay, the others and
 * the suggestions hide. The text is only compared, never put into the page.
 *
 * @example filterItems(popup.querySelector('.woosw-search-input')!);
 */
export function filterItems(input: HTMLInputElement): void {
  const query = input.value.trim().toLowerCase();
  const { rows, suggested } = rowsNear(input);
  for (const row of rows) {
    const text = `${row.dataset.name ?? ''} ${row.dataset.note ?? ''}`.toLowerCase();
    row.hidden = query !== '' && !text.includes(query);
  }
  for (const block of suggested) block.hidden = query !== '';
}

/** Closing or continuing clears the search and shows every row again. */
export function clearSearch(popup: HTMLElement): void {
  const input = popup.querySelector<HTMLInputElement>('.woosw-search-input');
  if (!input || input.value === '') return;
  input.value = '';
  filterItems(input);
}
