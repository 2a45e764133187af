import type { MountContext } from '../../src/runtime/types';

const DROPDOWN = '.e-n-menu-dropdown-icon';
const MENU_TOGGLE = '.e-n-menu-toggle';
const ACTIVE = 'e-active';

/** The panel a dropdown button controls, and its `.e-n-menu-content` wrapper. */
function panelsOf(button: Element): HTMLElement[] {
  const id = button.getAttribute('aria-controls');
  const panel = id ? button.ownerDocument.getElementById(id) : null;
  if (!panel) return [];
  const wrapper = panel.parentElement?.classList.contains('e-n-menu-content') ? panel.parentElement : null;
  return wrapper ? [panel, wrapper] : [panel];
}

function setExpanded(button: Element, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  button.closest('.e-n-menu-item')?.classList.toggle(ACTIVE, open);
  for (const panel of panelsOf(button)) panel.classList.toggle(ACTIVE, open);
}

/**
 * The mega menu's toggles: a down-arrow button opens its panel (`aria-expanded`, class
 * `e-active` on the panel and its wrapper, as the widget's CSS expects) and closes any other
 * open one; a second click, Escape (focus back on the button) or a click outside the menu
 * closes it. The menu's own hamburger toggle flips `aria-expanded` for the narrow layout.
 *
 * @example
 * // <nav class="e-n-menu">… <button class="e-n-menu-dropdown-icon" aria-controls="e-n-menu-content-1" aria-expanded="false">
 * mount(createMountContext(nav, controller.signal));
 */
export function mount({ element: menu, signal }: MountContext): () => void {
  const doc = menu.ownerDocument;
  const buttons = () => Array.from(menu.querySelectorAll<HTMLElement>(DROPDOWN));
  const closeAll = (except?: Element) => buttons().forEach((button) => button !== except && setExpanded(button, false));

  menu.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const dropdown = target?.closest(DROPDOWN);
      if (dropdown && menu.contains(dropdown)) {
        event.preventDefault();
        const open = dropdown.getAttribute('aria-expanded') !== 'true';
        closeAll(dropdown);
        setExpanded(dropdown, open);
        return;
      }
      const toggle = target?.closest(MENU_TOGGLE);
      if (toggle && menu.contains(toggle)) toggle.setAttribute('aria-expanded', String(toggle.getAttribute('aria-expanded') !== 'true'));
    },
    { signal },
  );
  menu.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      const open = buttons().find((button) => button.getAttribute('aria-expanded') === 'true');
      if (!open) return;
      setExpanded(open, false);
      open.focus();
    },
    { signal },
  );
  doc.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Node && !menu.contains(event.target)) closeAll();
    },
    { signal },
  );
  return () => closeAll();
}
