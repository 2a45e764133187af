import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { mobileNav } from './index';
import * as mobileNavModule from './mobile-nav';

const PAGE = `
  <header><button class="menu-mobile-nav-button" type="button" aria-label="Open menu"></button></header>
  <div class="postero-mobile-nav"><div class="menu-scroll-mobile">
    <a href="#" class="mobile-nav-close">Close menu</a>
    <div class="mobile-nav-tabs"><ul>
      <li class="mobile-tab-title mobile-pages-title active" data-menu="pages"><span>Main menu</span></li>
      <li class="mobile-tab-title mobile-categories-title" data-menu="categories"><span>Categories</span></li>
    </ul></div>
    <nav class="mobile-menu-tab mobile-navigation mobile-pages-menu active" aria-label="Mobile Navigation"><div class="handheld-navigation"><ul class="menu">
      <li class="menu-item"><a href="/">Home</a></li>
      <li class="menu-item menu-item-has-children"><a href="/shop/">Shop</a>
        <ul class="sub-menu" style="display:none"><li><a href="/c/a/">Boats</a></li></ul></li>
    </ul></div></nav>
    <nav class="mobile-menu-tab mobile-navigation-categories mobile-categories-menu" aria-label="Categories"><div class="handheld-navigation"><ul class="menu">
      <li class="menu-item menu-item-has-children"><a href="/c/lights/">Lights</a>
        <ul class="sub-menu" style="display:none"><li><a href="/c/marine/">Marine</a></li></ul></li>
    </ul></div></nav>
  </div></div>
  <div class="postero-overlay"></div>`;

const html = () => document.documentElement;
const drawer = () => document.querySelector<HTMLElement>('.postero-mobile-nav')!;
const menuButton = () => document.querySelector<HTMLButtonElement>('.menu-mobile-nav-button')!;
const isOpen = () => html().classList.contains('mobile-nav-active');

beforeEach(async () => {
  document.body.innerHTML = PAGE;
  setMountSettings(readSettings(document));
  registerIslands([islandFor({ ...mobileNav, hydrate: 'load' }, mobileNavModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(document.querySelector('.mobile-navigation')!.getAttribute('data-island-state')).toBe('ready'));
});

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
  html().className = '';
});

describe('the mobile navigation drawer', () => {
  it('is a closed modal dialog that the menu button controls', () => {
    expect(drawer().getAttribute('role')).toBe('dialog');
    expect(drawer().getAttribute('aria-modal')).toBe('true');
    expect(drawer().hasAttribute('inert')).toBe(true);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-controls')).toBe(drawer().id);
  });

  it('opens from the menu button and closes on the close button, the overlay and Escape', () => {
    menuButton().click();
    expect(isOpen()).toBe(true);
    expect(drawer().hasAttribute('inert')).toBe(false);
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const close = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.mobile-nav-close')!.dispatchEvent(close);
    expect(close.defaultPrevented).toBe(true);
    expect(isOpen()).toBe(false);

    menuButton().click();
    document.querySelector<HTMLElement>('.postero-overlay')!.click();
    expect(isOpen()).toBe(false);

    menuButton().click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(isOpen()).toBe(false);
  });

  it('gives focus back to the menu button when it closes', () => {
    menuButton().focus();
    menuButton().click();
    document.querySelector<HTMLElement>('.mobile-nav-close')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(document.activeElement).toBe(menuButton());
  });

  it('adds a dropdown toggle after each parent link that shows and hides its submenu', async () => {
    const toggle = document.querySelector<HTMLButtonElement>('.menu-item-has-children > a + button.dropdown-toggle')!;
    const submenu = document.querySelector<HTMLElement>('.sub-menu')!;
    // The categories tab's menu gets its toggle too, as the theme gives every menu of the drawer.
    expect(Array.from(document.querySelectorAll('.dropdown-toggle'), (button) => button.previousElementSibling?.textContent)).toEqual(['Shop', 'Lights']);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(submenu.id);
    expect(toggle.textContent).toBe('Expand child menu Shop');
    toggle.click();
    expect(toggle.classList.contains('toggled-on')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Collapse child menu Shop');
    await vi.waitFor(() => expect(submenu.style.display).toBe('block'));
    toggle.click();
    await vi.waitFor(() => expect(submenu.style.display).toBe('none'));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('switches the menu shown from its tabs, which follow the WAI-ARIA tabs pattern', () => {
    const [pages, categories] = Array.from(document.querySelectorAll<HTMLElement>('.mobile-nav-tabs li'));
    const menu = (name: string) => document.querySelector<HTMLElement>(`.mobile-${name}-menu`)!;
    expect(document.querySelector('.mobile-nav-tabs ul')!.getAttribute('role')).toBe('tablist');
    expect([pages!.getAttribute('role'), pages!.getAttribute('aria-selected'), pages!.tabIndex]).toEqual(['tab', 'true', 0]);
    expect([categories!.getAttribute('aria-selected'), categories!.tabIndex]).toEqual(['false', -1]);
    expect(categories!.getAttribute('aria-controls')).toBe(menu('categories').id);

    menuButton().click();
    categories!.querySelector('span')!.click();
    expect([pages!.classList.contains('active'), categories!.classList.contains('active')]).toEqual([false, true]);
    expect([menu('pages').classList.contains('active'), menu('categories').classList.contains('active')]).toEqual([false, true]);
    expect(categories!.getAttribute('aria-selected')).toBe('true');

    categories!.focus();
    categories!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    expect(document.activeElement).toBe(pages);
    expect(menu('pages').classList.contains('active')).toBe(true);
    const end = new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true });
    pages!.dispatchEvent(end);
    expect(end.defaultPrevented).toBe(true);
    expect([document.activeElement, pages!.tabIndex]).toEqual([categories, -1]);
    expect(menu('categories').classList.contains('active')).toBe(true);
  });

  it('takes its toggles away and leaves the page closed when unmounted', () => {
    menuButton().click();
    unmountAll();
    expect(isOpen()).toBe(false);
    expect(document.querySelector('.dropdown-toggle')).toBeNull();
    expect(document.querySelector('.mobile-nav-tabs [role]')).toBeNull();
  });
});
