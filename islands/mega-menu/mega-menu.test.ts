import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { megaMenu } from './index';
import * as megaMenuModule from './mega-menu';

function item(id: number, label: string): string {
  return `<li class="e-n-menu-item"><div class="e-n-menu-title"><a href="/${label}/">${label}</a>
    <button id="icon-${id}" class="e-n-menu-dropdown-icon" aria-haspopup="true" aria-expanded="false" aria-controls="content-${id}">open</button></div>
    <div class="e-n-menu-content"><div id="content-${id}" class="e-con"><a href="/x/">x</a></div></div></li>`;
}

const PAGE = `<nav class="e-n-menu"><button class="e-n-menu-toggle" aria-expanded="false">Menu</button>
  <ul class="e-n-menu-heading">${item(1, 'shop')}${item(2, 'brands')}</ul></nav><p id="outside">outside</p>`;

const button = (id: number) => document.getElementById(`icon-${id}`)!;
const panel = (id: number) => document.getElementById(`content-${id}`)!;
const isOpen = (id: number) =>
  button(id).getAttribute('aria-expanded') === 'true' && panel(id).classList.contains('e-active') && panel(id).parentElement!.classList.contains('e-active');

beforeEach(async () => {
  document.body.innerHTML = PAGE;
  setMountSettings(readSettings(document));
  registerIslands([islandFor({ ...megaMenu, hydrate: 'load' }, megaMenuModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(document.querySelector('.e-n-menu')!.getAttribute('data-island-state')).toBe('ready'));
});

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
});

describe('the mega menu', () => {
  it('opens a panel from its down-arrow button and closes it on a second click', () => {
    button(1).click();
    expect(isOpen(1)).toBe(true);
    button(1).click();
    expect(isOpen(1)).toBe(false);
    expect(panel(1).classList.contains('e-active')).toBe(false);
  });

  it('keeps one panel open at a time', () => {
    button(1).click();
    button(2).click();
    expect(isOpen(1)).toBe(false);
    expect(isOpen(2)).toBe(true);
  });

  it('closes on Escape with focus back on its button, and on a click outside', () => {
    button(1).click();
    panel(1).querySelector('a')!.focus();
    panel(1).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(isOpen(1)).toBe(false);
    expect(document.activeElement).toBe(button(1));
    button(2).click();
    document.getElementById('outside')!.click();
    expect(isOpen(2)).toBe(false);
  });

  it('flips the narrow-layout menu toggle', () => {
    const toggle = document.querySelector('.e-n-menu-toggle')!;
    (toggle as HTMLElement).click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
