import { emitOn } from '../../src/bridge/events';
import { SINGLE_PRODUCT } from '../../src/bridge/single-product-names';
import type { MountContext } from '../../src/runtime/types';
import { fragmentId, initialTab, tabHolding, type TabEntry } from './tab-choice';

interface Tab extends TabEntry {
  item: HTMLLIElement;
  link: HTMLAnchorElement;
  panel: HTMLElement;
}

const TAB_LIST = '.wc-tabs, ul.tabs';

/** The tabs the list prints, each with its panel; an item whose panel is missing is left alone. */
function readTabs(wrapper: HTMLElement, list: HTMLElement): Tab[] {
  const tabs: Tab[] = [];
  for (const item of Array.from(list.children)) {
    const link = item.querySelector('a[href*="#"]');
    if (!(item instanceof HTMLLIElement) || !(link instanceof HTMLAnchorElement)) continue;
    const id = fragmentId(link.hash);
    const panel = id ? wrapper.querySelector(`#${CSS.escape(id)}`) : null;
    if (!(panel instanceof HTMLElement)) continue;
    const itemClass = Array.from(item.classList).find((name) => name.endsWith('_tab')) ?? '';
    tabs.push({ item, link, panel, itemClass });
  }
  return tabs;
}

/** Sets attributes (`null` removes one) and records how to put the old values back. */
function setAttributes(element: Element, values: Record<string, string | null>, undo: (() => void)[]): void {
  for (const [name, value] of Object.entries(values)) {
    const before = element.getAttribute(name);
    undo.push(() => (before === null ? element.removeAttribute(name) : element.setAttribute(name, before)));
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

/** Puts the tab role on the link, the element that takes focus (WooCommerce 8 prints it on the `li`). */
function makeAccessible({ item, link, panel }: Tab, undo: (() => void)[]): void {
  setAttributes(item, { role: 'presentation', 'aria-controls': null }, undo);
  setAttributes(link, { role: 'tab', 'aria-controls': panel.id, 'aria-selected': 'false', tabindex: '-1' }, undo);
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WooCommerce's product tabs (`single-product/tabs/tabs.php`) as WAI-ARIA tabs: one panel
 * shown, the first or the one the address names (a review link's `#reviews`, `#tab-reviews`,
 * `#comment-12`), arrow keys, Home and End move between tabs and show theirs. Panels are hidden
 * with an inline `display: none`, as WooCommerce's script hides them, so a theme's script that
 * asks whether a panel is visible gets the same answer. The shop's stylesheet shows the same
 * panel before this runs (docs/compat.md), so nothing moves when it does.
 *
 * @example
 * // <div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">…
 * const cleanUp = mount(createMountContext(wrapper, controller.signal));
 */
export function mount({ element: wrapper, signal }: MountContext): (() => void) | undefined {
  const list = wrapper.querySelector<HTMLElement>(TAB_LIST);
  if (!list) return undefined;
  const tabs = readTabs(wrapper, list);
  if (tabs.length === 0) return undefined;
  const doc = wrapper.ownerDocument;
  const undo: (() => void)[] = [];
  setAttributes(list, { role: 'tablist' }, undo);
  for (const tab of tabs) makeAccessible(tab, undo);

  let current = -1;
  const show = (index: number, focus = false): void => {
    tabs.forEach(({ item, link, panel }, at) => {
      const chosen = at === index;
      item.classList.toggle('active', chosen);
      link.setAttribute('aria-selected', String(chosen));
      link.tabIndex = chosen ? 0 : -1;
      panel.style.display = chosen ? '' : 'none';
    });
    current = index;
    if (focus) tabs[index]?.link.focus();
  };
  show(initialTab(tabs, new URL(doc.location.href), doc));

  list.addEventListener(
    'click',
    (event) => {
      const index = tabs.findIndex(({ link }) => event.target instanceof Node && link.contains(event.target));
      if (index < 0) return;
      // A tab shows its panel in place: no jump to it, no new history entry.
      event.preventDefault();
      show(index);
    },
    { signal },
  );
  list.addEventListener(
    'keydown',
    (event) => {
      const step = KEY_STEPS[event.key];
      if (!step || event.altKey || event.ctrlKey || event.metaKey || current < 0) return;
      event.preventDefault();
      show(step(current, tabs.length), true);
    },
    { signal },
  );

  // Links elsewhere on the page to a panel or something inside one (the summary's review
  // count links to `#reviews`) open that tab first, then the browser scrolls to it.
  const openFor = (hash: string): void => {
    const index = tabHolding(tabs, fragmentId(hash), doc);
    if (index >= 0 && index !== current) show(index);
  };
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
      if (!(link instanceof HTMLAnchorElement) || list.contains(link)) return;
      if (link.origin + link.pathname + link.search !== doc.location.origin + doc.location.pathname + doc.location.search) return;
      if (link.classList.contains('woocommerce-review-link')) {
        const reviews = tabs.findIndex(({ itemClass }) => itemClass === 'reviews_tab');
        if (reviews >= 0) show(reviews);
        return;
      }
      openFor(link.hash);
    },
    { signal },
  );
  window.addEventListener('hashchange', () => openFor(doc.location.hash), { signal });

  emitOn(wrapper, SINGLE_PRODUCT.tabsInit, [], {});
  return () => {
    for (const { item, panel } of tabs) {
      item.classList.remove('active');
      panel.style.display = '';
    }
    for (const step of undo.reverse()) step();
  };
}
