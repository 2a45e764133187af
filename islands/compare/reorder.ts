import type Sortable from 'sortablejs';
import { announce } from '../../src/dom/announcer';
import type { CompareList } from './list';

/*
 * Reordering a list by drag (SortableJS) and by keyboard: the bar's products, whose new order
 * is the list's, and the settings popup's fields.
 */

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

const BAR_HINT = 'Use the arrow keys to move it; the table follows the new order.';

/** The bar's items: dragged (SortableJS) or moved by keyboard, the new order saved. */
export interface BarOrder {
  /** After the bar's items were drawn: keyboard moves, drag, focus kept on `focusedItem`. */
  afterLoad(focusedItem: string | undefined): void;
}

/**
 * Reordering the bar (reference 1.7): drag by the picture or the arrow keys on an item; the
 * new order goes to the list cookie (empty ids skipped) and then `saved` runs (the table
 * reloads in the new order).
 *
 * @example const order = barOrder(list, signal, () => void load('table'));
 */
export function barOrder(list: CompareList, signal: AbortSignal, saved: () => void): BarOrder {
  const relabels = new Map<HTMLElement, () => void>();
  const save = () => {
    list.save(Array.from(document.querySelectorAll<HTMLElement>('.woosc-bar-items .woosc-bar-item'), (item) => item.dataset.id ?? ''));
    saved();
  };
  const barList = (container: HTMLElement): ReorderList => ({
    container,
    items: '.woosc-bar-item',
    handle: '.woosc-bar-item-img',
    keyTarget: (item) => item,
    nameOf: (item) => item.querySelector('[aria-label]')?.getAttribute('aria-label') ?? item.querySelector('img')?.alt ?? `Product ${item.dataset.id ?? ''}`,
    onUpdate: save,
  });

  return {
    afterLoad(focusedItem) {
      for (const container of document.querySelectorAll<HTMLElement>('.woosc-bar-items')) {
        let relabel = relabels.get(container);
        if (!relabel) {
          relabel = keyboardReorder(barList(container), signal, BAR_HINT);
          relabels.set(container, relabel);
        }
        relabel();
        void makeSortable(barList(container));
      }
      // The drawn items are new elements: the one the shopper was moving takes focus again.
      if (focusedItem) document.querySelector<HTMLElement>(`.woosc-bar-item[data-id="${CSS.escape(focusedItem)}"]`)?.focus();
    },
  };
}
