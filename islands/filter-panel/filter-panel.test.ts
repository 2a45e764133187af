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
