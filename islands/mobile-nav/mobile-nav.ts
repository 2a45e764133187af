import { toRecord, toText } from '../../src/config/coerce';
import { pageGlobal } from '../../src/config/settings';
import { readTheme } from '../../src/config/theme';
import { describeDialog } from '../../src/dom/dialog';
import { modalPanel } from '../../src/dom/modal-panel';
import type { MountContext } from '../../src/runtime/types';
import { wireMenuTabs } from './menu-tabs';
import { addSubmenuToggles } from './submenu-toggles';

const MENU_BUTTON = '.menu-mobile-nav-button';
const CLOSE = '.mobile-nav-close';
/** The theme marks the open drawer on `<html>`; its CSS slides the drawer in. */
const OPEN_CLASS = 'mobile-nav-active';

/** The theme's drawer wrapper, `.{theme}-mobile-nav`. */
const DRAWER_CLASS = /(?:^|\s)[a-z0-9_]+-mobile-nav(?:\s|$)/;

/**
 * The drawer: the theme's `.{theme}-mobile-nav` around the nav when it holds the close button
 * (some themes wrap the close button, tabs and menus once more, in `.menu-scroll-mobile`), else
 * the nearest wrapper of the nav that holds the close button.
 */
function drawerOf(nav: HTMLElement): HTMLElement {
  let nearest: HTMLElement | null = null;
  for (let node = nav.parentElement; node && node !== nav.ownerDocument.body; node = node.parentElement) {
    if (!node.querySelector(CLOSE)) continue;
    nearest ??= node;
    if (DRAWER_CLASS.test(node.className)) return node;
  }
  return nearest ?? nav;
}

/** `.{theme}-overlay` beside the drawer. */
function overlayOf(drawer: HTMLElement, slug: string): HTMLElement | null {
  const next = drawer.nextElementSibling;
  if (next instanceof HTMLElement && /(^|\s)[a-z0-9_]+-overlay(\s|$)/.test(next.className)) return next;
  return slug ? drawer.ownerDocument.querySelector<HTMLElement>(`.${slug}-overlay`) : null;
}

/** Texts Storefront localizes as `storefrontScreenReaderText`; Lantern's config may override. */
function toggleTexts(): { expand: string; collapse: string } {
  const storefront = pageGlobal('storefrontScreenReaderText');
  const own = toRecord(pageGlobal('lantern_config').i18n);
  return {
    expand: toText(own.expand_child_menu ?? storefront.expand, 'Expand child menu'),
    collapse: toText(own.collapse_child_menu ?? storefront.collapse, 'Collapse child menu'),
  };
}

/**
 * The mobile navigation drawer (spec 2.1, 9.2): the menu button opens it, the close button, the
 * overlay and Escape close it; it is a modal dialog that holds focus while open and gives it
 * back to the menu button after. Submenus get dropdown toggles that slide in 400 ms; the
 * theme's menu tabs (main menu, categories) switch the menu shown.
 *
 * @example
 * // <div class="postero-mobile-nav"><a class="mobile-nav-close">…</a><nav class="mobile-navigation">…
 * mount(createMountContext(nav, controller.signal));
 */
export function mount({ element: nav, settings, signal }: MountContext): () => void {
  const doc = nav.ownerDocument;
  const root = doc.documentElement;
  const drawer = drawerOf(nav);

  drawer.id ||= 'lantern-mobile-nav';
  describeDialog(drawer, { label: nav.getAttribute('aria-label') ?? 'Menu' });
  drawer.querySelectorAll(`a${CLOSE}`).forEach((link) => link.setAttribute('role', 'button'));
  // Every menu of the drawer gets its toggles, the other tabs' menus (e.g. categories) too.
  const removeToggles = addSubmenuToggles(drawer, toggleTexts(), signal);
  const removeTabs = wireMenuTabs(drawer, signal);

  const modal = modalPanel({
    panel: drawer,
    openers: MENU_BUTTON,
    closers: CLOSE,
    overlay: overlayOf(drawer, readTheme(doc, settings.adminAjaxUrl).slug),
    toggles: true,
    render: (open) => {
      root.classList.toggle(OPEN_CLASS, open);
      drawer.toggleAttribute('inert', !open);
    },
    signal,
  });

  return () => {
    modal.release();
    removeToggles();
    removeTabs();
    root.classList.remove(OPEN_CLASS);
    drawer.removeAttribute('inert');
  };
}
