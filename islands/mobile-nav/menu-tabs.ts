const TAB = '.mobile-nav-tabs li[data-menu]';
const PANEL = '.mobile-menu-tab';
const ACTIVE = 'active';

let counter = 0;

/** The menu a tab shows: `.mobile-{data-menu}-menu`, in the drawer or, failing that, the page. */
function panelOf(tab: HTMLElement, drawer: HTMLElement): HTMLElement | null {
  const name = tab.dataset.menu ?? '';
  if (!/^[\w-]+$/.test(name)) return null;
  const selector = `.mobile-${name}-menu`;
  return drawer.querySelector<HTMLElement>(selector) ?? drawer.ownerDocument.querySelector<HTMLElement>(selector);
}

/**
 * The drawer's menu tabs of the theme (`.mobile-nav-tabs li[data-menu]`, e.g. "Main menu" and
 * "Categories"): choosing a tab marks it and its menu `.mobile-{menu}-menu` `active`, as the
 * theme's script does, and the others not. They follow the WAI-ARIA tabs pattern: a tablist,
 * `aria-selected`, one tab in the Tab order, arrow keys (and Home, End) move between the tabs
 * and choose as they go, Enter and Space choose. The menus keep their navigation landmark; each
 * tab names the menu it controls. Returns a function that puts the markup back.
 *
 * @example
 * // <div class="mobile-nav-tabs"><ul><li class="mobile-tab-title active" data-menu="pages">…
 * const remove = wireMenuTabs(drawer, signal);
 */
export function wireMenuTabs(drawer: HTMLElement, signal: AbortSignal): () => void {
  const tabs = Array.from(drawer.querySelectorAll<HTMLElement>(TAB));
  const [first] = tabs;
  const list = first?.parentElement;
  if (!first || !list) return () => undefined;

  const choose = (chosen: HTMLElement, focus: boolean) => {
    const panel = panelOf(chosen, drawer);
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.classList.toggle(ACTIVE, selected);
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
    }
    if (panel) {
      drawer.querySelectorAll(PANEL).forEach((menu) => menu.classList.remove(ACTIVE));
      panel.classList.add(ACTIVE);
    }
    if (focus) chosen.focus();
  };

  list.setAttribute('role', 'tablist');
  for (const tab of tabs) {
    counter += 1;
    tab.id ||= `lantern-menu-tab-${counter}`;
    tab.setAttribute('role', 'tab');
    const panel = panelOf(tab, drawer);
    if (panel) {
      panel.id ||= `lantern-menu-panel-${counter}`;
      tab.setAttribute('aria-controls', panel.id);
    }
  }
  choose(tabs.find((tab) => tab.classList.contains(ACTIVE)) ?? first, false);

  list.addEventListener(
    'click',
    (event) => {
      const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
      if (tab && tabs.includes(tab)) choose(tab, false);
    },
    { signal },
  );
  list.addEventListener(
    'keydown',
    (event) => {
      const index = tabs.indexOf(event.target as HTMLElement);
      if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      const last = tabs.length - 1;
      const moves: Record<string, number> = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last };
      const target = event.key in moves ? tabs[moves[event.key] ?? index] : event.key === 'Enter' || event.key === ' ' ? tabs[index] : undefined;
      if (!target) return;
      event.preventDefault();
      choose(target, true);
    },
    { signal },
  );

  return () => {
    list.removeAttribute('role');
    for (const tab of tabs) {
      for (const name of ['role', 'aria-selected', 'aria-controls', 'tabindex']) tab.removeAttribute(name);
    }
  };
}
