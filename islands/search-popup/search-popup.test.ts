import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from '../../src/config/settings';
import { setMountSettings } from '../../src/runtime/context';
import { hydrate, unmountAll } from '../../src/runtime/lifecycle';
import { clearRegistry, registerIslands } from '../../src/runtime/registry';
import { islandFor } from '../../src/runtime/testing';
import { searchPopup } from './index';
import * as searchPopupModule from './search-popup';

const PAGE = `<header id="masthead"><a href="#" class="button-search-popup">Search</a></header>
  <section class="elementor-section"><a href="#" class="button-search-popup" id="in-section">Search</a></section>
  <div class="site-search-popup"><a href="#" class="site-search-popup-close">Close</a>
  <form><input type="search" name="s"></form></div>`;

const popup = () => document.querySelector<HTMLElement>('.site-search-popup')!;
const opener = () => document.querySelector<HTMLElement>('#masthead .button-search-popup')!;

beforeEach(async () => {
  document.body.innerHTML = PAGE;
  setMountSettings(readSettings(document));
  registerIslands([islandFor({ ...searchPopup, hydrate: 'load' }, searchPopupModule)]);
  hydrate(document);
  await vi.waitFor(() => expect(popup().dataset.islandState).toBe('ready'));
});

afterEach(() => {
  unmountAll();
  clearRegistry();
  setMountSettings(undefined);
});

describe('the search popup', () => {
  it('opens from the search button with focus in its field', async () => {
    opener().focus();
    opener().click();
    expect(popup().classList.contains('active')).toBe(true);
    expect(popup().classList.contains('fadein')).toBe(true);
    expect(popup().getAttribute('role')).toBe('dialog');
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() => expect(document.activeElement).toBe(popup().querySelector('input')));
  });

  it("opens where the theme puts it: in the opener's section, else in the site header", () => {
    document.getElementById('in-section')!.click();
    expect(popup().parentElement?.matches('.elementor-section')).toBe(true);
    expect(popup().classList.contains('active')).toBe(true);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    opener().click();
    expect(popup().parentElement?.id).toBe('masthead');
    expect(popup().classList.contains('active')).toBe(true);
    expect(popup().dataset.islandState).toBe('ready');
  });

  it('closes on its close button with the fade-out class for 300 ms, and on Escape', async () => {
    opener().click();
    document.querySelector<HTMLElement>('.site-search-popup-close')!.click();
    expect(popup().classList.contains('active')).toBe(false);
    expect(popup().classList.contains('fadeout')).toBe(true);
    await vi.waitFor(() => expect(popup().classList.contains('fadeout')).toBe(false));
    opener().click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(popup().classList.contains('active')).toBe(false);
    expect(document.activeElement).toBe(opener());
  });
});
