import { saveNote } from './notes';
import type { WishlistRuntime } from './runtime';
import { filterItems } from './search';

/** Wires the popup's own keys and fields once: Enter saves a note or adds a list, the search filters as typed. */
let wired = false;
export function wirePopups(runtime: WishlistRuntime): void {
  if (wired) return;
  wired = true;
  runtime.signal.addEventListener('abort', () => (wired = false), { once: true });
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target;
      if (event.key === 'Enter' && target instanceof HTMLInputElement) {
        if (target.closest('.woosw-item--note-add')) {
          event.preventDefault();
          const save = target.closest('.woosw-item')?.querySelector<HTMLElement>('.woosw_add_note');
          if (save) void saveNote(save, runtime);
        } else if (target.id === 'woosw_wishlist_name') {
          event.preventDefault();
          document.querySelector<HTMLElement>('#woosw_add_wishlist')?.click();
        }
      }
    },
    { signal: runtime.signal },
  );
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches('.woosw-search-input')) filterItems(event.target);
    },
    { signal: runtime.signal },
  );
}
