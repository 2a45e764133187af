import { slide } from '../../src/dom/slide';

const PARENTS = '.menu-item-has-children > a, .page_item_has_children > a';
const TOGGLE_CLASS = 'dropdown-toggle';
const OPEN_CLASS = 'toggled-on';

export interface ToggleTexts {
  expand: string;
  collapse: string;
}

let counter = 0;

function describe(toggle: HTMLButtonElement, open: boolean, texts: ToggleTexts, label: string): void {
  toggle.setAttribute('aria-expanded', String(open));
  const reader = toggle.querySelector('.screen-reader-text');
  if (reader) reader.textContent = `${open ? texts.collapse : texts.expand} ${label}`.trim();
}

/**
 * Puts a `button.dropdown-toggle` after every parent link of the drawer's menu, as the theme
 * does, with `aria-expanded` and screen-reader text as Storefront's own menu has. A click
 * slides the submenu open or shut (400 ms). Returns a function that removes the buttons.
 *
 * @example const remove = addSubmenuToggles(drawer, { expand: 'Expand child menu', collapse: 'Collapse child menu' }, signal);
 */
export function addSubmenuToggles(menu: HTMLElement, texts: ToggleTexts, signal: AbortSignal): () => void {
  const added: HTMLButtonElement[] = [];
  for (const link of Array.from(menu.querySelectorAll<HTMLAnchorElement>(PARENTS))) {
    const submenu = link.parentElement?.querySelector<HTMLElement>(':scope > ul');
    if (!submenu || link.nextElementSibling?.classList.contains(TOGGLE_CLASS)) continue;
    counter += 1;
    submenu.id ||= `lantern-submenu-${counter}`;
    const toggle = menu.ownerDocument.createElement('button');
    toggle.type = 'button';
    toggle.className = TOGGLE_CLASS;
    toggle.setAttribute('aria-controls', submenu.id);
    const reader = menu.ownerDocument.createElement('span');
    reader.className = 'screen-reader-text';
    toggle.append(reader);
    const label = link.textContent?.trim() ?? '';
    const open = getComputedStyle(submenu).display !== 'none';
    toggle.classList.toggle(OPEN_CLASS, open);
    describe(toggle, open, texts, label);
    link.after(toggle);
    added.push(toggle);
    toggle.addEventListener(
      'click',
      (event) => {
        event.preventDefault();
        const next = !toggle.classList.contains(OPEN_CLASS);
        toggle.classList.toggle(OPEN_CLASS, next);
        describe(toggle, next, texts, label);
        slide(submenu, next);
      },
      { signal },
    );
  }
  return () => added.forEach((toggle) => toggle.remove());
}
