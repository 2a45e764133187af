import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { filterPanel } from './index';
import * as filterPanelModule from './filter-panel';

const PAGE = `<button type="button" class="filter-toggle">Filter</button>
  <div class="postero-canvas-filter" style="position: fixed">
    <span class="filter-close">Close</span>
    <div class="widget"><a href="/shop/?x=1">A filter</a></div>
  </div>
  <div class="postero-overlay-filter"></div>`;

const panel = () => document.querySelector<HTMLElement>('.postero-canvas-filter')!;
const toggle = () => document.querySelector<HTMLButtonElement>('.filter-toggle')!;
const isOpen = () => document.documentElement.classList.contains('off-canvas-active');

beforeEach(async () => {
  document.body.innerHTML = PAGE;
  setMountSettings(readSettings(document));
  registerIslands([islandFor({ ...filterPanel, hydrate: 'load' }, filterPanelModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(panel().dataset.islandState).toBe('ready'));
});

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
  document.documentElement.className = '';
});

describe('the off-canvas filter panel', () => {
  it('starts closed and out of reach, with a close control the keyboard can use', () => {
    expect(isOpen()).toBe(false);
    expect(panel().hasAttribute('inert')).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe(panel().id);
    const close = document.querySelector('.filter-close')!;
    expect(close.getAttribute('role')).toBe('button');
    expect(close.getAttribute('tabindex')).toBe('0');
  });

  it('opens as a modal dialog from the toggle and closes on the close button, the overlay and Escape', () => {
    toggle().click();
    expect(isOpen()).toBe(true);
    expect(panel().getAttribute('role')).toBe('dialog');
    expect(panel().getAttribute('aria-modal')).toBe('true');
    expect(panel().hasAttribute('inert')).toBe(false);
    document.querySelector<HTMLElement>('.filter-close')!.click();
    expect(isOpen()).toBe(false);
    expect(panel().hasAttribute('role')).toBe(false);

    toggle().click();
    document.querySelector<HTMLElement>('.postero-overlay-filter')!.click();
    expect(isOpen()).toBe(false);

    toggle().click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(isOpen()).toBe(false);
  });

  it('closes from the keyboard on its span close control and gives focus back to the toggle', () => {
    toggle().focus();
    toggle().click();
    const close = document.querySelector<HTMLElement>('.filter-close')!;
    close.focus();
    close.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(toggle());
  });

  it('leaves a sidebar in the page flow reachable while closed', async () => {
    unmountAll();
    panel().style.position = 'static';
    hydrate(document);
    await vi.waitFor(() => expect(panel().dataset.islandState).toBe('ready'));
    expect(panel().hasAttribute('inert')).toBe(false);
  });
});

describe("the theme's dropdown filter layout", () => {
  const DROPDOWN_PAGE = `<button type="button" class="filter-toggle">Filter</button>
    <div class="postero-dropdown-filter"><span class="filter-close">Close</span><div class="widget"><a href="/shop/?x=1">A filter</a></div></div>
    <div class="postero-overlay-filter"></div>`;
  const dropdown = () => document.querySelector<HTMLElement>('.postero-dropdown-filter')!;

  async function mountAt(width: number): Promise<void> {
    unmountAll();
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    document.body.className = 'shop_filter_dropdown';
    document.body.innerHTML = DROPDOWN_PAGE;
    hydrate(document);
    await vi.waitFor(() => expect(dropdown().dataset.islandState).toBe('ready'));
  }

  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
    document.body.className = '';
  });

  it('slides the dropdown open and shut from the toggle on a window wider than 1024 px, not the panel', async () => {
    await mountAt(1280);
    expect(toggle().getAttribute('aria-controls')).toBe(dropdown().id);
    toggle().click();
    expect(isOpen()).toBe(false);
    expect(dropdown().getAttribute('role')).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(dropdown().style.display).toBe('block');
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('shuts on Escape from inside, with focus back on the toggle', async () => {
    await mountAt(1280);
    toggle().click();
    dropdown().querySelector<HTMLElement>('a')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('slides a dropdown the theme prints without a panel of its own', async () => {
    unmountAll();
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    document.body.className = 'shop_filter_dropdown';
    document.body.innerHTML = '<button type="button" class="filter-toggle">Filter</button><div class="postero-dropdown-filter"><div class="widget">Price</div></div>';
    hydrate(document);
    await vi.waitFor(() => expect(dropdown().dataset.islandState).toBe('ready'));
    toggle().click();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(dropdown().style.display).toBe('block');
  });

  it('is the off-canvas panel at 1024 px and narrower', async () => {
    await mountAt(1024);
    toggle().click();
    expect(isOpen()).toBe(true);
    expect(dropdown().getAttribute('role')).toBe('dialog');
    expect(toggle().getAttribute('aria-controls')).toBe(dropdown().id);
  });
});

describe("the theme's off-canvas shell and the shop sidebar", () => {
  // As the theme prints them: the sidebar with the widgets, and in the footer an off-canvas panel
  // whose wrap is empty until the theme's script moves the widgets in on a narrow window.
  const SHELL_PAGE = `<button type="button" class="filter-toggle">Filter</button>
    <div id="secondary" class="widget-area"><div class="widget widget_price_filter">Price</div><div class="widget">Categories</div></div>
    <div id="postero-canvas-filter" class="postero-canvas-filter" style="position: fixed">
      <span class="filter-close">HIDE FILTER</span><div class="postero-canvas-filter-wrap"></div>
    </div><div class="postero-overlay-filter"></div>`;
  const wrap = () => document.querySelector<HTMLElement>('.postero-canvas-filter-wrap')!;
  const sidebar = () => document.getElementById('secondary')!;
  const shell = () => document.querySelector<HTMLElement>('.postero-canvas-filter')!;

  async function mountAt(width: number, bodyClass = ''): Promise<void> {
    unmountAll();
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    document.body.className = bodyClass;
    document.body.innerHTML = SHELL_PAGE;
    hydrate(document);
    await vi.waitFor(() => expect(shell().dataset.islandState).toBe('ready'));
  }

  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true });
    document.body.className = '';
  });

  it('takes the sidebar widgets into the panel at 1024 px and narrower, and gives them back on a wider window', async () => {
    await mountAt(390);
    expect(wrap().querySelectorAll('.widget')).toHaveLength(2);
    expect(sidebar().children).toHaveLength(0);
    toggle().click();
    expect(isOpen()).toBe(true);
    expect(shell().contains(document.querySelector('.widget_price_filter'))).toBe(true);

    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    window.dispatchEvent(new Event('resize'));
    expect(sidebar().querySelectorAll('.widget')).toHaveLength(2);
    expect(wrap().children).toHaveLength(0);
  });

  it('leaves the widgets where they are with the canvas layout, and in the sidebar on a wide window', async () => {
    await mountAt(390, 'shop_filter_canvas');
    expect(sidebar().children).toHaveLength(2);
    await mountAt(1280);
    expect(sidebar().children).toHaveLength(2);
    expect(wrap().children).toHaveLength(0);
  });

  it('puts the widgets back in the sidebar when unmounted', async () => {
    await mountAt(390);
    unmountAll();
    expect(sidebar().children).toHaveLength(2);
  });
});
