import { sanitizedFragment } from '../../src/dom/html';
import { htmlRequest } from './popup-requests';
import type { WishlistRuntime } from './state/runtime';
import { wishlistState } from './state/slice';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * Spec 5.9: a note is HTML-escaped (`&`, `<`, `>`, `"`) before it is sent.
 * @example escapeNote('<b>"a" & b</b>') // '&lt;b&gt;&quot;a&quot; &amp; b&lt;/b&gt;'
 */
export function escapeNote(note: string): string {
  return note.replace(/[&<>"]/g, (character) => ENTITIES[character] ?? character);
}

function show(element: HTMLElement | null, visible: boolean): void {
  if (!element) return;
  element.hidden = !visible;
  element.style.display = visible ? '' : 'none';
}

/**
 * A click on a note shows its input in its place, with focus in it.
 * @example showNoteInput(item.querySelector('.woosw-item--note')!);
 */
export function showNoteInput(note: HTMLElement): void {
  const box = note.closest('.woosw-item')?.querySelector<HTMLElement>('.woosw-item--note-add');
  if (!box) return;
  show(box, true);
  show(note, false);
  box.querySelector<HTMLInputElement>('input[type="text"]')?.focus();
}

/**
 * Saves a note (`woosw_add_note`): the reply replaces the note's text and the input hides.
 * The reply repeats what the shopper typed, so it is sanitized before it is shown. On a
 * failure the input stays open with the text in it.
 *
 * @example await saveNote(item.querySelector('.woosw_add_note')!, runtime);
 */
export async function saveNote(control: HTMLElement, runtime: WishlistRuntime): Promise<void> {
  const item = control.closest<HTMLElement>('.woosw-item');
  const input = item?.querySelector<HTMLInputElement>('.woosw-item--note-add input[type="text"], input[type="text"]');
  const productId = item?.dataset.id;
  if (!item || !input || !productId) return;
  const key = item.closest<HTMLElement>('[data-key]')?.dataset.key ?? wishlistState(runtime.store).key;
  const html = await htmlRequest('woosw_add_note', { key, product_id: productId, note: escapeNote(input.value) }, runtime);
  if (html === null) {
    input.focus();
    return;
  }
  const note = item.querySelector<HTMLElement>('.woosw-item--note');
  if (note) {
    note.replaceChildren(await sanitizedFragment(html));
    note.removeAttribute('aria-label');
    show(note, true);
    note.focus();
  }
  item.dataset.note = input.value;
  show(item.querySelector<HTMLElement>('.woosw-item--note-add'), false);
}
