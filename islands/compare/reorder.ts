import type Sortable from 'sortablejs';
import { announce } from '../../src/dom/announcer';

/** How a sortable list is read and written. */
export interface ReorderList {
  container: HTMLElement;
  /** The items, as a selector relative to the container. */
  items: string;
  /** Where a drag starts (the picture of a bar item, the move handle of a field). */
  handle: string;
  /** The element that takes focus and hears the arrow keys: the item or its handle. */
  keyTarget(item: HTMLElement): HTMLElement;
  /** A name for announcements ("Work light"). */
  nameOf(item: HTMLElement): string;
  /** After any change of order. */
  onUpdate(): void;
}

const instances = new WeakMap<HTMLElement, Sortable>();

/**
 * Drag reordering with SortableJS (mouse and touch), fetched on first use.
 * @example await makeSortable(list);
 */
export async function makeSortable(list: ReorderList): Promise<void> {
  if (instances.has(list.container)) return;
  const { default: SortableJs } = await import('sortablejs');
  if (instances.has(list.container) || !list.container.isConnected) return;
  instances.set(
    list.container,
    SortableJs.create(list.container, {
      draggable: list.items,
      handle: list.handle,
      animation: 150,
      onUpdate: () => list.onUpdate(),
    }),
  );
  // Says that dragging works from now on (tests and themes can wait on it).
  list.container.dataset.lanternSortable = 'ready';
}

/**
 * The keyboard way to reorder: each item's key target is focusable and says how to move it;
 * the arrow keys (left/up earlier, right/down later) move it, Home and End to the ends.
 *
 * Returns the function that labels the items again (call it after the items are redrawn).
 *
 * @example const relabel = keyboardReorder(list, signal, 'Use the arrow keys to move this product.');
 */
export function keyboardReorder(list: ReorderList, signal: AbortSignal, hint: string): () => void {
  const items = () => Array.from(list.container.querySelectorAll<HTMLElement>(`:scope > ${list.items}`));
  const describe = () => {
    const all = items();
    all.forEach((item, index) => {
      const target = list.keyTarget(item);
      if (!target.hasAttribute('tabindex')) target.tabIndex = 0;
      target.setAttribute('aria-roledescription', 'sortable item');
      target.setAttribute('aria-label', `${list.nameOf(item)}, ${index + 1} of ${all.length}. ${hint}`);
    });
  };
  describe();
  list.container.addEventListener(
    'keydown',
    (event) => {
      const all = items();
      const item = all.find((candidate) => list.keyTarget(candidate) === event.target);
      if (!item) return;
      const from = all.indexOf(item);
      const moves: Record<string, number> = { ArrowLeft: from - 1, ArrowUp: from - 1, ArrowRight: from + 1, ArrowDown: from + 1, Home: 0, End: all.length - 1 };
      const to = moves[event.key];
      if (to === undefined) return;
      event.preventDefault();
      if (to < 0 || to >= all.length || to === from) return;
      const anchor = all[to];
      if (!anchor) return;
      if (to < from) anchor.before(item);
      else anchor.after(item);
      list.keyTarget(item).focus();
      describe();
      announce(`${list.nameOf(item)} moved to position ${to + 1} of ${all.length}.`);
      list.onUpdate();
    },
    { signal },
  );
  return describe;
}
